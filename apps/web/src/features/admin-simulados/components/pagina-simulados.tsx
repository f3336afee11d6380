import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import type { SituacaoSimulado } from '@aprovei/shared/simulados/simulados.rules';
import type { TSimuladoAdminLinha } from '@aprovei/shared/simulados/simulados-admin.schemas';
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatTime } from '../../../lib/formatters';
import { ERROS_ADMIN_SIMULADOS, simuladosAdminQueryOptions } from '../api/admin-simulados.api';

export function SituacaoBadge({ situacao }: { situacao: SituacaoSimulado }) {
  return situacao === 'PUBLICADO' ? (
    <Badge color="green">Publicado</Badge>
  ) : (
    <Badge color="gray">Rascunho</Badge>
  );
}

/** /admin/simulados: every mock of the product, drafts included, by name, situation and type. */
export function PaginaSimulados() {
  const navigate = useNavigate();
  const [estado, mudar] = useEstadoTabela({ ordem: 'dataLiberacao', direcao: 'desc' });
  const [filtros, filtrar] = useFiltrosNaUrl(['busca', 'situacao', 'tipo'] as const);
  const [busca, setBusca] = useState(filtros.busca ?? '');
  const [buscaAtrasada] = useDebouncedValue(busca.trim(), 300);
  useEffect(() => {
    if (buscaAtrasada !== (filtros.busca ?? '')) filtrar({ busca: buscaAtrasada });
  }, [buscaAtrasada, filtros.busca, filtrar]);
  const consulta = useQuery(
    simuladosAdminQueryOptions({
      pagina: estado.pagina,
      porPagina: estado.porPagina,
      ordem: estado.ordem as 'dataLiberacao',
      direcao: estado.direcao,
      busca: filtros.busca,
      situacao: filtros.situacao as SituacaoSimulado | undefined,
      tipo: filtros.tipo as 'ENARE' | undefined,
    }),
  );
  useErrorDialog(consulta.error, ERROS_ADMIN_SIMULADOS.lista);

  return (
    <PaginaAdmin
      titulo="Simulados"
      descricao="Monte simulados com questões publicadas do banco, publique-os e corrija-os por anulação."
      acoes={
        <Group gap="xs">
          <Button component={Link} to="/admin/pacotes-simulado" variant="default">
            Pacotes
          </Button>
          <Button component={Link} to="/admin/simulados/novo">
            Novo simulado
          </Button>
        </Group>
      }
    >
      <Group gap="sm" mb="sm" align="flex-end">
        <TextInput label="Buscar por nome" value={busca} onChange={(e) => setBusca(e.currentTarget.value)} />
        <Select
          label="Situação"
          clearable
          data={[
            { value: 'RASCUNHO', label: 'Rascunho' },
            { value: 'PUBLICADO', label: 'Publicado' },
          ]}
          value={filtros.situacao ?? null}
          onChange={(v) => filtrar({ situacao: v })}
        />
        <Select
          label="Tipo"
          clearable
          data={['ENARE', 'FUVEST']}
          value={filtros.tipo ?? null}
          onChange={(v) => filtrar({ tipo: v })}
        />
      </Group>
      <TabelaAdmin<TSimuladoAdminLinha>
        registros={consulta.data?.linhas ?? []}
        total={consulta.data?.total ?? 0}
        estado={estado}
        onEstado={mudar}
        carregando={consulta.isFetching}
        onLinha={(s) => navigate(`/admin/simulados/${s.id}`)}
        vazio="Nenhum simulado encontrado."
        colunas={[
          { accessor: 'nome', title: 'Nome', sortable: true },
          { accessor: 'tipo', title: 'Tipo' },
          {
            accessor: 'plataformaId',
            title: 'Plataforma',
            render: (s) => NOMES_PLATAFORMA[s.plataformaId as PlataformaId],
          },
          {
            accessor: 'situacao',
            title: 'Situação',
            noWrap: true,
            render: (s) => <SituacaoBadge situacao={s.situacao} />,
          },
          {
            accessor: 'dataLiberacao',
            title: 'Liberação',
            sortable: true,
            render: (s) => `${formatDate(s.dataLiberacao)} ${formatTime(s.dataLiberacao)}`,
          },
          {
            accessor: 'nomePacote',
            title: 'Pacote',
            render: (s) => s.nomePacote ?? (s.gratuito ? 'Avulso, gratuito' : 'Avulso, pago'),
          },
          { accessor: 'totalQuestoes', title: 'Questões' },
          { accessor: 'participantes', title: 'Finalizados' },
        ]}
      />
    </PaginaAdmin>
  );
}
