import { z } from 'zod';
import { ZIdCliente, zBodyId, zId, zPage, zPaging, zTexto } from '../common.schemas.ts';
import { CERTEZAS, MOTIVOS_ERRO } from '../revisao/revisao.rules.ts';
import { PARTES_POR_TIPO, PARTES_SIMULADO, TIPOS_SIMULADO } from './simulados.rules.ts';

const zIdSimulado = () => zId('Simulado inválido.');

export const ZIdSimuladoParams = z.object({ id: zIdSimulado() });
export const ZIdSimuladoQuery = z.object({ idSimulado: zIdSimulado() });
export const ZIdPacoteParams = z.object({ id: zId('Pacote inválido.') });
export const ZIdPlanoParams = z.object({ idPlano: zId('Plano inválido.') });

/** One question per page (spec §9); larger pages allowed for a review screen. */
export const ZQuestoesSimuladoQuery = z.object(zPaging(1, 100));
export const ZRankingQuery = z.object({ idSimulado: zIdSimulado(), ...zPaging(10, 50) });

const pontos = z.number().int().nullable();

/** A part's result of a finished attempt: hits out of the part's questions, and the points they scored. */
export const ZResultadoParte = z.object({
  parte: z.enum(PARTES_SIMULADO),
  acertos: z.number().int(),
  total: z.number().int(),
  pontos: z.number().int(),
});
export type TResultadoParte = z.infer<typeof ZResultadoParte>;

/**
 * A mock on the lists (spec doc 3 §3 "Mock test"). Hits and points per part are null until the student
 * finishes it, and for a part the mock's type does not have (ENARE: SUS, ESPECIFICO, GERAL; FUVEST:
 * PORTUGUES, SUS, ESPECIFICO). `bloqueado`: the student does not own it (paid, no plan block nor package).
 */
export const ZSimulado = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_SIMULADO),
  idPacote: z.number().int().nullable(),
  liberado: z.boolean(),
  /** ISO 8601. */
  dataLiberacao: z.string(),
  acabouSimulado: z.boolean(),
  isGratuito: z.boolean(),
  bloqueado: z.boolean(),
  totalQuestoes: z.number().int(),
  /** Time limit in minutes; null = none. */
  duracaoMinutos: z.number().int().nullable(),
  /** When the student opened it first (ISO 8601), and when a timed attempt ends. */
  iniciadoEm: z.string().nullable(),
  fimDoTempo: z.string().nullable(),
  finalizadoEm: z.string().nullable(),
  numeroAcertos: pontos,
  pontuacao: pontos,
  acertosSus: pontos,
  pontosSus: pontos,
  acertosEspecifico: pontos,
  pontosEspecifico: pontos,
  acertosGeral: pontos,
  pontosGeral: pontos,
  acertosPortugues: pontos,
  pontosPortugues: pontos,
  /** Every part of the mock's type in its order (SUS included), once finished; null before. */
  partes: z.array(ZResultadoParte).nullable(),
});
export type TSimulado = z.infer<typeof ZSimulado>;
export const ZSimuladoLista = z.array(ZSimulado);

/** A package of mocks (spec: id, nome); `bloqueado` when the student owns neither it nor the plan block. */
export const ZPacoteSimulado = z.object({
  id: z.number().int(),
  nome: z.string(),
  isGratuito: z.boolean(),
  bloqueado: z.boolean(),
});
export type TPacoteSimulado = z.infer<typeof ZPacoteSimulado>;
export const ZPacoteSimuladoLista = z.array(ZPacoteSimulado);

export const ZNomeSimulado = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_SIMULADO),
});
export type TNomeSimulado = z.infer<typeof ZNomeSimulado>;

const ZTag = z.object({ id: z.number().int(), nome: z.string() });

/**
 * A mock question (spec §3 "Question" with tipoQuestaoEnare, idSimuladoEnare, exibirDadosAdicionaisEnare).
 * The correct alternative and the explanation come only once the mock is finished (exibirDadosAdicionaisEnare).
 */
