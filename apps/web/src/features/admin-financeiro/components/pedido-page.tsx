import {
  ROTULO_METODO,
  ROTULO_ORIGEM_ESTORNO,
  ROTULO_STATUS_ESTORNO,
  type TPedidoAdmin,
  ZEstornoBody,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import {
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { CampoReais } from '../../../components/campo-reais';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatMoney, formatTime } from '../../../lib/formatters';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { estornar, financeiroKeys, pedidoQueryOptions } from '../api/financeiro.api';
import { BadgeLancamento, BadgeStatus } from './badges';

const quando = (iso: string) => `${formatDate(iso)} às ${formatTime(iso)}`;

function Dado({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {rotulo}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The refund dialog: the amount (the whole refundable balance by default, typed with a comma) and the reason. */
function DialogoReembolso({ pedido, onClose }: { pedido: TPedidoAdmin; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(ZEstornoBody, {
    initialValues: {
      valor: pedido.reembolsavel as number | undefined,
      motivo: '',
      chave: crypto.randomUUID(),
    },
  });
  const submit = form.onSubmit(async (body) => {
    try {
      const atualizado = await estornar(pedido.id, body);
      queryClient.setQueryData(financeiroKeys.pedido(pedido.id), atualizado);
      await queryClient.invalidateQueries({ queryKey: financeiroKeys.all });
      notifications.show({
        color: 'teal',
        message: `Reembolso de ${formatMoney(body.valor ?? pedido.reembolsavel)} enviado ao gateway.`,
      });
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível reembolsar.');
    }
  });
  const valor = form.getValues().valor;
  return (
    <Modal opened onClose={onClose} title={`Reembolsar o pedido ${pedido.id}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {`${pedido.alunoNome} — ${pedido.item}. Reembolsável: ${formatMoney(pedido.reembolsavel)}. `}O
            reembolso total encerra o acesso que o pedido deu; o parcial o mantém.
          </Text>
          <CampoReais
            label="Valor do reembolso (R$)"
            required
            value={valor === undefined ? undefined : reaisParaCentavos(valor)}
            onChange={(c) => form.setFieldValue('valor', c === undefined ? undefined : centavosParaReais(c))}
            error={form.errors.valor}
          />
          <Textarea
            label="Motivo"
            required
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('motivo')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              {`Reembolsar ${formatMoney(valor ?? 0)}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One order: its payment, refunds and ledger rows; 'Reembolsar' while something is refundable. */
export function PedidoPage() {
  const id = Number(useParams().id);
  const consulta = useQuery(pedidoQueryOptions(id));
  useErrorDialog(consulta.error, 'Não foi possível carregar o pedido.');
  const [reembolsando, setReembolsando] = useState(false);
  const p = consulta.data;
  return (
    <PaginaAdmin
      titulo={`Pedido ${id}`}
      descricao={
        <Anchor component={Link} to="/admin/financeiro/pedidos" size="sm">
          Voltar aos pedidos
        </Anchor>
      }
      acoes={
        p && p.reembolsavel > 0 ? (
          <Button
            color="red"
            leftSection={<IconReceiptRefund size={18} aria-hidden />}
            onClick={() => setReembolsando(true)}
          >
            Reembolsar
          </Button>
        ) : undefined
      }
    >
      {p && (
        <>
          <Card withBorder padding="lg">
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
              <Dado rotulo="Aluno">
                {p.alunoNome}
                <Text size="xs" c="dimmed">
                  {p.alunoEmail}
                </Text>
              </Dado>
              <Dado rotulo="Item">{p.item}</Dado>
              <Dado rotulo="Data">{quando(p.criadoEm)}</Dado>
              <Dado rotulo="Situação">
                <BadgeStatus status={p.status} />
              </Dado>
              <Dado rotulo="Forma de pagamento">
                {`${ROTULO_METODO[p.metodoPagamento]}${p.metodoPagamento === 'CARTAO_CREDITO' ? ` em ${p.qtdParcelas}x` : ''}`}
              </Dado>
              <Dado rotulo="Valor">{formatMoney(p.valorTotal)}</Dado>
              <Dado rotulo="Desconto">
                {p.cupom ? `${formatMoney(p.desconto)} (${p.cupom})` : formatMoney(p.desconto)}
              </Dado>
              <Dado rotulo="Valor reembolsado">{formatMoney(p.reembolsado)}</Dado>
              <Dado rotulo="Gateway">{`${p.gateway} · ${p.gatewayPaymentId ?? '—'}`}</Dado>
            </SimpleGrid>
          </Card>

          <Title order={2} fz="h4">
            Reembolsos
          </Title>
          {p.estornos.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum reembolso.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Valor</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                    <Table.Th>Origem</Table.Th>
                    <Table.Th>Situação</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.estornos.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{quando(e.criadoEm)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(e.valor)}</Table.Td>
                      <Table.Td>{e.motivo}</Table.Td>
                      <Table.Td>{ROTULO_ORIGEM_ESTORNO[e.origem]}</Table.Td>
                      <Table.Td>{ROTULO_STATUS_ESTORNO[e.status]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}

          <Title order={2} fz="h4">
            Lançamentos
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th ta="right">Valor</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.lancamentos.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{quando(l.criadoEm)}</Table.Td>
                    <Table.Td>
                      <BadgeLancamento tipo={l.tipo} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(l.valor)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {reembolsando && <DialogoReembolso pedido={p} onClose={() => setReembolsando(false)} />}
        </>
      )}
    </PaginaAdmin>
  );
}
