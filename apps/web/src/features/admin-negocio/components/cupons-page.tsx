import { NOME_ESCOPO_CUPOM, type TCupomAdmin } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { Button, Loader, Modal, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { formatCentavos, formatDate } from '../../../lib/formatters';
import { adminNegocioKeys, cuponsAdminQueryOptions, usosCupomQueryOptions } from '../api/admin-negocio.api';
import { CupomForm } from './cupom-form';

const FILTROS = ['busca'] as const;
const STATUS: Record<string, string> = {
  pending: 'Aguardando pagamento',
  approved: 'Pago',
  declined: 'Recusado',
  expired: 'Expirado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
};

const desconto = (c: TCupomAdmin) =>
  c.tipo === 'PERCENTUAL'
    ? `${((c.pontosBase ?? 0) / 100).toLocaleString('pt-BR')}%`
    : formatCentavos(c.valorCentavos ?? 0);
const validade = (c: TCupomAdmin) =>
  c.validoAte ? `${formatDate(c.validoDe)} a ${formatDate(c.validoAte)}` : `desde ${formatDate(c.validoDe)}`;

/** The discount coupons: their rules, and the orders that used each. */
export function CuponsPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'validoDe' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [aberto, setAberto] = useState<'novo' | TCupomAdmin | null>(null);
  const lista = useQuery(
    cuponsAdminQueryOptions({
      ...estado,
      ordem: estado.ordem as 'codigo' | 'validoDe' | 'usos',
      busca: filtros.busca,
    }),
  );
  const queryClient = useQueryClient();
  const fechar = async () => {
    setAberto(null);
    await queryClient.invalidateQueries({ queryKey: adminNegocioKeys.cupons });
  };

  return (
    <PaginaAdmin
      titulo="Cupons de desconto"
      descricao="Valor fixo ou percentual, para planos, e-books ou ambos, com validade e limites de uso no total e por CPF."
      acoes={<Button onClick={() => setAberto('novo')}>Novo cupom</Button>}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          mudarFiltros({ busca: String(new FormData(e.currentTarget).get('busca') ?? '').trim() || null });
        }}
      >
        <TextInput
          name="busca"
          label="Buscar"
          placeholder="Código, depois Enter"
          defaultValue={filtros.busca ?? ''}
          w={{ base: '100%', sm: 320 }}
        />
      </form>
      <TabelaAdmin<TCupomAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum cupom encontrado."
        onLinha={(c) => setAberto(c)}
        colunas={[
          { accessor: 'codigo', title: 'Código', sortable: true },
          { accessor: 'tipo', title: 'Desconto', render: desconto },
          {
            accessor: 'escopo',
            title: 'Vale para',
            render: (c) => NOME_ESCOPO_CUPOM[c.escopo],
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'validoDe',
            title: 'Validade',
            sortable: true,
            render: validade,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'usos',
            title: 'Usos',
            sortable: true,
            render: (c) => (c.limiteUsos === null ? String(c.usos) : `${c.usos} de ${c.limiteUsos}`),
          },
        ]}
      />
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? 'Novo cupom' : `Cupom ${aberto?.codigo ?? ''}`}
        size="lg"
      >
        {aberto === 'novo' && <CupomForm onSalvo={fechar} onCancelar={() => setAberto(null)} />}
        {aberto !== null && aberto !== 'novo' && (
          <Tabs defaultValue="dados">
            <Tabs.List mb="md">
              <Tabs.Tab value="dados">Dados</Tabs.Tab>
              <Tabs.Tab value="usos">Usos ({aberto.usos})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="dados">
              <CupomForm cupom={aberto} onSalvo={fechar} onCancelar={() => setAberto(null)} />
            </Tabs.Panel>
            <Tabs.Panel value="usos">
              <UsosCupom id={aberto.id} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Modal>
    </PaginaAdmin>
  );
}

/** The latest orders that carried the coupon (the CPF masked). */
function UsosCupom({ id }: { id: number }) {
  const usos = useQuery(usosCupomQueryOptions(id, { porPagina: 100 }));
  if (!usos.data) return <Loader />;
  if (usos.data.total === 0) return <Text c="dimmed">Nenhum pedido usou este cupom.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pedido</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Comprador</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Desconto</Table.Th>
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usos.data.linhas.map((u) => (
            <Table.Tr key={u.pedidoId}>
              <Table.Td>#{u.pedidoId}</Table.Td>
              <Table.Td>{formatDate(u.criadoEm)}</Table.Td>
              <Table.Td>
                {u.comprador}
                <Text size="xs" c="dimmed">
                  CPF {u.cpf}
                  {u.plano ? ` · ${u.plano}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{STATUS[u.status] ?? u.status}</Table.Td>
              <Table.Td>{formatCentavos(u.descontoCentavos)}</Table.Td>
              <Table.Td>{formatCentavos(u.valorTotalCentavos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {usos.data.total > usos.data.linhas.length && (
        <Text size="sm" c="dimmed" mt="xs">
          Os {usos.data.linhas.length} mais recentes de {usos.data.total}.
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
