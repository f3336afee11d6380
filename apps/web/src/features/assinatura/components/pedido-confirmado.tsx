import { textoParcela } from '@aprovei/shared/assinatura/parcelas.rules';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import type { TPedidoResumo } from '@aprovei/shared/checkout/pedido.schemas';
import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { plataformaPath } from '../../../config/paths';
import { formatDate, formatMoney, formatTime } from '../../../lib/formatters';
import { pedidoQueryOptions } from '../api/assinatura.api';
import { usePlataformaComprada } from '../hooks/use-plataforma-comprada';
import { Moldura, TEXTOS_FINALIZADO } from './pedido-finalizado';

export const TEXTOS_CONFIRMACAO = {
  emAnalise: 'Pagamento em análise',
  naoConcluida: 'Pagamento não concluído',
  recibo: 'O recibo da compra foi enviado para o seu e-mail.',
  pedido: 'Pedido',
  formaPagamento: 'Forma de pagamento',
  desconto: 'Desconto',
  total: 'Total',
  meusEbooks: 'Ir para Meus e-books',
  erro: 'Não foi possível carregar o pedido. Tente novamente mais tarde.',
} as const;

/** 'Cartão de crédito em 3x de R$ 100,00 sem juros' or 'PIX'. */
export function formaDePagamento(p: Pick<TPedidoResumo, 'metodoPagamento' | 'qtdParcelas' | 'valorParcela'>) {
  return p.metodoPagamento === 'PIX'
    ? 'PIX'
    : `Cartão de crédito em ${textoParcela(p.qtdParcelas, reaisParaCentavos(p.valorParcela))}`;
}

function Linha({ rotulo, valor, forte = false }: { rotulo: string; valor: string; forte?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" w="100%">
      <Text ta="left" fw={forte ? 700 : undefined}>
        {rotulo}
      </Text>
      <Text ta="right" fw={forte ? 700 : undefined}>
        {valor}
      </Text>
    </Group>
  );
}

/** The order's items and amounts, as the receipt e-mail lists them. */
export function ResumoPedido({ pedido }: { pedido: TPedidoResumo }) {
  return (
    <Stack gap={6} w="100%" aria-label="Resumo do pedido">
      <Linha rotulo={TEXTOS_CONFIRMACAO.pedido} valor={`#${pedido.idFatura}`} />
      <Text size="sm" c="dimmed" ta="left" w="100%">
        {formatDate(pedido.criadoEm)} às {formatTime(pedido.criadoEm)}
      </Text>
      <Divider w="100%" />
      {pedido.plano && <Linha rotulo={pedido.plano.nomePlano} valor={formatMoney(pedido.plano.valor)} />}
      {pedido.produtos.map((p) => (
        <Text key={p.id} ta="left" w="100%">
          + {p.nome}
        </Text>
      ))}
      {pedido.produtos.length > 0 && <Linha rotulo="Produtos" valor={formatMoney(pedido.valorProdutos)} />}
      {pedido.ebooks.map((e) => (
        <Text key={e.id} ta="left" w="100%">
          {e.nome}
        </Text>
      ))}
      {pedido.valorDesconto > 0 && (
        <Linha
          rotulo={
            pedido.cupom
              ? `${TEXTOS_CONFIRMACAO.desconto} (cupom ${pedido.cupom})`
              : TEXTOS_CONFIRMACAO.desconto
          }
          valor={`- ${formatMoney(pedido.valorDesconto)}`}
        />
      )}
      <Divider w="100%" />
      <Linha rotulo={TEXTOS_CONFIRMACAO.total} valor={formatMoney(pedido.valorTotal)} forte />
      <Linha rotulo={TEXTOS_CONFIRMACAO.formaPagamento} valor={formaDePagamento(pedido)} />
    </Stack>
  );
}

/**
 * The confirmation every purchase ends on (issue 18 §5): 'Sua compra foi concluída' (or the payment still
 * in analysis), the order's summary, the receipt's e-mail, and a button into the platform of the plan
 * bought (`/plataforma/<id>`; a plan of every platform: the current one) or, for e-books, to my e-books.
 */
export function PedidoConfirmado({
  idFatura,
  plataforma,
  medica,
  cadastroNovo = false,
}: {
  idFatura: number;
  plataforma: number;
  medica: boolean;
  /** The buyer registered in this purchase: welcomed as a new account (spec doc 2, payment confirmation). */
  cadastroNovo?: boolean;
}) {
  const pedido = useQuery(pedidoQueryOptions(idFatura));
  useErrorDialog(pedido.error, TEXTOS_CONFIRMACAO.erro);
  const p = pedido.data;
  const destino = p?.plano?.idPlataforma ?? plataforma;
  usePlataformaComprada(p?.statusPagamento === 'approved' ? p.plano?.idPlataforma : undefined);
  if (!p) {
    return (
      <Moldura plataforma={plataforma} medica={medica}>
        {pedido.isPending ? <Skeleton h={320} w="100%" /> : <Text>{TEXTOS_CONFIRMACAO.erro}</Text>}
      </Moldura>
    );
  }
  const aprovado = p.statusPagamento === 'approved';
  const pendente = p.statusPagamento === 'pending';
  return (
    <Moldura plataforma={destino} medica={medica}>
      {aprovado ? (
        <IconCircleCheck size={56} color="#2f9e44" aria-hidden />
      ) : (
        <IconClockHour4 size={56} color="#e8590c" aria-hidden />
      )}
      <Title order={1} size="h2">
        {aprovado
          ? cadastroNovo
            ? TEXTOS_FINALIZADO.cadastroTitulo
            : TEXTOS_FINALIZADO.compraTitulo
          : pendente
            ? TEXTOS_CONFIRMACAO.emAnalise
            : TEXTOS_CONFIRMACAO.naoConcluida}
      </Title>
      {aprovado && cadastroNovo && <Text>{TEXTOS_FINALIZADO.boasVindas}</Text>}
      {pendente && <Text>{MENSAGENS_CHECKOUT.pagamentoPendente}</Text>}
      <ResumoPedido pedido={p} />
      {aprovado && (
        <Text size="sm" c="dimmed">
          {TEXTOS_CONFIRMACAO.recibo}
        </Text>
      )}
      <Text fw={700}>{TEXTOS_FINALIZADO.bonsEstudos}</Text>
      {p.plano ? (
        <Button component={Link} to={plataformaPath(destino)} size="md">
          {TEXTOS_FINALIZADO.entrar}
        </Button>
      ) : (
        <Button component={Link} to="/meus-ebooks" size="md">
          {TEXTOS_CONFIRMACAO.meusEbooks}
        </Button>
      )}
    </Moldura>
  );
}
