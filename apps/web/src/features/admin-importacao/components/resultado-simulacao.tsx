import type { TipoImportacao } from '@aprovei/shared/importacao/importacao.rules';
import type { TErroImportacao } from '@aprovei/shared/importacao/importacao.schemas';
import { Alert, ScrollArea, Stack, Table, Text } from '@mantine/core';

const NOMES: Record<TipoImportacao, [string, string]> = {
  questoes: ['questão', 'questões'],
  exercicios: ['exercício', 'exercícios'],
};

/** "1 questão", "12 exercícios". */
export const quantidade = (tipo: TipoImportacao, n: number) =>
  `${n.toLocaleString('pt-BR')} ${NOMES[tipo][n === 1 ? 0 : 1]}`;

/**
 * What a dry run found: the items ready to import, or a table of every problem with its item, line
 * and field (nothing was written).
 */
export function ResultadoSimulacao({
  tipo,
  total,
  erros,
}: {
  tipo: TipoImportacao;
  total: number;
  erros: TErroImportacao[];
}) {
  if (erros.length === 0) {
    const pronto =
      tipo === 'questoes' ? (total === 1 ? 'pronta' : 'prontas') : total === 1 ? 'pronto' : 'prontos';
    return (
      <Alert color="green" title="Arquivo sem erros">
        {quantidade(tipo, total)} {pronto} para importar.
      </Alert>
    );
  }
  const comErro = new Set(erros.map((e) => e.item)).size;
  return (
    <Stack gap="xs">
      <Alert color="red" title="O arquivo tem erros">
        {erros.length === 1 ? '1 erro' : `${erros.length} erros`} em {quantidade(tipo, comErro)} de {total}.
        Nada foi gravado: corrija o arquivo e confira de novo.
      </Alert>
      <ScrollArea.Autosize mah={420} type="auto">
        <Table striped highlightOnHover withTableBorder aria-label="Erros da simulação">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Campo</Table.Th>
              <Table.Th>Erro</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {erros.map((e) => (
              <Table.Tr key={`${e.item}|${e.campo}|${e.mensagem}`}>
                <Table.Td>{e.item}</Table.Td>
                <Table.Td>{e.linha ?? '—'}</Table.Td>
                <Table.Td>
                  <Text component="code" size="sm" ff="monospace">
                    {e.campo}
                  </Text>
                </Table.Td>
                <Table.Td>{e.mensagem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
