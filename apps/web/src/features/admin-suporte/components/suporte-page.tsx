import type { TMensagemSuporteAdmin } from '@aprovei/shared/suporte/suporte-admin.schemas';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { Badge, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CampoBusca } from '../../../components/admin/campo-busca';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { caixaQueryOptions } from '../api/admin-suporte.api';
import { MensagemPainel } from './mensagem-painel';

const FILTROS = ['busca', 'situacao'] as const;
const SITUACOES = [
  { value: 'ABERTA', label: 'Abertas' },
  { value: 'ENCERRADA', label: 'Encerradas' },
  { value: 'TODAS', label: 'Todas' },
];

/** The support form's messages as an inbox (admin only); a message opens in a side panel. */
export function SuportePage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  // The open message is in the address (a link to it can be shared), without resetting the page.
  const [params, setParams] = useSearchParams();
  const aberta = Number(params.get('mensagem')) || null;
  const abrir = (id: number | null) =>
    setParams((atuais) => {
      const novos = new URLSearchParams(atuais);
      if (id) novos.set('mensagem', String(id));
      else novos.delete('mensagem');
      return novos;
    });

  const situacao = filtros.situacao ?? 'ABERTA';
  const lista = useQuery(
    caixaQueryOptions({
      ...estado,
      ordem: estado.ordem as 'criadoEm' | 'assunto' | 'email',
      busca: filtros.busca,
      situacao: situacao === 'TODAS' ? undefined : (situacao as 'ABERTA' | 'ENCERRADA'),
    }),
  );

  return (
    <PaginaAdmin
      titulo="Suporte"
      descricao="As mensagens do formulário de suporte. Responda por e-mail e encerre."
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CampoBusca
          valor={filtros.busca}
          onBusca={(busca) => mudarFiltros({ busca })}
          placeholder="Assunto, mensagem, nome ou e-mail"
        />
        <SegmentedControl
          aria-label="Situação"
          data={SITUACOES}
          value={situacao}
          onChange={(v) => mudarFiltros({ situacao: v === 'ABERTA' ? null : v })}
        />
      </Group>
      <TabelaAdmin<TMensagemSuporteAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhuma mensagem neste filtro."
        onLinha={(m) => abrir(m.id)}
        colunas={[
          {
            accessor: 'criadoEm',
            title: 'Recebida',
            sortable: true,
            render: (m) => formatarDataHora(m.criadoEm),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'assunto',
            title: 'Assunto',
            sortable: true,
            render: (m) => (
              <Stack gap={0}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {m.assunto}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {m.nome ?? m.email} · {formatarDataHora(m.criadoEm)}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'email',
            title: 'De',
            sortable: true,
            render: (m) => (m.nome ? `${m.nome} <${m.email}>` : m.email),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'situacao',
            title: 'Situação',
            render: (m) => (
              <Group gap={4} wrap="nowrap">
                <Badge color={m.situacao === 'ABERTA' ? 'blue' : 'gray'} variant="light">
                  {m.situacao === 'ABERTA' ? 'Aberta' : 'Encerrada'}
                </Badge>
                {m.respostas > 0 && (
                  <Badge color="teal" variant="outline" title="Respostas enviadas">
                    {m.respostas}
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
      />
      <Drawer
        opened={aberta !== null}
        onClose={() => abrir(null)}
        position="right"
        size="lg"
        title="Mensagem de suporte"
      >
        {aberta !== null && <MensagemPainel id={aberta} onAbrir={abrir} />}
      </Drawer>
    </PaginaAdmin>
  );
}
