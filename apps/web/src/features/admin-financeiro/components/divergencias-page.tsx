import {
  ROTULO_STATUS_PAGAMENTO,
  SITUACOES_DIVERGENCIA,
  type StatusPagamento,
  type TLinhaDivergencia,
  ZResolverDivergenciaBody,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { Anchor, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatMoney, formatTime } from '../../../lib/formatters';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { divergenciasQueryOptions, financeiroKeys, resolverDivergencia } from '../api/financeiro.api';
import { ExportarCsv, FiltrosPeriodo } from './filtros-financeiro';

const FILTROS = ['de', 'ate', 'situacao'] as const;
const ROTULO_SITUACAO = { ABERTAS: 'Abertas', RESOLVIDAS: 'Resolvidas', TODAS: 'Todas' } as const;
const status = (s: string) => ROTULO_STATUS_PAGAMENTO[s as StatusPagamento] ?? 'Desconhecido no gateway';

function DialogoResolver({ divergencia, onClose }: { divergencia: TLinhaDivergencia; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(ZResolverDivergenciaBody, { initialValues: { decisao: '' } });
  const submit = form.onSubmit(async ({ decisao }) => {
    try {
      await resolverDivergencia(divergencia.pedidoId, decisao);
      await queryClient.invalidateQueries({ queryKey: financeiroKeys.all });
      notifications.show({
        color: 'teal',
        message: `Divergência do pedido ${divergencia.pedidoId} resolvida.`,
      });
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível resolver a divergência.');
    }
  });
  return (
    <Modal opened onClose={onClose} title={`Resolver a divergência do pedido ${divergencia.pedidoId}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {`Nosso livro: ${formatMoney(divergencia.lancado)} (${status(divergencia.statusPedido)}). ` +
              `Gateway: ${formatMoney(divergencia.esperado)} (${status(divergencia.statusGateway)}).`}
          </Text>
          <Textarea
            label="Decisão"
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('decisao')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.submitting}>
              Resolver
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Divergências': what the nightly reconciliation found different from the gateway, as a queue. */
export function DivergenciasPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'detectadaEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [resolvendo, setResolvendo] = useState<TLinhaDivergencia | null>(null);
  const consulta = {
    ...filtros,
    situacao: (filtros.situacao ?? 'ABERTAS') as (typeof SITUACOES_DIVERGENCIA)[number],
    ordem: estado.ordem as 'detectadaEm',
    direcao: estado.direcao,
  };
  const lista = useQuery(
    divergenciasQueryOptions({ ...consulta, pagina: estado.pagina, porPagina: estado.porPagina }),
  );
  useErrorDialog(lista.error, 'Não foi possível carregar as divergências.');
  return (
    <PaginaAdmin
      titulo="Divergências"
      descricao="Pedidos cujo livro difere do gateway na conciliação diária; cada resolução fica registrada."
      acoes={<ExportarCsv lista="divergencias" filtros={consulta} />}
    >
      <FiltrosPeriodo filtros={filtros} mudar={mudarFiltros} comPlano={false}>
        <Select
          label="Situação"
          data={SITUACOES_DIVERGENCIA.map((s) => ({ value: s, label: ROTULO_SITUACAO[s] }))}
          value={consulta.situacao}
          onChange={(v) => mudarFiltros({ situacao: v })}
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
        />
      </FiltrosPeriodo>
      <TabelaAdmin<TLinhaDivergencia>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        chave="pedidoId"
        vazio="Nenhuma divergência."
        colunas={[
          {
            accessor: 'pedidoId',
            title: 'Pedido',
            sortable: true,
            render: (d) => (
              <Anchor component={Link} to={`/admin/financeiro/pedidos/${d.pedidoId}`} size="sm">
                {d.pedidoId}
              </Anchor>
            ),
          },
          {
            accessor: 'detectadaEm',
            title: 'Detectada',
            sortable: true,
            render: (d) => `${formatDate(d.detectadaEm)} ${formatTime(d.detectadaEm)}`,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'statusPedido',
            title: 'Nosso livro',
            render: (d) => `${formatMoney(d.lancado)} · ${status(d.statusPedido)}`,
          },
          {
            accessor: 'statusGateway',
            title: 'Gateway',
            render: (d) => `${formatMoney(d.esperado)} · ${status(d.statusGateway)}`,
          },
          {
            accessor: 'decisao',
            title: 'Decisão',
            render: (d) =>
              d.resolvidaEm ? (
                <Text size="sm">{d.decisao ?? 'Igualada pela conciliação'}</Text>
              ) : (
                <Button size="xs" variant="light" onClick={() => setResolvendo(d)}>
                  Resolver
                </Button>
              ),
          },
        ]}
      />
      {resolvendo && <DialogoResolver divergencia={resolvendo} onClose={() => setResolvendo(null)} />}
    </PaginaAdmin>
  );
}
