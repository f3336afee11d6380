import { Box, NavLink } from '@mantine/core';
import {
  IconBook,
  IconBooks,
  IconCalculator,
  IconCards,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconClipboardList,
  IconDiamond,
  IconHome,
  IconListSearch,
  IconLogout,
  IconMessageCircle,
  IconRepeat,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconWriting,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuItem, MenuKey } from '../menu';

const ICONS: Record<MenuKey, ComponentType<{ size?: number; stroke?: number }>> = {
  inicio: IconHome,
  questoes: IconListSearch,
  questoesConcurso: IconListSearch,
  simulados: IconClipboardList,
  exerciciosFixacao: IconCards,
  questaoAberta: IconWriting,
  curriculo: IconCalculator,
  ebook: IconBook,
  meusEbooks: IconBooks,
  planos: IconDiamond,
  metricas: IconChartBar,
  academy: IconSchool,
  configuracoes: IconSettings,
  checklist: IconChecklist,
  revisoes: IconRepeat,
  correcoes: IconClipboardCheck,
  backoffice: IconShieldLock,
  contato: IconMessageCircle,
  sair: IconLogout,
};

function isActive(item: MenuItem & { kind: 'link' }, pathname: string): boolean {
  if (item.key === 'inicio') {
    return pathname === '/home' || pathname === '/home-concurso' || pathname.startsWith('/plataforma/');
  }
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export interface MainMenuProps {
  items: readonly MenuItem[];
  onNavigate?: () => void;
  onAcademy: () => void;
  onLogout: () => void;
}

/** The menu items (inside the permanent navbar and inside the drawer, each a "Menu principal" nav). */
export function MainMenu({ items, onNavigate, onAcademy, onLogout }: MainMenuProps) {
  const { pathname } = useLocation();
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const Icon = ICONS[item.key];
        const icon = <Icon size={20} stroke={1.6} aria-hidden />;
        if (item.kind === 'link') {
          const active = isActive(item, pathname);
          return (
            <li key={item.key}>
              <NavLink
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={icon}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              />
            </li>
          );
        }
        return (
          <li key={item.key}>
            <NavLink
              component="button"
              type="button"
              label={item.label}
              leftSection={icon}
              onClick={item.kind === 'academy' ? onAcademy : onLogout}
            />
          </li>
        );
      })}
    </Box>
  );
}
