import { ESCALA_NOTAS } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { Accordion, Table } from '@mantine/core';

/** The grading scale every teacher follows, folded above the queue. */
export function EscalaNotas() {
  return (
    <Accordion variant="contained" defaultValue="escala">
      <Accordion.Item value="escala">
        <Accordion.Control>Escala de notas</Accordion.Control>
        <Accordion.Panel>
          <Table aria-label="Escala de notas" verticalSpacing={4}>
            <Table.Tbody>
              {ESCALA_NOTAS.map((e) => (
                <Table.Tr key={e.faixa}>
                  <Table.Th scope="row" w={90}>
                    {e.faixa}
                  </Table.Th>
                  <Table.Td>{e.descricao}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
