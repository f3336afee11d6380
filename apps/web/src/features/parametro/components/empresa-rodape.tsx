import { Text } from '@mantine/core';
import { brandName } from '../../../config/env';
import { useParametros } from '../hooks/use-parametros';

/** '© 2026 Razão Social · CNPJ … · endereço': the company behind the product, as configured on the server. */
export function EmpresaRodape() {
  const { empresa } = useParametros();
  const partes = [
    `© ${new Date().getFullYear()} ${empresa?.razaoSocial ?? brandName()}`,
    empresa?.cnpj && `CNPJ ${empresa.cnpj}`,
    empresa?.endereco,
  ].filter(Boolean);
  return (
    <Text size="sm" c="dimmed">
      {partes.join(' · ')}
    </Text>
  );
}
