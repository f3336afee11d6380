import {
  ERRO_CALCULAR_NOTA,
  formatarPontos,
  selecionarLinha,
  TEXTO_LIMITE_ATINGIDO,
} from '@aprovei/shared/calculadora/calculadora.rules';
import {
  definicaoDe,
  type TCalculadora,
  type TPreenchimentoLinha,
  type TResultadoCalculo,
  type TTabelaCalculadora,
  ZErroCalculo,
  zCalcularForm,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, useZodForm } from '../lib/forms';
import { showApiError } from './dialogs';

/** The result of the rows without errors that a calculation's 400 carries; null otherwise. */
export function resultadoDoErro(error: unknown): TResultadoCalculo | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = ZErroCalculo.safeParse(error.body);
  return body.success ? (body.data.resultado ?? null) : null;
}

/** The calculator's header as the student's screen shows it (read-only). */
export type CabecalhoCalculadora = Pick<
  TCalculadora,
  'nome' | 'ano' | 'instituicao' | 'pontuacaoMaxima' | 'preenchidaAnteriormente'
>;

/**
 * The curriculum calculator as the student sees it (spec doc 3 "Curriculum calculator"): the header, the
 * table with 'Sua Quantidade' and 'Utilizar?', the scores the server computes (`calcular`), the total.
 * The student's screen and the back office's live preview both render it; `aoVivo` recalculates as the
 * quantities change, `onPreencher` reports them.
 */
