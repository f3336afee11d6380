import type { TExercicio } from '@aprovei/shared/questoes/questoes.schemas';
import { Box, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { verificarRespostaExercicio } from '../api/questoes.api';
import { ItemEstudo, useResposta } from './item-estudo';
import classes from './questoes.module.css';

type Opcao = 'certo' | 'errado';
const OPCOES: { value: Opcao; label: string }[] = [
  { value: 'certo', label: 'Certo' },
  { value: 'errado', label: 'Errado' },
];

const opcaoDe = (resposta: boolean | null): Opcao | null =>
  resposta === null ? null : resposta ? 'certo' : 'errado';

/** Header chips: the question the item comes from (not a second title), year, institution, subjects and contents. */
export function chipsDoExercicio(exercicio: TExercicio): string[] {
  const { questao } = exercicio;
  return [
    `Da questão ${questao.numeroQuestao}`,
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
export function ItemExercicio({ exercicio }: { exercicio: TExercicio }) {
  const [opcao, setOpcao] = useState<Opcao | null>(() => opcaoDe(exercicio.respostaMarcadaVerdadeiroFalso));
  const resposta = useResposta('exercicio', verificarRespostaExercicio, () =>
    opcao === null
      ? null
      : { idAlternativa: exercicio.id, respostaMarcadaVerdadeiroFalso: opcao === 'certo' },
  );

  return (
    <ItemEstudo
      id={exercicio.id}
      titulo={`Exercício #${exercicio.id}`}
      chips={chipsDoExercicio(exercicio)}
      enunciado={
        <>
          {exercicio.questao.enunciado.trim() && (
            <Box className={classes.contexto}>
              <Text size="xs" c="dimmed" fw={600} mb={4}>
                Texto da questão
              </Text>
              <SafeHtml html={exercicio.questao.enunciado} fz="sm" />
            </Box>
          )}
          <SafeHtml html={exercicio.enunciado} className={classes.enunciado} />
        </>
      }
      respondidoAntes={exercicio.respostaMarcadaVerdadeiroFalso !== null}
      resposta={resposta}
      incorreta={() => 'Resposta incorreta.'}
      totalComentarios={exercicio.totalComentarios}
      reacoes={exercicio.reacoes}
      situacao={exercicio.situacao}
    >
      <Radio.Group
        value={opcao}
        onChange={(value) => resposta.escolher(() => setOpcao(value as Opcao))}
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
    </ItemEstudo>
  );
}
