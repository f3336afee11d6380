import { MENSAGEM_TEMPO_ESGOTADO } from '@aprovei/shared/simulados/simulados.rules';
import type { TRespostasUsuarioSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Alert, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CertezaResposta } from '../../../components/certeza-resposta';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { filaRespostas, type Pendente, useFilaRespostas } from '../../../lib/fila-respostas';
import { useSession } from '../../../lib/session';
import { simuladosKeys } from '../api/keys';
import {
  buscarDadosSimulado,
  buscarQuestaoNaoRespondida,
  buscarQuestaoSimulado,
  ERROS_SIMULADO,
  finalizarSimulado,
  grupoSimulado,
  guardarQuestoesDoSimulado,
  procurarRespostasUsuario,
  registrarCertezaSimulado,
  responderQuestaoSimulado,
} from '../api/simulados.api';
import { useMarcadasRevisao } from '../hooks/use-marcadas-revisao';
import { rotuloParte } from '../utils/partes';
import { ContagemRegressiva } from './contagem-regressiva';
import { MapaQuestoes } from './mapa-questoes';
import { QuestaoSimulado } from './questao-simulado';
import { ResultadoSimulado } from './resultado-simulado';

export const TEXTO_SIMULADO_FINALIZADO = 'Simulado finalizado com sucesso!';
export const TEXTO_FINALIZACAO_GUARDADA =
  'Suas respostas estão guardadas neste aparelho. O simulado será finalizado quando a conexão voltar.';

type RespostaVista = TRespostasUsuarioSimulado[number];
type CorpoResposta = { idQuestao: number; idAlternativa: number };

/** The saved answers with the ones still waiting to be sent over them (those are the latest). */
function comPendentes(salvas: RespostaVista[], pendentes: Pendente[]): RespostaVista[] {
  const escolhidas = new Map<number, number>();
  for (const p of pendentes) {
    if (p.tipo !== 'resposta') continue;
    const c = p.corpo as CorpoResposta;
    escolhidas.set(c.idQuestao, c.idAlternativa);
  }
  if (escolhidas.size === 0) return salvas;
  const vistas = salvas.map((r) =>
    escolhidas.has(r.idQuestao) ? { ...r, idAlternativa: escolhidas.get(r.idQuestao) ?? null } : r,
  );
  for (const [idQuestao, idAlternativa] of escolhidas)
    if (!salvas.some((r) => r.idQuestao === idQuestao))
      vistas.push({
        idQuestao,
        idAlternativa,
        correta: null,
        idResposta: null,
        certeza: null,
        motivoErro: null,
      });
  return vistas;
}

/**
 * /SimuladoEnare/:idSimulado: one question per page; an alternative is saved as soon as it is chosen and can
 * be changed until the mock is finished; 'Finalizar simulado' on the last page. A timed mock shows the time
 * left (from the server's start and limit: a reload keeps it) and finishes itself at zero. Without a
 * connection it goes on: every question is in memory, answers and the finish wait in the answers' queue
 * (docs/decisions/026-respostas-offline.md) and go, in order, when the connection returns. A map
 * jumps to any question and shows the answered ones and those flagged for review (kept on this device).
 * Once finished: the result by part, the place among the participants, the answer sheet, and each question
 * with the student's choice, the key and the explanation.
 */
