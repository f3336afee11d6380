import { Grid, NavLink, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { showApiError } from '../../../components/dialogs';
import { SafeHtml } from '../../../components/safe-html';
import { formatDate } from '../../../lib/formatters';
import type { TipoPolitica } from '../api/keys';
import { politicaQueryOptions } from '../api/politica.api';

const PAGINAS = {
  'termo-de-uso': {
    titulo: 'Termos de Uso',
    path: '/termos-de-uso',
    erro: 'Erro ao buscar termos de uso. Tente novamente mais tarde.',
    Icon: IconFileText,
  },
  'politica-privacidade': {
    titulo: 'Política de Privacidade',
    path: '/politica-de-privacidade',
    erro: 'Erro ao buscar politica de privacidade. Tente novamente mais tarde.',
    Icon: IconShieldLock,
  },
} as const satisfies Record<TipoPolitica, unknown>;

/** The terms of use or the privacy policy, with a sidebar leading to the other one. */
export function PolicyPage({ tipo }: { tipo: TipoPolitica }) {
  const pagina = PAGINAS[tipo];
  const { pathname } = useLocation();
  const query = useQuery(politicaQueryOptions(tipo));

  useEffect(() => {
    if (query.error) showApiError(query.error, pagina.erro);
  }, [query.error, pagina.erro]);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Paper component="nav" aria-label="Documentos" p="xs" withBorder shadow="none">
          {Object.values(PAGINAS).map(({ titulo, path, Icon }) => (
            <NavLink
              key={path}
              component={RouterNavLink}
              to={path}
              label={titulo}
              leftSection={<Icon size={18} aria-hidden />}
              active={pathname === path}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack gap="md" maw={760}>
          <Title order={1} size="h2">
            {pagina.titulo}
          </Title>
          {/* As tall as the screen while loading: the long text then arrives without pushing the footer,
              already on screen, out of view (a layout shift Lighthouse measured at 0.1–0.9). */}
          {query.isPending && (
            <Stack gap="xs" aria-hidden mih="100dvh">
              <Skeleton h={16} />
              <Skeleton h={16} />
              <Skeleton h={16} w="70%" />
            </Stack>
          )}
          {query.isError && <Text c="dimmed">{pagina.erro}</Text>}
          {query.isSuccess && (
            <>
              <Text c="dimmed" size="sm">
                Versão {query.data.versao}, em vigor desde {formatDate(query.data.publicadaEm)}
              </Text>
              <SafeHtml html={query.data.textoPolitica} />
            </>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
