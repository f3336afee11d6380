import type { TRegistroAuditoria } from '@aprovei/shared/equipe/equipe.schemas';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { Code, Group, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { auditoriaQueryOptions } from '../api/equipe.api';

const FILTROS = ['entidade', 'entidadeId', 'acao', 'autorId', 'de', 'ate'] as const;

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** Before and after of one entry, side by side (stacked on a narrow screen). */
function Diferenca({ r }: { r: TRegistroAuditoria }) {
  return (
    <Stack gap="xs" p="sm">
      {r.motivo && (
        <Text size="sm">
          <strong>Motivo:</strong> {r.motivo}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['antes', 'depois'] as const).map((lado) => (
          <Stack gap={4} key={lado}>
            <Text size="sm" fw={600}>
              {lado === 'antes' ? 'Antes' : 'Depois'}
            </Text>
            <ScrollArea.Autosize mah={280}>
              <Code block>{json(r[lado])}</Code>
            </ScrollArea.Autosize>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Every back-office write: who, when, what, before and after, filtered (admin only). */
export function AuditoriaPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const lista = useQuery(auditoriaQueryOptions({ ...estado, ...filtros, autorId: filtros.autorId as never }));
  const campo = (chave: (typeof FILTROS)[number], label: string, tipo: 'text' | 'date' = 'text') => (
    <TextInput
      key={chave}
      type={tipo}
      label={label}
      defaultValue={filtros[chave] ?? ''}
      onBlur={(e) => mudarFiltros({ [chave]: e.currentTarget.value.trim() })}
      onKeyDown={(e) => {
        if (e.key === 'Enter') mudarFiltros({ [chave]: e.currentTarget.value.trim() });
      }}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <PaginaAdmin
      titulo="Auditoria"
      descricao="Cada escrita do back office: quem, quando, o quê, antes e depois."
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {campo('entidade', 'Entidade')}
        {campo('entidadeId', 'Identificador')}
        {campo('acao', 'Ação')}
        {campo('autorId', 'Autor (id)')}
        {campo('de', 'De', 'date')}
        {campo('ate', 'Até', 'date')}
      </Group>
      <TabelaAdmin<TRegistroAuditoria>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum registro neste filtro."
        colunas={[
          {
            accessor: 'criadoEm',
            title: 'Quando',
            sortable: true,
            render: (r) => formatarDataHora(r.criadoEm),
          },
          { accessor: 'autorNome', title: 'Quem' },
          { accessor: 'acao', title: 'Ação' },
          { accessor: 'entidade', title: 'O quê', render: (r) => `${r.entidade} ${r.entidadeId}` },
        ]}
        expansao={(r) => <Diferenca r={r} />}
      />
    </PaginaAdmin>
  );
}
