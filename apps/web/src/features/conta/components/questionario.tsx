import type { TPerguntaUsuario } from '@aprovei/shared/conta/conta.schemas';
import { type PerguntaNo, perguntasExigidas } from '@aprovei/shared/conta/questionario.rules';
import { Alert, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useErrorDialog } from '../../../components/error-dialog';
import {
  ERRO_INFORMACOES_NECESSARIAS,
  ERRO_PERGUNTAS_USUARIO,
  perguntasQueryOptions,
  subPerguntaQueryOptions,
} from '../api/conta.api';

export type Respostas = Readonly<Record<number, string>>;

export const toPerguntaNo = (p: TPerguntaUsuario): PerguntaNo => ({
  id: p.id,
  tipoResposta: p.tipoResposta.tipoResposta,
  idPerguntaUsuarioSim: p.idPerguntaUsuarioSim,
  idPerguntaUsuarioNao: p.idPerguntaUsuarioNao,
});

/**
 * The questions to show now, in order: the roots, and after each SIM/NAO question the sub-question
 * its answer opens (loaded from the API as answers come).
 */
export function usePerguntasVisiveis(respostas: Respostas) {
  const raizes = useQuery(perguntasQueryOptions());
  const conhecidas = new Map<number, TPerguntaUsuario>((raizes.data ?? []).map((p) => [p.id, p]));
  const abertas = Object.entries(respostas)
    .filter(([, r]) => r === 'SIM' || r === 'NAO')
    .map(([id, r]) => ({ id: Number(id), resposta: r as 'SIM' | 'NAO' }));
  const subs = useQueries({ queries: abertas.map((a) => subPerguntaQueryOptions(a.id, a.resposta)) });
  for (const sub of subs) for (const p of sub.data ?? []) conhecidas.set(p.id, p);

  const ids = perguntasExigidas(
    (raizes.data ?? []).map((p) => p.id),
    new Map([...conhecidas].map(([id, p]) => [id, toPerguntaNo(p)])),
    new Map(Object.entries(respostas).map(([id, r]) => [Number(id), r])),
  );
  const visiveis = ids.flatMap((id) => conhecidas.get(id) ?? []);
  return {
    perguntas: visiveis,
    carregando: raizes.isPending || subs.some((s) => s.isPending),
    erroPerguntas: raizes.error,
    erroSubPerguntas: subs.find((s) => s.error)?.error ?? null,
  };
}

interface Props {
  respostas: Respostas;
  /** The form's input props (value, onChange, error) of the answer to question `id`. */
  inputProps: (id: number) => GetInputPropsReturnType;
}

/** The registration questionnaire (spec doc 1 §2.3): SIM/NÃO answers add or remove sub-questions. */
export function Questionario({ respostas, inputProps }: Props) {
  const { perguntas, carregando, erroPerguntas, erroSubPerguntas } = usePerguntasVisiveis(respostas);
  useErrorDialog(erroPerguntas, ERRO_PERGUNTAS_USUARIO);
  useErrorDialog(erroSubPerguntas, ERRO_INFORMACOES_NECESSARIAS);
  const erro = erroPerguntas
    ? ERRO_PERGUNTAS_USUARIO
    : erroSubPerguntas
      ? ERRO_INFORMACOES_NECESSARIAS
      : null;
  const campo = (id: number) => {
    const props = inputProps(id);
    return { ...props, value: props.value ?? '' };
  };
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} mb="xs">
        Conte um pouco sobre você
      </Text>
      {erro && (
        <Alert color="red" variant="light" role="alert">
          {erro}
        </Alert>
      )}
      {perguntas.map((p) =>
        p.tipoResposta.tipoResposta === 'SIM_NAO' ? (
          <Radio.Group key={p.id} label={p.pergunta} {...campo(p.id)} required>
            <Stack gap={6} mt={6}>
              <Radio value="SIM" label="Sim" />
              <Radio value="NAO" label="Não" />
            </Stack>
          </Radio.Group>
        ) : (
          <TextInput key={p.id} label={p.pergunta} {...campo(p.id)} maxLength={500} required />
        ),
      )}
      {carregando && <Loader size="sm" aria-label="Carregando perguntas" />}
    </Stack>
  );
}