export function RealizarSimulado({ idSimulado }: { idSimulado: number }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [pagina, setPagina] = useState(0);
  const [tempoAcabou, setTempoAcabou] = useState(false);
  const dados = useQuery({
    queryKey: simuladosKeys.dados(idSimulado),
    queryFn: () => buscarDadosSimulado(idSimulado),
  });
  const questao = useQuery({
    queryKey: simuladosKeys.questao(idSimulado, pagina),
    queryFn: () => buscarQuestaoSimulado(idSimulado, pagina),
  });
  const respostas = useQuery({
    queryKey: simuladosKeys.respostas(idSimulado),
    queryFn: () => procurarRespostasUsuario(idSimulado),
  });
  useErrorDialog(dados.error ?? questao.error, ERROS_SIMULADO.verificar);
  useErrorDialog(respostas.error, ERROS_SIMULADO.procurarResposta);

  // Opening the first question starts the attempt: a timed mock read before that has no end yet.
  const semInicio =
    dados.data?.duracaoMinutos != null && !dados.data.iniciadoEm && !dados.data.acabouSimulado;
  const questaoCarregada = questao.isSuccess;
  const recarregarDados = dados.refetch;
  useEffect(() => {
    if (semInicio && questaoCarregada) void recarregarDados();
  }, [semInicio, questaoCarregada, recarregarDados]);

  const { marcadas, alternar } = useMarcadasRevisao(
    session?.claims.sub ?? '',
    idSimulado,
    dados.data?.iniciadoEm ?? null,
  );

  const aberto = dados.data !== undefined && !dados.data.acabouSimulado;
  useEffect(() => {
    if (aberto) void guardarQuestoesDoSimulado(queryClient, idSimulado).catch(() => undefined);
  }, [aberto, queryClient, idSimulado]);

  const fila = useFilaRespostas();
  const grupo = grupoSimulado(idSimulado);
  const pendentes = useMemo(() => fila.pendentes.filter((p) => p.grupo === grupo), [fila.pendentes, grupo]);
  const finalizacaoPendente = pendentes.some((p) => p.tipo === 'finalizacao');
  /** The finish this screen queued, and whether the timer asked for it (its refusal is then not shown). */
  const finalizacaoGuardada = useRef<{ id: string; pelaContagem: boolean } | null>(null);

  const recarregar = () => queryClient.invalidateQueries({ queryKey: simuladosKeys.raiz });
  const aplicar = (v: CorpoResposta) =>
    queryClient.setQueryData(simuladosKeys.respostas(idSimulado), (antes: typeof respostas.data) =>
      (antes ?? []).some((r) => r.idQuestao === v.idQuestao)
        ? (antes ?? []).map((r) =>
            r.idQuestao === v.idQuestao ? { ...r, idAlternativa: v.idAlternativa } : r,
          )
        : [...(antes ?? []), { ...v, correta: null, idResposta: null, certeza: null, motivoErro: null }],
    );
  const recarregarRef = useRef(recarregar);
  recarregarRef.current = recarregar;
  const aplicarRef = useRef(aplicar);
  aplicarRef.current = aplicar;

  // What the queue sends later: a kept answer stays shown as saved, a kept finish closes the mock here.
  useEffect(
    () =>
      filaRespostas.aoConcluir((d) => {
        if (d.pendente.grupo !== grupo) return;
        const guardada = finalizacaoGuardada.current;
        if (d.pendente.tipo === 'resposta') {
          if (d.ok) aplicarRef.current(d.pendente.corpo as CorpoResposta);
          else void recarregarRef.current();
          return;
        }
        if (guardada?.id !== d.pendente.id) return;
        finalizacaoGuardada.current = null;
        void recarregarRef.current();
        if (guardada.pelaContagem) return;
        if (d.ok) void showSuccess(TEXTO_SIMULADO_FINALIZADO);
        else void showApiError(d.erro, ERROS_SIMULADO.finalizar);
      }),
    [grupo],
  );

  const responder = useMutation({
    mutationFn: (v: CorpoResposta) => responderQuestaoSimulado(idSimulado, v.idQuestao, v.idAlternativa),
    // The answers' queue keeps it when offline: the mutation must not wait for the network itself.
    networkMode: 'always',
    // Shown checked at once; a refused answer reloads the saved ones.
    onMutate: aplicar,
    onError: (e) => {
      void showApiError(e, ERROS_SIMULADO.resposta);
      void recarregar();
    },
  });
  const irParaNaoRespondida = useMutation({
    mutationFn: () => buscarQuestaoNaoRespondida(idSimulado),
    onSuccess: (r) => {
      if (r.temQuestaoNaoRespondida && r.pagina !== null) setPagina(r.pagina);
    },
    onError: (e) => void showApiError(e, ERROS_SIMULADO.verificar),
  });
  const finalizar = useMutation({
    mutationFn: (_v: { pelaContagem: boolean }) => finalizarSimulado(idSimulado),
    networkMode: 'always',
    onSuccess: async (envio, v) => {
      if (!envio.enviada) {
        finalizacaoGuardada.current = { id: envio.id, pelaContagem: v.pelaContagem };
        return;
      }
      await recarregar();
      // At zero the 'O tempo acabou' notice says it; the student's own finish gets the spec's success.
      if (!v.pelaContagem) void showSuccess(TEXTO_SIMULADO_FINALIZADO);
    },
    onError: (e, v) => {
      if (!v.pelaContagem) void showApiError(e, ERROS_SIMULADO.finalizar);
    },
  });

  if (dados.error || questao.error) return <Alert color="red">{ERROS_SIMULADO.verificar}</Alert>;
  if (respostas.error) return <Alert color="red">{ERROS_SIMULADO.procurarResposta}</Alert>;
  if (!dados.data || !respostas.data) return <Loader aria-label="Carregando" />;
  const simulado = dados.data;
  const finalizado = simulado.acabouSimulado;
  const vistas = comPendentes(respostas.data, pendentes);
  const page = questao.data;
  const atual = page?.content[0];
  const total = page?.totalElements ?? vistas.length;
  const ultima = pagina >= total - 1;
  const respostaAtual = atual ? vistas.find((r) => r.idQuestao === atual.id) : undefined;
  const marcada = respostaAtual?.idAlternativa ?? null;
  // Once closed, the answer key asks the certainty (and a miss's reason) of her final answer.
  const idResposta = finalizado ? (respostaAtual?.idResposta ?? null) : null;
  const sinalizada = atual ? marcadas.has(atual.id) : false;
  const ir = (p: number) => setPagina(Math.max(0, Math.min(total - 1, p)));

  return (
    <Stack gap="lg">
      <Title order={1}>{simulado.nome}</Title>
      {tempoAcabou && finalizado && (
        <Alert color="orange" title="O tempo acabou">
          {MENSAGEM_TEMPO_ESGOTADO}
        </Alert>
      )}
      {!finalizado && finalizacaoPendente && (
        <Alert color="orange" title={tempoAcabou ? 'O tempo acabou' : 'Finalização guardada'} role="status">
          {TEXTO_FINALIZACAO_GUARDADA}
        </Alert>
      )}
      {finalizado && <ResultadoSimulado simulado={simulado} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper
              withBorder
              p="xs"
              px="sm"
              style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 3 }}
            >
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{`Questão ${pagina + 1} de ${total}`}</Text>
                  {atual && (
                    <Text size="sm" c="dimmed">
                      {rotuloParte(atual.tipoQuestaoEnare, simulado.tipo)}
                    </Text>
                  )}
                </Group>
                {simulado.fimDoTempo && !finalizado && (
                  <ContagemRegressiva
                    fimDoTempo={simulado.fimDoTempo}
                    onFim={() => {
                      setTempoAcabou(true);
                      // At zero the device finishes it (queued behind the kept answers when offline).
                      if (!finalizacaoPendente && !finalizar.isPending)
                        finalizar.mutate({ pelaContagem: true });
                    }}
                  />
                )}
              </Group>
            </Paper>
            {atual ? (
              <QuestaoSimulado
                key={atual.id}
                questao={atual}
                marcada={marcada}
                finalizado={finalizado}
                ocupada={responder.isPending || finalizacaoPendente}
                onEscolher={(idAlternativa) => responder.mutate({ idQuestao: atual.id, idAlternativa })}
              />
            ) : (
              <Loader aria-label="Carregando questão" />
            )}
            {respostaAtual && idResposta !== null && (
              <Paper withBorder p="md">
                <CertezaResposta
                  key={idResposta}
                  certa={respostaAtual.correta === true}
                  inicial={respostaAtual}
                  salvar={(body) => registrarCertezaSimulado(idResposta, body)}
                  onSalvo={(valores) =>
                    queryClient.setQueryData(
                      simuladosKeys.respostas(idSimulado),
                      (antes: typeof respostas.data) =>
                        antes?.map((r) => (r.idResposta === idResposta ? { ...r, ...valores } : r)),
                    )
                  }
                />
              </Paper>
            )}
            {atual && !finalizado && (
              <Group>
                <Button
                  variant={sinalizada ? 'filled' : 'outline'}
                  color="orange"
                  leftSection={sinalizada ? <IconFlagFilled size={16} /> : <IconFlag size={16} />}
                  aria-pressed={sinalizada}
                  onClick={() => alternar(atual.id)}
                >
                  {sinalizada ? 'Marcada para revisão' : 'Marcar para revisão'}
                </Button>
              </Group>
            )}
            <Group justify="space-between" gap="xs">
              <Button variant="default" disabled={pagina === 0} onClick={() => ir(pagina - 1)}>
                Página anterior
              </Button>
              <Button
                variant="light"
                disabled={finalizado}
                loading={irParaNaoRespondida.isPending}
                onClick={() => irParaNaoRespondida.mutate()}
              >
                Ir para questão não respondida
              </Button>
              {ultima ? (
                <Button
                  disabled={finalizado || finalizacaoPendente}
                  loading={finalizar.isPending}
                  onClick={() => finalizar.mutate({ pelaContagem: false })}
                >
                  Finalizar simulado
                </Button>
              ) : (
                <Button disabled={!page} onClick={() => ir(pagina + 1)}>
                  Próxima página
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md">
            <MapaQuestoes
              respostas={vistas}
              atual={pagina}
              marcadas={marcadas}
              finalizado={finalizado}
              onIr={ir}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
