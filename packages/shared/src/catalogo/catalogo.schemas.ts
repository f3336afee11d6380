import { z } from 'zod';

/** Reference lists (spec doc 1 §7 "Reference lists", doc 3 §7). */
export const ENTIDADES_LISTAVEIS = [
  'ANO',
  'INSTITUICAO',
  'TEMA_QUESTAO_ABERTA',
  'UF',
  'TIPO_LOGRADOURO',
] as const;
export type EntidadeListavel = (typeof ENTIDADES_LISTAVEIS)[number];

export const ZItemNome = z.object({ id: z.number().int(), nome: z.string() });
export const ZAno = z.object({ id: z.number().int(), ano: z.number().int() });
export const ZUf = z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() });
export const ZMunicipio = z.object({ id: z.number().int(), nome: z.string(), uf: ZUf });
export const ZConteudo = z.object({ id: z.number().int(), nome: z.string(), materia: ZItemNome });
export const ZCurso = z.object({ id: z.number().int(), nome: z.string(), idPlataforma: z.number().int() });

export type TItemNome = z.infer<typeof ZItemNome>;
export type TAno = z.infer<typeof ZAno>;
export type TUf = z.infer<typeof ZUf>;
export type TMunicipio = z.infer<typeof ZMunicipio>;
export type TConteudo = z.infer<typeof ZConteudo>;
export type TCurso = z.infer<typeof ZCurso>;

export const ZListarResponse = z.union([z.array(ZAno), z.array(ZUf), z.array(ZItemNome)]);