export function CalculadoraCurriculo({
  calculadora,
  tabela,
  calcular,
  voltar,
  aoVivo = false,
  onPreencher,
  nivelTitulo = 1,
}: {
  calculadora: CabecalhoCalculadora;
  tabela: TTabelaCalculadora;
  calcular: (linhas: TPreenchimentoLinha[]) => Promise<TResultadoCalculo>;
  voltar?: ReactNode;
  aoVivo?: boolean;
  onPreencher?: (linhas: TPreenchimentoLinha[]) => void;
  nivelTitulo?: TitleOrder;
}) {
  const def = useMemo(() => definicaoDe(tabela), [tabela]);
  const form = useZodForm(() => zCalcularForm(def), {
    initialValues: {
      linhas: tabela.linhas.map((l) => ({
        linha: l.linha,
        pontuacaoDigitadaAluno: l.pontuacaoDigitadaAluno,
        colunaSelecionada: l.colunaSelecionada,
      })),
    },
  });
  const [resultado, setResultado] = useState<TResultadoCalculo | null>(null);
  const [ajuda, setAjuda] = useState(false);

  const enviar = form.onSubmit(async (body) => {
    try {
      setResultado(await calcular(body.linhas));
    } catch (error) {
      // A 400 carries, besides the rows' errors, the result of the rows without errors.
      setResultado(resultadoDoErro(error));
      if (!applyServerErrors(form, error)) await showApiError(error, ERRO_CALCULAR_NOTA);
    }
  });

  // Filled before: the calculation runs on opening (spec doc 3 §4).
  const automatico = useRef(calculadora.preenchidaAnteriormente && !aoVivo);
  useEffect(() => {
    if (!automatico.current) return;
    automatico.current = false;
    enviar();
  });

  // The preview: each filling, once typing pauses, is reported and scored.
  const [preenchido] = useDebouncedValue(JSON.stringify(form.values.linhas), 300);
  const ultimo = useRef<string | null>(null);
  useEffect(() => {
    if (!aoVivo || ultimo.current === preenchido) return;
    ultimo.current = preenchido;
    onPreencher?.(JSON.parse(preenchido));
    enviar();
  });

  const temRepetidas = tabela.linhas.some((l) => l.colunaRepetida);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={nivelTitulo} size="h2">
          Calcular nota
        </Title>
        <Button
          variant="subtle"
          leftSection={<IconHelpCircle size={18} aria-hidden />}
          onClick={() => setAjuda(true)}
        >
          Como utilizar a calculadora?
        </Button>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Nome" value={calculadora.nome} readOnly />
          <TextInput label="Instituição" value={calculadora.instituicao.nome} readOnly />
          <TextInput label="Ano" value={String(calculadora.ano)} readOnly />
        </SimpleGrid>
        {calculadora.pontuacaoMaxima > 0 && (
          <Text mt="sm">
            Pontuação máxima: <strong>{formatarPontos(calculadora.pontuacaoMaxima)}</strong>
          </Text>
        )}
      </Paper>
      <form onSubmit={enviar} noValidate aria-label="Calculadora">
        <Stack>
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder withColumnBorders aria-label="Itens do currículo">
              <Table.Thead>
                <Table.Tr>
                  {tabela.colunas.map((c) => (
                    <Table.Th key={c.coluna}>{c.titulo}</Table.Th>
                  ))}
                  {temRepetidas && <Table.Th>Utilizar?</Table.Th>}
                  <Table.Th>Sua Quantidade</Table.Th>
                  <Table.Th>Pontuação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tabela.linhas.map((l, i) => {
                  const valores = form.values.linhas[i]!;
                  const nomeLinha = l.dados
                    .filter((_d, j) => tabela.colunas[j]?.tipo === 'TEXTO')
                    .join(' — ');
                  const pontos = resultado?.linhasColunaTabela.find(
                    (r) => r.linha === l.linha,
                  )?.somaPontuacaoAluno;
                  return (
                    <Table.Tr key={l.linha}>
                      {l.dados.map((dado, j) => (
                        <Table.Td key={tabela.colunas[j]?.coluna ?? j}>{dado}</Table.Td>
                      ))}
                      {temRepetidas && (
                        <Table.Td>
                          {l.colunaRepetida && (
                            <Checkbox
                              aria-label={`Utilizar? ${nomeLinha}`}
                              checked={valores.colunaSelecionada}
                              onChange={(e) =>
                                form.setFieldValue(
                                  'linhas',
                                  e.currentTarget.checked
                                    ? selecionarLinha(def, form.values.linhas, l.linha)
                                    : form.values.linhas.map((v) =>
                                        v.linha === l.linha ? { ...v, colunaSelecionada: false } : v,
                                      ),
                                )
                              }
                            />
                          )}
                        </Table.Td>
                      )}
                      <Table.Td>
                        <NumberInput
                          aria-label={`Sua Quantidade: ${nomeLinha}`}
                          min={0}
                          max={l.quantidadeMaxima ?? undefined}
                          allowDecimal={false}
                          value={valores.pontuacaoDigitadaAluno ?? ''}
                          onChange={(v) =>
                            form.setFieldValue(
                              `linhas.${i}.pontuacaoDigitadaAluno`,
                              typeof v === 'number' ? v : null,
                            )
                          }
                          error={form.errors[`linhas.${i}.pontuacaoDigitadaAluno`]}
                          miw={110}
                        />
                      </Table.Td>
                      <Table.Td aria-label={`Pontuação: ${nomeLinha}`}>
                        {pontos === undefined ? '—' : formatarPontos(pontos)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              {resultado && (
                <Table.Tfoot>
                  <Table.Tr>
                    {/* Only the score adds up: a sum under 'Pontos por unidade' or 'Quantidade máxima' reads as nonsense. */}
                    {tabela.colunas.map((c, j) => (
                      <Table.Th key={c.coluna}>{j === 0 ? 'Soma' : ''}</Table.Th>
                    ))}
                    {temRepetidas && <Table.Th />}
                    <Table.Th />
                    <Table.Th aria-label="Soma: Pontuação">{formatarPontos(resultado.somaLinhas)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
          {resultado && (
            <Text size="lg" aria-live="polite">
              Total: <strong>{formatarPontos(resultado.total)}</strong>
              {resultado.limiteAtingido && ` ${TEXTO_LIMITE_ATINGIDO}`}
            </Text>
          )}
          <Group>
            {voltar}
            <Button type="submit" loading={form.submitting}>
              Calcular
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={ajuda}
        onClose={() => setAjuda(false)}
        title="Como utilizar a calculadora?"
        centered
        size="lg"
      >
        <Stack gap="xs">
          <Text>
            1. Em cada linha, informe em "Sua Quantidade" quantas vezes você tem aquele item no currículo.
          </Text>
          <Text>2. A quantidade vai de 0 até a quantidade máxima da linha, quando o edital define uma.</Text>
          <Text>
            3. Quando o mesmo item aparece em mais de uma linha, marque "Utilizar?" na linha que vale para
            você: só ela conta na nota.
          </Text>
          <Text>
            4. Clique em "Calcular": a pontuação de cada linha, as somas das colunas e o total aparecem abaixo
            da tabela. O total nunca passa da pontuação máxima do edital.
          </Text>
          <Text>5. Seu último preenchimento fica guardado e é calculado de novo quando você voltar.</Text>
        </Stack>
      </Modal>
    </Stack>
  );
}
