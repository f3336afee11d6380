import { ROTULO_SITUACAO, SITUACOES_ITEM, type SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import type { TLinhaItemAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { formatDate } from '../../../lib/formatters';
import { questoesAdminQueryOptions } from '../api/questoes-admin.api';
import { OPCOES_PLATAFORMA } from './plataformas';

const FILTROS = ['texto', 'situacao', 'plataformaId', 'id'] as const;
const COR: Record<SituacaoItem, string> = {
  RASCUNHO: 'gray',
  PUBLICADA: 'teal',
  ANULADA: 'red',
  DESATUALIZADA: 'yellow',
};

export function BadgeSituacao({ situacao }: { situacao: SituacaoItem }) {
  return (
    <Badge color={COR[situacao]} variant="light">
      {ROTULO_SITUACAO[situacao]}
    </Badge>
  );
}

/** The back office's questions: every state, filtered, sorted and paged on the server. */
export function QuestoesPage() {
  const navigate = useNavigate();
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'id' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [texto, setTexto] = useState(filtros.texto ?? '');
  const [textoEstavel] = useDebouncedValue(texto, 350);
  useEffect(() => {
    if ((filtros.texto ?? '') !== textoEstavel) mudarFiltros({ texto: textoEstavel });
  }, [textoEstavel, filtros.texto, mudarFiltros]);

  const lista = useQuery(
    questoesAdminQueryOptions({
      ...estado,
      ordem: estado.ordem as 'id',
      texto: filtros.texto,
      situacao: filtros.situacao as SituacaoItem | undefined,
      plataformaId: filtros.plataformaId ? Number(filtros.plataformaId) : undefined,
      id: filtros.id ? Number(filtros.id) : undefined,
    }),
  );

  return (
    <PaginaAdmin
      titulo="Questões"
      descricao="Rascunhos, publicadas, anuladas e desatualizadas. Cada mudança fica na auditoria."
      acoes={
        <Button component={Link} to="/admin/questoes/nova" leftSection={<IconPlus size={18} aria-hidden />}>
          Nova questão
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar no enunciado"
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Situação"
          placeholder="Todas"
          data={SITUACOES_ITEM.map((s) => ({ value: s, label: ROTULO_SITUACAO[s] }))}
          value={filtros.situacao ?? null}
          onChange={(v) => mudarFiltros({ situacao: v })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          label="Plataforma"
          placeholder="Todas"
          data={OPCOES_PLATAFORMA}
          value={filtros.plataformaId ?? null}
          onChange={(v) => mudarFiltros({ plataformaId: v })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label="Id"
          inputMode="numeric"
          value={filtros.id ?? ''}
          onChange={(e) => mudarFiltros({ id: e.currentTarget.value.replace(/\D+/g, '') })}
          w={{ base: '100%', sm: 110 }}
        />
      </Group>
      <TabelaAdmin<TLinhaItemAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhuma questão encontrada."
        onLinha={(q) => navigate(`/admin/questoes/${q.id}`)}
        colunas={[
          { accessor: 'id', title: 'Id', sortable: true, width: 80 },
          { accessor: 'resumo', title: 'Enunciado', ellipsis: true },
          {
            accessor: 'ano',
            title: 'Ano',
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'instituicao',
            title: 'Instituição',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'situacao',
            title: 'Situação',
            sortable: true,
            render: (q) => <BadgeSituacao situacao={q.situacao} />,
          },
          {
            accessor: 'atualizadoEm',
            title: 'Atualizada',
            sortable: true,
            render: (q) => formatDate(q.atualizadoEm),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
        ]}
      />
    </PaginaAdmin>
  );
}
