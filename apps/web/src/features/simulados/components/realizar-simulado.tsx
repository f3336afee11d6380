import type { TQuestaoSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { Alert, Button, Card, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { SafeHtml } from '../../../components/safe-html';
import { simuladosKeys } from '../api/keys';
import {
  buscarDadosSimulado,
  buscarQuestaoNaoRespondida,
  buscarQuestaoSimulado,
  ERROS_SIMULADO,
  finalizarSimulado,
  procurarRespostasUsuario,
  responderQuestaoSimulado,
} from '../api/simulados.api';
import { ContagemRegressiva } from './contagem-regressiva';

export const TEXTO_SIMULADO_FINALIZADO = 'Simulado finalizado com sucesso!';

function Questao({
  questao,
  marcada,
  bloqueada,
  onEscolher,
}: {
  questao: TQuestaoSimulado;
  marcada: number | null;
  bloqueada: boolean;
  onEscolher: (idAlternativa: number) => void;
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">{`Questão ${questao.numeroQuestao}`}</Text>
        <SafeHtml html={questao.enunciado} />
        <Radio.Group
          aria-label={`Alternativas da questão ${questao.numeroQuestao}`}
          value={marcada === null ? null : String(marcada)}
          onChange={(v) => onEscolher(Number(v))}
        >
          <Stack gap="sm">
            {[...questao.listaAlternativas]
              .sort((a, b) => a.ordem - b.ordem)
              .map((a) => (
                <Radio
                  key={a.id}
                  value={String(a.id)}
                  disabled={bloqueada}
                  label={<SafeHtml html={a.enunciado} />}
                  color={
                    questao.idAlternativaCorreta === null
                      ? undefined
                      : a.id === questao.idAlternativaCorreta
                        ? 'green'
                        : 'red'
                  }
                />
              ))}
          </Stack>
        </Radio.Group>
        {questao.explicacao && (
          <Alert color="blue" title="Explicação">
            <SafeHtml html={questao.explicacao} />
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /SimuladoEnare/:idSimulado: one question per page; an alternative is saved as soon as it is chosen and can
 * be changed until the mock is finished; 'Finalizar simulado' on the last page; a countdown when timed.
 */
export function RealizarSimulado({ idSimulado }: { idSimulado: number }) {
  const queryClient = useQueryClient();
  const [pagina, setPagina] = useState(0);
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
  const erro = dados.error ?? questao.error ?? respostas.error;
  useErrorDialog(erro, ERROS_SIMULADO.verificar);

  const recarregar = () => queryClient.invalidateQueries({ queryKey: simuladosKeys.raiz });
  const responder = useMutation({
    mutationFn: (v: { idQuestao: number; idAlternativa: number }) =>
      responderQuestaoSimulado(v.idQuestao, v.idAlternativa),
    // Shown checked at once; a refused answer reloads the saved ones.
    onMutate: (v) =>
      queryClient.setQueryData(simuladosKeys.respostas(idSimulado), (antes: typeof respostas.data) =>
        (antes ?? []).some((r) => r.idQuestao === v.idQuestao)
          ? (antes ?? []).map((r) =>
              r.idQuestao === v.idQuestao ? { ...r, idAlternativa: v.idAlternativa } : r,
            )
          : [...(antes ?? []), v],
      ),
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
    mutationFn: () => finalizarSimulado(idSimulado),
    onSuccess: async () => {
      await recarregar();
      void showSuccess(TEXTO_SIMULADO_FINALIZADO);
    },
    onError: (e) => void showApiError(e, ERROS_SIMULADO.finalizar),
  });

  if (erro) return <Alert color="red">{ERROS_SIMULADO.verificar}</Alert>;
  if (!dados.data || !respostas.data) return <Loader aria-label="Carregando" />;
  const simulado = dados.data;
  const page = questao.data;
  const atual = page?.content[0];
  const ultima = page ? pagina >= page.totalPages - 1 : false;
  const marcada = atual
    ? (respostas.data.find((r) => r.idQuestao === atual.id)?.idAlternativa ?? null)
    : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{simulado.nome}</Title>
        {simulado.fimDoTempo && !simulado.acabouSimulado && (
          <ContagemRegressiva fimDoTempo={simulado.fimDoTempo} onFim={() => void recarregar()} />
        )}
      </Group>
      {simulado.acabouSimulado && (
        <Alert color="green">
          {`Simulado finalizado: ${simulado.numeroAcertos ?? 0}/${simulado.totalQuestoes} acertos, ${simulado.pontuacao ?? 0} pontos.`}
        </Alert>
      )}
      {page && <Text size="sm">{`Questão ${pagina + 1} de ${page.totalElements}`}</Text>}
      {atual ? (
        <Questao
          key={atual.id}
          questao={atual}
          marcada={marcada}
          bloqueada={simulado.acabouSimulado || responder.isPending}
          onEscolher={(idAlternativa) => responder.mutate({ idQuestao: atual.id, idAlternativa })}
        />
      ) : (
        <Loader aria-label="Carregando questão" />
      )}
      <Group justify="space-between">
        <Button variant="default" disabled={pagina === 0} onClick={() => setPagina((p) => p - 1)}>
          Página anterior
        </Button>
        <Button
          variant="light"
          disabled={simulado.acabouSimulado}
          loading={irParaNaoRespondida.isPending}
          onClick={() => irParaNaoRespondida.mutate()}
        >
          Ir para questão não respondida
        </Button>
        {ultima ? (
          <Button
            disabled={simulado.acabouSimulado}
            loading={finalizar.isPending}
            onClick={() => finalizar.mutate()}
          >
            Finalizar simulado
          </Button>
        ) : (
          <Button disabled={!page} onClick={() => setPagina((p) => p + 1)}>
            Próxima página
          </Button>
        )}
      </Group>
    </Stack>
  );
}
