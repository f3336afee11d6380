import { dividirEmParcelas, textoParcela } from '@aprovei/shared/assinatura/parcelas.rules';
import {
  FORMA_PAGAMENTO,
  MENSAGENS_PEDIDOS,
  type StatusPedido,
  type TPedidoResumo,
} from '@aprovei/shared/checkout/pedidos.schemas';
import { reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArquivoButton } from '../../../components/arquivo-button';
import { Pager } from '../../../components/pager';
import { formatDate, formatMoney } from '../../../lib/formatters';
import { meusPedidosQueryOptions, reciboPedido } from '../api/pedidos.api';

const COR_STATUS: Record<StatusPedido, string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  expired: 'gray',
  refunded: 'blue',
  charged_back: 'red',
};

const ROTULO_ITEM: Record<TPedidoResumo['itens'][number]['tipo'], string> = {
  PLANO: 'Plano',
  PRODUTO: 'Produto',
  EBOOK: 'E-book',
};

/** 'Cartão de crédito em 3x de R$ 231,33 sem juros' / 'PIX': how the order was paid. */
export function formaDoPedido(p: Pick<TPedidoResumo, 'metodoPagamento' | 'qtdParcelas' | 'valorTotal'>) {
  const forma = FORMA_PAGAMENTO[p.metodoPagamento];
  if (p.metodoPagamento !== 'CARTAO_CREDITO') return forma;
  if (p.qtdParcelas <= 1) return `${forma} à vista`;
  const parcelas = dividirEmParcelas(reaisParaCentavos(p.valorTotal), p.qtdParcelas);
  return `${forma} em ${textoParcela(p.qtdParcelas, parcelas.at(-1)!)}`;
}

function Pedido({ pedido }: { pedido: TPedidoResumo }) {
  const titulo = `Pedido nº ${pedido.idFatura}`;
  return (
    <Card withBorder padding="sm" component="li" aria-label={titulo}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{titulo}</Text>
        <Badge variant="dot" color={COR_STATUS[pedido.status.codigo]} tt="none">
          {pedido.status.descricao}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {formatDate(pedido.data)}
        {pedido.tipo === 'RENOVACAO' ? ' · Renovação automática' : ''}
      </Text>
      <Stack gap={0} component="ul" my="xs" style={{ listStyle: 'none', padding: 0 }}>
        {pedido.itens.map((item) => (
          <Text key={`${item.tipo}-${item.nome}`} size="sm" component="li">
            {ROTULO_ITEM[item.tipo]}: {item.nome}
          </Text>
        ))}
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
        <Stack gap={0}>
          <Text size="sm">{formaDoPedido(pedido)}</Text>
          {pedido.desconto > 0 && (
            <Text size="sm" c="dimmed">
              Desconto: {formatMoney(pedido.desconto)}
            </Text>
          )}
          <Text fw={700}>Total: {formatMoney(pedido.valorTotal)}</Text>
        </Stack>
        {pedido.possuiRecibo && (
          <ArquivoButton
            carregar={() => reciboPedido(pedido.idFatura)}
            erro={MENSAGENS_PEDIDOS.erroRecibo}
            nomeArquivo={`recibo-pedido-${pedido.idFatura}.pdf`}
            rotuloLink="Abrir o recibo"
            carregando="Carregando recibo…"
            leftSection={<IconReceipt size={18} aria-hidden />}
            aria-label={`Recibo (PDF) do pedido nº ${pedido.idFatura}`}
            w={{ base: '100%', xs: 'auto' }}
          >
            Recibo (PDF)
          </ArquivoButton>
        )}
      </Group>
    </Card>
  );
}

/** 'Meus pedidos' (issue 18 §5): each order with date, items, method, instalments, amount, status, receipt. */
export function MeusPedidosCard() {
  const [pagina, setPagina] = useState(0);
  const { data, isPending, isError } = useQuery({
    ...meusPedidosQueryOptions(pagina),
    placeholderData: keepPreviousData,
  });

  return (
    <Card withBorder component="section" aria-labelledby="meus-pedidos-titulo">
      <Title order={3} id="meus-pedidos-titulo" mb="sm">
        Meus pedidos
      </Title>
      {isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={20} w="60%" />
          <Skeleton h={16} w="40%" />
        </Stack>
      ) : isError ? (
        <Text c="dimmed">{MENSAGENS_PEDIDOS.erroListar}</Text>
      ) : data.content.length === 0 ? (
        <Text c="dimmed">{MENSAGENS_PEDIDOS.nenhum}</Text>
      ) : (
        <Stack gap="sm">
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.content.map((p) => (
              <Pedido key={p.idFatura} pedido={p} />
            ))}
          </Stack>
          <Pager
            page={pagina}
            totalPages={data.totalPages}
            onChange={setPagina}
            rotulo="Páginas dos pedidos"
          />
        </Stack>
      )}
    </Card>
  );
}
