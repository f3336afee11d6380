import {
  ROTULO_LANCAMENTO,
  ROTULO_STATUS_PAGAMENTO,
  type StatusPagamento,
  type TIPOS_LANCAMENTO,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { Badge } from '@mantine/core';

// Outlined in the darkest shades: readable (WCAG AA) on the tables' striped rows too.
const COR_STATUS: Record<StatusPagamento, string> = {
  pending: 'gray.8',
  approved: 'teal.9',
  declined: 'gray.7',
  expired: 'gray.7',
  refunded: 'blue.9',
  charged_back: 'red.9',
};

export function BadgeStatus({ status }: { status: string }) {
  const s = status as StatusPagamento;
  return (
    <Badge color={COR_STATUS[s] ?? 'gray.7'} variant="outline">
      {ROTULO_STATUS_PAGAMENTO[s] ?? (status === 'not_found' ? 'Desconhecido' : status)}
    </Badge>
  );
}

const COR_TIPO = { COBRANCA: 'teal.9', ESTORNO: 'blue.9', CHARGEBACK: 'red.9' } as const;
export function BadgeLancamento({ tipo }: { tipo: (typeof TIPOS_LANCAMENTO)[number] }) {
  return (
    <Badge color={COR_TIPO[tipo]} variant="outline">
      {ROTULO_LANCAMENTO[tipo]}
    </Badge>
  );
}
