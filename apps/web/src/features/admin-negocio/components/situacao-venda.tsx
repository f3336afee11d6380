import { Badge } from '@mantine/core';

/** The 'on sale / retired' filter of the plans and products lists. */
export const SITUACOES_VENDA = [
  { value: 'true', label: 'À venda' },
  { value: 'false', label: 'Retirados' },
];

export const situacaoVenda = (ativo: boolean) => (
  <Badge color={ativo ? 'green' : 'gray'} variant="light">
    {ativo ? 'À venda' : 'Retirado'}
  </Badge>
);
