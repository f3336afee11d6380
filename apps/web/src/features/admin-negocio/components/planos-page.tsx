import type { TPlanoAdmin } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { Badge, Button, Group, Loader, Modal, Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { formatCentavos } from '../../../lib/formatters';
import {
  adminNegocioKeys,
  opcoesPlanoQueryOptions,
  planoAdminQueryOptions,
  planosAdminQueryOptions,
} from '../api/admin-negocio.api';
import { PlanoForm } from './plano-form';
import { FiltroSituacaoVenda, situacaoVenda } from './situacao-venda';

const FILTROS = ['plataformaId', 'ativo'] as const;

/** The plans of the product, per platform: price, instalments, order, highlight, on sale or retired. */
export function PlanosPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'ordem', direcao: 'asc' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [aberto, setAberto] = useState<'novo' | number | null>(null);
  const opcoes = useQuery(opcoesPlanoQueryOptions());
  const lista = useQuery(
    planosAdminQueryOptions({
      ...estado,
      ordem: estado.ordem as 'ordem' | 'nomePlano' | 'valorIntegralCentavos',
      plataformaId: filtros.plataformaId ? Number(filtros.plataformaId) : undefined,
      ativo: filtros.ativo === undefined ? undefined : filtros.ativo === 'true',
    }),
  );
  const queryClient = useQueryClient();
  const fechar = async () => {
    setAberto(null);
    await queryClient.invalidateQueries({ queryKey: adminNegocioKeys.planos });
  };

  return (
    <PaginaAdmin
      titulo="Planos"
      descricao="O que se vende em cada plataforma: preço, parcelas, duração e funcionalidades. Um plano retirado sai da venda e continua valendo para quem o tem."
      acoes={<Button onClick={() => setAberto('novo')}>Novo plano</Button>}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Plataforma"
          placeholder="Todas"
          data={(opcoes.data?.plataformas ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
          value={filtros.plataformaId ?? null}
          onChange={(v) => mudarFiltros({ plataformaId: v })}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <FiltroSituacaoVenda valor={filtros.ativo ?? null} onChange={(v) => mudarFiltros({ ativo: v })} />
      </Group>
      <TabelaAdmin<TPlanoAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum plano encontrado."
        onLinha={(p) => setAberto(p.id)}
        colunas={[
          {
            accessor: 'ordem',
            title: 'Ordem',
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'nomePlano',
            title: 'Plano',
            sortable: true,
            render: (p) => (
              <Group gap={6}>
                {p.nomePlano}
                {p.ehDestaque && <Badge variant="light">Destaque</Badge>}
                {p.tipoPlano === 'P' && (
                  <Badge variant="light" color="grape">
                    P
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'plataforma',
            title: 'Plataforma',
            render: (p) => p.plataforma ?? 'Todas',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'valorIntegralCentavos',
            title: 'Preço',
            sortable: true,
            render: (p) => `${formatCentavos(p.valorIntegralCentavos)} · ${p.maxParcelas}x`,
          },
          {
            accessor: 'duracaoMeses',
            title: 'Duração',
            render: (p) => `${p.duracaoMeses} ${p.duracaoMeses === 1 ? 'mês' : 'meses'}`,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
          },
          {
            accessor: 'assinantes',
            title: 'Assinantes',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          { accessor: 'ativo', title: 'Situação', render: (p) => situacaoVenda(p.ativo) },
        ]}
      />
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? 'Novo plano' : 'Editar plano'}
        size="lg"
      >
        {aberto === 'novo' && <PlanoForm onSalvo={fechar} onCancelar={() => setAberto(null)} />}
        {typeof aberto === 'number' && (
          <EdicaoPlano id={aberto} onSalvo={fechar} onCancelar={() => setAberto(null)} />
        )}
      </Modal>
    </PaginaAdmin>
  );
}

function EdicaoPlano({ id, ...props }: { id: number; onSalvo: () => Promise<void>; onCancelar: () => void }) {
  const plano = useQuery(planoAdminQueryOptions(id));
  return plano.data ? <PlanoForm plano={plano.data} {...props} /> : <Loader />;
}
