import { Badge, Select } from '@mantine/core';

/** The 'on sale / retired' badge of a plan or product. */
export const situacaoVenda = (ativo: boolean) => (
  <Badge color={ativo ? 'green' : 'gray'} variant="light">
    {ativo ? 'À venda' : 'Retirado'}
  </Badge>
);

/** The plans' and products' filter: on sale, retired, or both (null). */
export function FiltroSituacaoVenda({
  valor,
  onChange,
}: {
  valor: string | null;
  onChange: (v: string | null) => void;
}) {
  return (
    <Select
      label="Situação"
      placeholder="Todos"
      data={[
        { value: 'true', label: 'À venda' },
        { value: 'false', label: 'Retirados' },
      ]}
      value={valor}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 200 }}
    />
  );
}
