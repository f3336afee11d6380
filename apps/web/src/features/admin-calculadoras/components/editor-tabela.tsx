import type { Operacao } from '@aprovei/shared/calculadora/calculadora.rules';
import type {
  TCalculadoraEdicao,
  ZCalculadoraEdicao,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ZodForm } from '../../../lib/forms';

type Coluna = ValoresCalculadora['tabela']['colunas'][number];

/** The form: the calculator, each row's origin in the saved table, and a key per row for the preview. */
export type ValoresCalculadora = Required<Omit<TCalculadoraEdicao, 'tabela'>> & {
  tabela: {
    colunas: { titulo: string; tipo: 'TEXTO' | 'NUMERO'; operacao: Operacao | null }[];
    linhas: string[][];
  };
  chaves: number[];
};

const TIPOS = [
  { value: 'TEXTO', label: 'Texto' },
  { value: 'NUMERO', label: 'Número' },
];
/** The operations of docs/glossary.md, as an editor reads them. */
const OPERACOES = [
  { value: '', label: 'Nenhuma' },
  { value: 'M', label: 'M — pontos por unidade' },
  { value: 'Q', label: 'Q — quantidade máxima' },
  { value: 'L', label: 'L — limite da linha' },
  { value: 'D', label: 'D — item repetido' },
];

const nomeColuna = (c: Coluna, j: number) => c.titulo.trim() || `Coluna ${j + 1}`;

/** The calculator's table as a table: the columns (title, type, operation) and the rows' cells. */
export function EditorTabela({ form }: { form: ZodForm<ValoresCalculadora, typeof ZCalculadoraEdicao> }) {
  const { colunas, linhas } = form.values.tabela;
  const { origemLinhas, chaves } = form.values;
  const erro = (campo: string) => form.errors[campo] as string | undefined;

  const mudarLinhas = (novas: { linha: string[]; origem: number | null; chave: number }[]) => {
    form.setFieldValue(
      'tabela.linhas',
      novas.map((n) => n.linha),
    );
    form.setFieldValue(
      'origemLinhas',
      novas.map((n) => n.origem),
    );
    form.setFieldValue(
      'chaves',
      novas.map((n) => n.chave),
    );
    form.clearErrors();
  };
  const atuais = () =>
    linhas.map((linha, i) => ({ linha, origem: origemLinhas[i] ?? null, chave: chaves[i]! }));
  const mover = (i: number, para: number) => {
    const ls = atuais();
    const [l] = ls.splice(i, 1);
    ls.splice(para, 0, l!);
    mudarLinhas(ls);
  };
  const mudarColunas = (novas: Coluna[], celulas: (linha: string[]) => string[]) => {
    form.setFieldValue('tabela.colunas', novas);
    form.setFieldValue('tabela.linhas', linhas.map(celulas));
    form.clearErrors();
  };
  const gerais = [erro('tabela.colunas'), erro('tabela.linhas'), erro('origemLinhas')].filter(Boolean);

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Tabela
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              mudarColunas([...colunas, { titulo: '', tipo: 'NUMERO', operacao: null }], (l) => [...l, ''])
            }
          >
            Adicionar coluna
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          M: pontos por unidade (quantidade × valor). Q: o máximo de 'Sua Quantidade'. L: o máximo de pontos
          da linha. D (só na primeira coluna): linhas com o mesmo item mostram 'Utilizar?'.
        </Text>
        {gerais.length > 0 && (
          <Alert color="red" role="alert">
            {gerais.join(' ')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={160 * colunas.length + 140}>
          <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label="Tabela do edital">
            <Table.Thead>
              <Table.Tr>
                {colunas.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are edited in place, by position.
                  <Table.Th key={j} miw={150} style={{ verticalAlign: 'top' }}>
                    <Stack gap={6}>
                      <Group gap={4} wrap="nowrap">
                        <TextInput
                          size="xs"
                          aria-label={`Título da coluna ${j + 1}`}
                          placeholder="Título"
                          style={{ flex: 1 }}
                          {...form.getInputProps(`tabela.colunas.${j}.titulo`)}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remover a coluna ${nomeColuna(c, j)}`}
                          disabled={colunas.length === 1}
                          onClick={() =>
                            mudarColunas(
                              colunas.filter((_, k) => k !== j),
                              (l) => l.filter((_, k) => k !== j),
                            )
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                      <Select
                        size="xs"
                        aria-label={`Tipo da coluna ${nomeColuna(c, j)}`}
                        data={TIPOS}
                        allowDeselect={false}
                        value={c.tipo}
                        onChange={(t) => form.setFieldValue(`tabela.colunas.${j}.tipo`, t as Coluna['tipo'])}
                        error={erro(`tabela.colunas.${j}.tipo`)}
                      />
                      <Select
                        size="xs"
                        aria-label={`Operação da coluna ${nomeColuna(c, j)}`}
                        data={OPERACOES}
                        allowDeselect={false}
                        value={c.operacao ?? ''}
                        onChange={(o) =>
                          form.setFieldValue(`tabela.colunas.${j}.operacao`, (o || null) as Operacao | null)
                        }
                        error={erro(`tabela.colunas.${j}.operacao`)}
                      />
                    </Stack>
                  </Table.Th>
                ))}
                <Table.Th w={120}>Ordem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((linha, i) => (
                <Table.Tr key={chaves[i]}>
                  {colunas.map((c, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the columns' positions.
                    <Table.Td key={j} style={{ verticalAlign: 'top' }}>
                      <TextInput
                        size="xs"
                        aria-label={`${nomeColuna(c, j)}, linha ${i + 1}`}
                        inputMode={c.tipo === 'NUMERO' ? 'decimal' : undefined}
                        value={linha[j] ?? ''}
                        onChange={(e) => form.setFieldValue(`tabela.linhas.${i}.${j}`, e.currentTarget.value)}
                        error={erro(`tabela.linhas.${i}.${j}`)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Subir a linha ${i + 1}`}
                        disabled={i === 0}
                        onClick={() => mover(i, i - 1)}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Descer a linha ${i + 1}`}
                        disabled={i === linhas.length - 1}
                        onClick={() => mover(i, i + 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remover a linha ${i + 1}`}
                        disabled={linhas.length === 1}
                        onClick={() => mudarLinhas(atuais().filter((_, k) => k !== i))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              mudarLinhas([
                ...atuais(),
                { linha: colunas.map(() => ''), origem: null, chave: Math.max(-1, ...chaves) + 1 },
              ])
            }
          >
            Adicionar linha
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
