import { z } from 'zod';
import { zId, zIdList, zTexto } from '../common.schemas.ts';
import {
  erroMaterias,
  lerData,
  MENSAGEM_DATA_FINAL,
  MENSAGEM_DATA_INICIAL,
  MENSAGEM_PERIODO,
  periodoValido,
} from './estatisticas.rules.ts';

/** Every dashboard call takes the platform (spec doc 3 §7 "Dashboards and statistics"). */
export const ZEstatisticaQuery = z.object({ idPlataforma: zId('Plataforma inválida.') });
export type TEstatisticaQuery = z.infer<typeof ZEstatisticaQuery>;

const inteiro = z.number().int();

/** The counts every hit-and-error statistic carries. */
const contagens = { numeroAcertos: inteiro, numeroErros: inteiro, totalRespostas: inteiro };
/** The counts with the percentages of one subject or content. */
const contagensPercentuais = { ...contagens, percentualAcerto: z.number(), percentualErro: z.number() };

/** Hits and errors of a set of questions, by the latest answer to each (percentages with two decimals). */
export const ZAcertosErros = z.object({
  ...contagens,
  percentualAcertos: z.number(),
  percentualErros: z.number(),
});
export type TAcertosErros = z.infer<typeof ZAcertosErros>;

const materia = { idMateria: inteiro, nomeMateria: z.string() };

/** One subject's hits and errors (bars and donut slices). */
export const ZEstatisticaMateria = z.object({ ...materia, ...contagensPercentuais });
export type TEstatisticaMateria = z.infer<typeof ZEstatisticaMateria>;

/** One content's hits and errors, with its subject. */
export const ZEstatisticaConteudo = z.object({
  idConteudo: inteiro,
  nomeConteudo: z.string(),
  ...materia,
  ...contagensPercentuais,
});
export type TEstatisticaConteudo = z.infer<typeof ZEstatisticaConteudo>;

/** A day (São Paulo calendar) with the answers given on it. */
export const ZAcessoDia = z.object({
  /** yyyy-mm-dd. */
  dataResposta: z.string(),
  acertos: inteiro,
  erros: inteiro,
});
export const ZUltimosAcessos = z.object({
  /** The time of the latest answer on the platform (ISO 8601), null before the first. */
  ultimaResposta: z.string().nullable(),
  /** The days of the last 30 with answers, oldest first. */
  dias: z.array(ZAcessoDia),
});
export type TUltimosAcessos = z.infer<typeof ZUltimosAcessos>;

/** Questions answered versus visible questions not yet answered. */
export const ZQuestoesFeitas = z.object({
  totalQuestoes: inteiro,
  totalQuestoesRespondidas: inteiro,
  totalQuestoesNaoRespondidas: inteiro,
});
export type TQuestoesFeitas = z.infer<typeof ZQuestoesFeitas>;

export const ZDiaDaSemana = z.object({
  /** Weekday name ('Domingo' … 'Sábado'). */
  dia: z.string(),
  /** The calendar date (yyyy-mm-dd, São Paulo). */
  data: z.string(),
  acertos: inteiro,
  erros: inteiro,
});
/** The last 7 days, oldest first, today last: one entry per weekday. */
export const ZDesempenhoSemanal = z.object({ diasDaSemana: z.array(ZDiaDaSemana) });
export type TDesempenhoSemanal = z.infer<typeof ZDesempenhoSemanal>;

/** A typed date, yyyy-mm-dd or dd-mm-yyyy, read as 'yyyy-mm-dd'. */
const zData = (mensagem: string) =>
  zTexto({ message: mensagem }).transform((v, ctx) => {
    const iso = lerData(v);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: mensagem });
      return z.NEVER;
    }
    return iso;
  });

/**
 * The statistics filter (spec doc 3 §3 "Statistics filter") as a query string: 1 to 5 subjects, at most
 * 5 contents per subject (checked against the catalogue by the API), institutions, a period.
 */
export const ZEstatisticaFiltro = z
  .object({
    idPlataforma: zId('Plataforma inválida.'),
    listaMateriaQuestao: zIdList('Matéria inválida.').superRefine((ids, ctx) => {
      const erro = erroMaterias(new Set(ids).size);
      if (erro) ctx.addIssue({ code: 'custom', message: erro });
    }),
    listaConteudoQuestao: zIdList('Conteúdo inválido.'),
    listaInstituicao: zIdList('Instituição inválida.'),
    dataInicial: zData(MENSAGEM_DATA_INICIAL).optional(),
    dataFinal: zData(MENSAGEM_DATA_FINAL).optional(),
  })
  .refine((f) => periodoValido(f.dataInicial, f.dataFinal), {
    message: MENSAGEM_PERIODO,
    path: ['dataFinal'],
  });
export type TEstatisticaFiltro = z.infer<typeof ZEstatisticaFiltro>;
export type TEstatisticaFiltroQuery = z.input<typeof ZEstatisticaFiltro>;

/**
 * The search's results: one entry per chosen subject and per chosen content that has answers in the
 * filter. `agrupamento` says which the screen shows: contents when any was chosen, subjects otherwise.
 */
export const ZEstatisticaFiltroResultado = z.object({
  agrupamento: z.enum(['MATERIA', 'CONTEUDO']),
  materias: z.array(ZEstatisticaMateria),
  conteudos: z.array(ZEstatisticaConteudo),
});
export type TEstatisticaFiltroResultado = z.infer<typeof ZEstatisticaFiltroResultado>;