export const ZQuestaoSimulado = z.object({
  id: z.number().int(),
  numeroQuestao: z.number().int(),
  enunciado: z.string(),
  ano: z.object({ id: z.number().int(), ano: z.number().int() }),
  instituicao: z.object({ id: z.number().int(), nome: z.string() }),
  listaMaterias: z.array(ZTag),
  listaConteudos: z.array(ZTag),
  listaAlternativas: z.array(
    z.object({
      id: z.number().int(),
      ordem: z.number().int(),
      enunciado: z.string(),
      respostaMultiplaEscolhaSelecionada: z.boolean(),
    }),
  ),
  tipoQuestaoEnare: z.enum(PARTES_SIMULADO),
  idSimuladoEnare: z.number().int(),
  exibirDadosAdicionaisEnare: z.boolean(),
  idAlternativaCorreta: z.number().int().nullable(),
  explicacao: z.string().nullable(),
});
export type TQuestaoSimulado = z.infer<typeof ZQuestaoSimulado>;
export const ZQuestaoSimuladoPage = zPage(ZQuestaoSimulado);

/** Choosing an alternative of a mock question: saved at once, changeable until the mock is finished. */
export const ZRespostaSimuladoBody = z.object({
  idQuestao: zBodyId('Questão inválida.'),
  idAlternativa: zBodyId('Você precisa selecionar uma alternativa!'),
  idCliente: ZIdCliente.optional(),
  /**
   * When the student chose it, by the device's clock: an answer kept offline and sent after the time
   * limit is taken only if given before it (simulados.rules aceitaResposta).
   */
  respondidaEm: z.iso.datetime({ offset: true, message: 'Data da resposta inválida.' }).optional(),
});
export type TRespostaSimuladoBody = z.infer<typeof ZRespostaSimuladoBody>;
/** No right/wrong feedback during an exam: only what was saved. */
export const ZRespostaSimuladoSalva = z.object({
  idQuestao: z.number().int(),
  idAlternativa: z.number().int(),
  idResposta: z.number().int(),
});

/**
 * The student's saved answers of a mock, in question order (reloaded when the mock is opened; the question
 * map's states). `correta` only once the attempt is finished (null before, and for a blank question); so
 * are the final answer's id and the certainty and miss reason she gave of it (the answer key's taps).
 */
export const ZRespostasUsuarioSimulado = z.array(
  z.object({
    idQuestao: z.number().int(),
    idAlternativa: z.number().int().nullable(),
    correta: z.boolean().nullable(),
    idResposta: z.number().int().nullable(),
    certeza: z.enum(CERTEZAS).nullable(),
    motivoErro: z.enum(MOTIVOS_ERRO).nullable(),
  }),
);
export type TRespostasUsuarioSimulado = z.infer<typeof ZRespostasUsuarioSimulado>;

/** 'Go to an unanswered question': the first unanswered one, its 0-based page (one question per page). */
export const ZQuestaoNaoRespondida = z.object({
  temQuestaoNaoRespondida: z.boolean(),
  idQuestao: z.number().int().nullable(),
  pagina: z.number().int().nullable(),
});
export type TQuestaoNaoRespondida = z.infer<typeof ZQuestaoNaoRespondida>;

export const ZAcertosErros = z.object({ numeroAcertos: z.number().int(), numeroErros: z.number().int() });
/**
 * Statistics of a finished mock (spec §3 "Mock statistics"). Comum is the general part (ENARE) or the
 * Portuguese one (FUVEST, as the statistics screen titles it); a part the type lacks is null.
 */
export const ZEstatisticasSimulado = z.object({
  comum: ZAcertosErros,
  especifico: ZAcertosErros,
  portugues: ZAcertosErros.nullable(),
  sus: ZAcertosErros,
});
export type TEstatisticasSimulado = z.infer<typeof ZEstatisticasSimulado>;
export const ZEstatisticasComunsEspecificas = z.object({ comum: ZAcertosErros, especifico: ZAcertosErros });
export const ZEstatisticasMateriaSimulado = z.array(
  z.object({ idMateria: z.number().int(), nomeMateria: z.string(), ...ZAcertosErros.shape }),
);
export type TEstatisticasMateriaSimulado = z.infer<typeof ZEstatisticasMateriaSimulado>;

