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
import { exerciciosAdmin, questoesAdmin } from '../api/itens-admin.api';
import { OPCOES_PLATAFORMA } from './plataformas';
import { TEXTOS_EXERCICIO, TEXTOS_QUESTAO, type TextosItem } from './textos';

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
export const QuestoesPage = () => <ListaItens textos={TEXTOS_QUESTAO} lista={questoesAdmin.lista} />;
/** The back office's fixation exercises, as its questions. */
export const ExerciciosPage = () => <ListaItens textos={TEXTOS_EXERCICIO} lista={exerciciosAdmin.lista} />;

function ListaItens({
  textos,
  lista: consulta,
}: {
  textos: TextosItem;
  lista: typeof questoesAdmin.lista | typeof exerciciosAdmin.lista;
}) {
  const navigate = useNavigate();
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'id' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [texto, setTexto] = useState(filtros.texto ?? '');
  const [textoEstavel] = useDebouncedValue(texto, 350);
  useEffect(() => {
    if ((filtros.texto ?? '') !== textoEstavel) mudarFiltros({ texto: textoEstavel });
  }, [textoEstavel, filtros.texto, mudarFiltros]);

  const lista = useQuery(
    consulta({
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
      titulo={textos.titulo}
      descricao={textos.descricao}
      acoes={
        <Button component={Link} to={textos.novoCaminho} leftSection={<IconPlus size={18} aria-hidden />}>
          {textos.novo}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={textos.busca}
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
        vazio={textos.vazio}
        onLinha={(q) => navigate(`${textos.caminho}/${q.id}`)}
        colunas={[
          { accessor: 'id', title: 'Id', sortable: true, width: 80 },
          { accessor: 'resumo', title: textos.coluna, ellipsis: true },
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
            title: textos.atualizado,
            sortable: true,
            render: (q) => formatDate(q.atualizadoEm),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
        ]}
      />
    </PaginaAdmin>
  );
}
