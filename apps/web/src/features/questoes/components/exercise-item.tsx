import { MENSAGEM_ACERTOU, MENSAGEM_SELECIONE } from '@aprovei/shared/questoes/questoes.rules';
import type { TExercicio, TRespostaExercicioFeedback } from '@aprovei/shared/questoes/questoes.schemas';
import { Box, Button, Card, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { SafeHtml } from '../../../components/safe-html';
import { ERRO_ENVIAR_RESPOSTA, verificarRespostaExercicio } from '../api/questoes.api';
import { FeedbackAlert, ItemExtras, ItemHeader, RESULT_VARS } from './item-parts';
import classes from './questoes.module.css';

type Opcao = 'certo' | 'errado';
const OPCOES: { value: Opcao; label: string }[] = [
  { value: 'certo', label: 'Certo' },
  { value: 'errado', label: 'Errado' },
];

const opcaoDe = (resposta: boolean | null): Opcao | null =>
  resposta === null ? null : resposta ? 'certo' : 'errado';

/** Header chips: question number, year, institution, subjects and contents. */
export function chipsDoExercicio(exercicio: TExercicio): string[] {
  const { questao } = exercicio;
  return [
    `Questão ${questao.numeroQuestao}`,
    String(questao.ano.ano),
    questao.instituicao.nome,
    ...questao.listaMaterias.map((m) => m.nome),
    ...questao.listaConteudos.map((c) => c.nome),
  ];
}

/**
 * A true/false fixation exercise (spec doc 3 §2): the question it comes from as context, the item to
 * judge, Certo/Errado, 'Enviar resposta' and the feedback. Changing the answer clears the feedback
 * ('respondeu' resets, spec doc 3 §4); statistics, comments and reactions as on the question card.
 */
export function ExerciseItem({ exercicio }: { exercicio: TExercicio }) {
  const tituloId = useId();
  const [opcao, setOpcao] = useState<Opcao | null>(() => opcaoDe(exercicio.respostaMarcadaVerdadeiroFalso));
  const [aviso, setAviso] = useState<string | null>(null);
  const [resultado, setResultado] = useState<TRespostaExercicioFeedback | null>(null);
  const respondeu = resultado !== null;

  const enviar = useMutation({
    mutationFn: verificarRespostaExercicio,
    onSuccess: setResultado,
    onError: (error) => {
      void showApiError(error, ERRO_ENVIAR_RESPOSTA);
    },
  });

  const submit = () => {
    if (opcao === null) {
      setAviso(MENSAGEM_SELECIONE);
      return;
    }
    setAviso(null);
    enviar.mutate({ idAlternativa: exercicio.id, respostaMarcadaVerdadeiroFalso: opcao === 'certo' });
  };

  return (
    <Card component="article" aria-labelledby={tituloId} className={classes.card} style={RESULT_VARS}>
      <Stack gap="md">
        <ItemHeader
          titulo={`Exercício #${exercicio.id}`}
          tituloId={tituloId}
          chips={chipsDoExercicio(exercicio)}
        />
        {exercicio.questao.enunciado.trim() && (
          <Box className={classes.contexto}>
            <Text size="xs" c="dimmed" fw={600} mb={4}>
              Texto da questão
            </Text>
            <SafeHtml html={exercicio.questao.enunciado} fz="sm" />
          </Box>
        )}
        <SafeHtml html={exercicio.enunciado} className={classes.enunciado} />
        {exercicio.respostaMarcadaVerdadeiroFalso !== null && !respondeu && (
          <Text size="sm" c="dimmed">
            Você já respondeu este exercício; sua última resposta está marcada.
          </Text>
        )}
        <Radio.Group
          value={opcao}
          onChange={(value) => {
            setOpcao(value as Opcao);
            setAviso(null);
            setResultado(null); // a new choice: the previous feedback no longer applies
          }}
          label="Sua resposta"
        >
          <Stack gap="xs" mt={4}>
            {OPCOES.map((o) => (
              <Radio.Card key={o.value} value={o.value} className={classes.alternativa}>
                <Radio.Indicator aria-hidden />
                <span className={classes.texto}>{o.label}</span>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {aviso && (
          <Text c="var(--app-incorreta-texto)" fw={600} role="alert">
            {aviso}
          </Text>
        )}
        {resultado && (
          <FeedbackAlert
            certo={resultado.certoErrado}
            mensagem={resultado.certoErrado ? MENSAGEM_ACERTOU : 'Resposta incorreta.'}
            explicacao={resultado.feedback}
          />
        )}
        <div className={classes.acaoFixa}>
          <Button onClick={submit} loading={enviar.isPending} disabled={respondeu}>
            Enviar resposta
          </Button>
        </div>
        <ItemExtras
          alvo={{ tipo: 'exercicio', id: exercicio.id }}
          totalComentarios={exercicio.totalComentarios}
          reacoes={exercicio.reacoes}
        />
      </Stack>
    </Card>
  );
}
