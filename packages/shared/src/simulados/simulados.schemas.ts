import { z } from 'zod';
import { zBodyId, zId, zPage, zPaging } from '../common.schemas.ts';
import { PARTES_SIMULADO, TIPOS_SIMULADO } from './simulados.rules.ts';

const zIdSimulado = () => zId('Simulado inválido.');

export const ZIdSimuladoParams = z.object({ id: zIdSimulado() });
export const ZIdSimuladoQuery = z.object({ idSimulado: zIdSimulado() });
export const ZIdPacoteParams = z.object({ id: zId('Pacote inválido.') });
export const ZIdPlanoParams = z.object({ idPlano: zId('Plano inválido.') });

/** One question per page (spec §9); larger pages allowed for a review screen. */
export const ZQuestoesSimuladoQuery = z.object(zPaging(1, 100));
export const ZRankingQuery = z.object({ idSimulado: zIdSimulado(), ...zPaging(10, 50) });

const pontos = z.number().int().nullable();

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
});
export type TRespostaSimuladoBody = z.infer<typeof ZRespostaSimuladoBody>;
/** No right/wrong feedback during an exam: only what was saved. */
export const ZRespostaSimuladoSalva = z.object({
  idQuestao: z.number().int(),
  idAlternativa: z.number().int(),
  idResposta: z.number().int(),
});

/** The student's saved answers of a mock, in question order (reloaded when the mock is opened). */
export const ZRespostasUsuarioSimulado = z.array(
  z.object({ idQuestao: z.number().int(), idAlternativa: z.number().int().nullable() }),
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
});
export type TRankingDestaque = z.infer<typeof ZRankingDestaque>;
