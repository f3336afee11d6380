import {
  ROTULO_LANCAMENTO,
  ROTULO_STATUS_PAGAMENTO,
  type StatusPagamento,
  type TIPOS_LANCAMENTO,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { Badge } from '@mantine/core';

// Dots: the text stays dark and readable (WCAG AA) on striped and hovered rows.
const COR_STATUS: Record<StatusPagamento, string> = {
  pending: 'yellow',
  approved: 'teal',
  declined: 'gray',
  expired: 'gray',
  refunded: 'blue',
  charged_back: 'red',
};

export function BadgeStatus({ status }: { status: string }) {
  const s = status as StatusPagamento;
  return (
    <Badge color={COR_STATUS[s] ?? 'gray'} variant="dot" miw="fit-content">
      {ROTULO_STATUS_PAGAMENTO[s] ?? (status === 'not_found' ? 'Desconhecido' : status)}
    </Badge>
  );
}

const COR_TIPO = { COBRANCA: 'teal', ESTORNO: 'blue', CHARGEBACK: 'red' } as const;
export function BadgeLancamento({ tipo }: { tipo: (typeof TIPOS_LANCAMENTO)[number] }) {
  return (
    <Badge color={COR_TIPO[tipo]} variant="dot" miw="fit-content">
      {ROTULO_LANCAMENTO[tipo]}
    </Badge>
  );
}
