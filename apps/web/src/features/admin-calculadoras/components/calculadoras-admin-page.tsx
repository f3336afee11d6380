import { formatarPontos } from '@aprovei/shared/calculadora/calculadora.rules';
import type { TCalculadoraAdmin } from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CampoBusca } from '../../../components/admin/campo-busca';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { ADMIN_ROUTES } from '../../../config/admin-paths';
import { instituicoesQueryOptions } from '../../../lib/catalogo';
import { calculadorasAdminQueryOptions } from '../api/admin-calculadoras.api';

const FILTROS = ['busca', 'instituicaoId'] as const;

/** The curriculum calculators, by institution: open one to edit its table beside the student's preview. */
export function CalculadorasAdminPage() {
  const navigate = useNavigate();
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'nome', direcao: 'asc' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const instituicoes = useQuery(instituicoesQueryOptions());
  const lista = useQuery(
    calculadorasAdminQueryOptions({
      ...estado,
      ordem: estado.ordem === 'ano' ? 'ano' : 'nome',
      busca: filtros.busca,
      instituicaoId: filtros.instituicaoId ? Number(filtros.instituicaoId) : undefined,
    }),
  );

  return (
    <PaginaAdmin
      titulo="Calculadoras de currículo"
      descricao="A tabela de pontos de cada edital. O aluno vê a calculadora assim que ela é salva."
      acoes={
        <Button component={Link} to={ADMIN_ROUTES.calculadoraNova.path}>
          Nova calculadora
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CampoBusca
          valor={filtros.busca}
          onBusca={(busca) => mudarFiltros({ busca })}
          placeholder="Nome da calculadora"
        />
        <Select
          label="Instituição"
          placeholder="Todas"
          data={(instituicoes.data ?? []).map((i) => ({ value: String(i.id), label: i.nome }))}
          value={filtros.instituicaoId ?? null}
          onChange={(v) => mudarFiltros({ instituicaoId: v })}
          searchable
          clearable
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      <TabelaAdmin<TCalculadoraAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhuma calculadora encontrada."
        onLinha={(c) => navigate(ADMIN_ROUTES.calculadora.path.replace(':id', String(c.id)))}
        colunas={[
          { accessor: 'nome', title: 'Nome', sortable: true },
          { accessor: 'instituicao', title: 'Instituição', render: (c) => c.instituicao.nome },
          { accessor: 'ano', title: 'Ano', sortable: true },
          {
            accessor: 'linhas',
            title: 'Linhas',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'pontuacaoMaxima',
            title: 'Pontuação máxima',
            render: (c) => (c.pontuacaoMaxima > 0 ? formatarPontos(c.pontuacaoMaxima) : '—'),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
        ]}
      />
    </PaginaAdmin>
  );
}
