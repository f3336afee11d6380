import {
  ERRO_CALCULAR_NOTA,
  formatarPontos,
  MENSAGEM_CALCULADORA_NAO_ENCONTRADA,
  MENSAGEM_SEM_CALCULADORA,
  selecionarLinha,
  TEXTO_LIMITE_ATINGIDO,
} from '@aprovei/shared/calculadora/calculadora.rules';
import {
  definicaoDe,
  type TCalculadora,
  type TResultadoCalculo,
  type TTabelaCalculadora,
  ZIdCalculadoraParams,
  zCalcularForm,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconHelpCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { ROUTES } from '../../../config/paths';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  BENEFICIO_CALCULADORA,
  calculadoraQueryOptions,
  calcularPontuacao,
  ERRO_CALCULADORA,
  resultadoDoErro,
  semAcesso,
  tabelaQueryOptions,
} from '../api/calculadora.api';

const voltar = (
  <Button
    component={Link}
    to={ROUTES.calculadorasCurriculo.path}
    variant="default"
    leftSection={<IconArrowLeft size={16} aria-hidden />}
  >
    Voltar
  </Button>
);

/** /calculadoras-curriculo/calcular-nota?id= (spec doc 3 "Curriculum calculator", §4). */
export function CalcularNotaPage() {
  const [params] = useSearchParams();
  const id = ZIdCalculadoraParams.safeParse({ id: params.get('id') ?? '' });
  if (!id.success)
    return (
      <Stack>
        <Alert color="yellow" role="alert">
          {MENSAGEM_CALCULADORA_NAO_ENCONTRADA}
        </Alert>
        <Group>{voltar}</Group>
      </Stack>
    );
  return <CalculadoraCarregada id={id.data.id} />;
}

function CalculadoraCarregada({ id }: { id: number }) {
  const calculadora = useQuery(calculadoraQueryOptions(id));
  const tabela = useQuery(tabelaQueryOptions(id));
  const bloqueado = semAcesso(calculadora.error) || semAcesso(tabela.error);
  useErrorDialog(bloqueado ? null : (calculadora.error ?? tabela.error), ERRO_CALCULADORA.carregar);

  if (bloqueado)
    return (
      <AcessoBloqueado
        titulo="Meu Currículo nos planos com a calculadora"
        mensagem={MENSAGEM_SEM_CALCULADORA}
        beneficio={BENEFICIO_CALCULADORA}
      />
    );
  if (calculadora.error || tabela.error) return <Group>{voltar}</Group>;
  if (!calculadora.data || !tabela.data)
    return (
      <Center role="status" aria-label="Carregando calculadora">
        <Loader />
      </Center>
    );
  return <Calculadora calculadora={calculadora.data} tabela={tabela.data} />;
}

export function Calculadora({
  calculadora,
  tabela,
}: {
  calculadora: TCalculadora;
  tabela: TTabelaCalculadora;
}) {
  const def = useMemo(() => definicaoDe(tabela), [tabela]);
  const form = useZodForm(() => zCalcularForm(def), {
    initialValues: {
      idCalculadora: calculadora.id,
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
      setResultado(await calcularPontuacao(body));
    } catch (error) {
      // A 400 carries, besides the rows' errors, the result of the rows without errors.
      setResultado(resultadoDoErro(error));
      if (!applyServerErrors(form, error)) await showApiError(error, ERRO_CALCULAR_NOTA);
    }
  });

  // Filled before: the calculation runs on opening (spec doc 3 §4).
  const automatico = useRef(calculadora.preenchidaAnteriormente);
  useEffect(() => {
    if (!automatico.current) return;
    automatico.current = false;
    enviar();
  });

  const temRepetidas = tabela.linhas.some((l) => l.colunaRepetida);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
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