export const ZRankingEntrada = z.object({
  apelidoUsuario: z.string(),
  pontuacao: z.number().int(),
  posicao: z.number().int(),
});
export type TRankingEntrada = z.infer<typeof ZRankingEntrada>;
/** The ranking below the podium, from the 4th place (spec §9). */
export const ZRankingPage = zPage(ZRankingEntrada);
/** The podium and the student's own row ('VOCÊ'); null where nobody holds the place or the student has not finished. */
export const ZRankingDestaque = z.object({
  primeiroLugar: ZRankingEntrada.nullable(),
  segundoLugar: ZRankingEntrada.nullable(),
  terceiroLugar: ZRankingEntrada.nullable(),
  voce: ZRankingEntrada.nullable(),
  totalParticipantes: z.number().int(),
  /** The share (0–100) of the other participants the student is ahead of; null without a place or alone. */
  percentil: z.number().int().nullable(),
});
export type TRankingDestaque = z.infer<typeof ZRankingDestaque>;

const zTextoSimulado = (mensagem: string, max: number) =>
  zTexto({ error: mensagem }).trim().min(1, mensagem).max(max, mensagem);

/**
 * A new mock, written by the staff (admin): its questions in order, each with 2–5 alternatives and the
 * 0-based index of the correct one; every question of the mock's year and institution.
 */
export const ZNovoSimuladoBody = z
  .object({
    nome: zTextoSimulado('Informe o nome do simulado.', 200),
    tipo: z.enum(TIPOS_SIMULADO, { error: 'Tipo de simulado inválido.' }),
    idPacote: zBodyId('Pacote inválido.').nullable().default(null),
    gratuito: z.boolean().default(false),
    /** ISO 8601. */
    dataLiberacao: z.iso.datetime({ offset: true, error: 'Data de liberação inválida.' }),
    duracaoMinutos: z
      .number({ error: 'Duração inválida.' })
      .int('Duração inválida.')
      .min(1, 'Duração inválida.')
      .max(24 * 60, 'Duração inválida.')
      .nullable()
      .default(null),
    pesos: z.partialRecord(
      z.enum(PARTES_SIMULADO),
      z.number().int('Peso inválido.').min(0, 'Peso inválido.').max(100, 'Peso inválido.'),
    ),
    idAno: zBodyId('Ano inválido.'),
    idInstituicao: zBodyId('Instituição inválida.'),
    questoes: z
      .array(
        z.object({
          parte: z.enum(PARTES_SIMULADO, { error: 'Parte inválida.' }),
          enunciado: zTextoSimulado('Informe o enunciado da questão.', 20_000),
          alternativas: z
            .array(zTextoSimulado('Informe o texto da alternativa.', 5_000))
            .min(2, 'Informe de 2 a 5 alternativas.')
            .max(5, 'Informe de 2 a 5 alternativas.'),
          correta: z.number().int('Alternativa correta inválida.').min(0, 'Alternativa correta inválida.'),
          explicacao: zTextoSimulado('Informe a explicação da questão.', 20_000),
        }),
      )
      .min(1, 'Informe ao menos uma questão.')
      .max(200, 'Um simulado tem no máximo 200 questões.'),
  })
  .superRefine((b, ctx) => {
    for (const [i, q] of b.questoes.entries()) {
      if (!PARTES_POR_TIPO[b.tipo].includes(q.parte))
        ctx.addIssue({ code: 'custom', path: ['questoes', i, 'parte'], message: 'Parte inválida.' });
      if (q.correta >= q.alternativas.length)
        ctx.addIssue({
          code: 'custom',
          path: ['questoes', i, 'correta'],
          message: 'Alternativa correta inválida.',
        });
    }
  });
export type TNovoSimuladoBody = z.infer<typeof ZNovoSimuladoBody>;
