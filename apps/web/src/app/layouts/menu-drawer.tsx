import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';

interface MenuDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The signed-in menu below the wide breakpoint, in a drawer (lazy: see AuthenticatedLayout). */
export default function MenuDrawer({ id, opened, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      hiddenFrom="md"
      size={300}
      title={<Brand size="lg" />}
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
    >
      {children}
    </Drawer>
  );
}
