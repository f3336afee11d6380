/**
 * The terms of use and the privacy policy (issue 22 §3): versions published in the back office (area
 * `negocio`), the current one served publicly, and each signed-in person's acceptance of the current ones.
 */
import { z } from 'zod';
import { zBodyId, zId, zTexto } from '../common.schemas.ts';

import { TIPOS_POLITICA } from './politica.nomes.ts';

export { NOME_POLITICA, TIPOS_POLITICA, type TipoPolitica } from './politica.nomes.ts';

/** A text's room: the longest reference text is ~25,000 characters. */
export const MAX_TEXTO_POLITICA = 200_000;

export const MENSAGENS_POLITICA = {
  tipoInvalido: 'Escolha o texto: Termos de Uso ou Política de Privacidade.',
  textoObrigatorio: 'Escreva o texto da nova versão.',
  textoLongo: `O texto tem até ${MAX_TEXTO_POLITICA.toLocaleString('pt-BR')} caracteres.`,
  resumoLongo: 'O resumo das mudanças tem até 500 caracteres.',
  versaoNaoEncontrada: 'Versão não encontrada.',
  textoNaoCadastrado: 'Texto não cadastrado.',
  versoesObrigatorias: 'Informe as versões aceitas.',
  versaoSuperada: 'Há uma versão mais nova deste texto. Leia-a e aceite de novo.',
  publicada: 'Nova versão publicada. Quem já tem conta vai precisar aceitá-la ao continuar.',
} as const;

const zTipo = z.enum(TIPOS_POLITICA, { message: MENSAGENS_POLITICA.tipoInvalido });

/** The public page: the current version, its number and its date. textoPolitica is HTML, sanitised again when rendered. */
export const ZPolitica = z.object({
  textoPolitica: z.string(),
  versao: z.number(),
  publicadaEm: z.string(),
});
export type TPolitica = z.infer<typeof ZPolitica>;

/** A current version the signed-in person has not accepted yet. */
export const ZPoliticaPendente = z.object({
  id: z.number(),
  tipo: zTipo,
  versao: z.number(),
  publicadaEm: z.string(),
  resumo: z.string().nullable(),
});
export const ZPendencias = z.object({ pendentes: z.array(ZPoliticaPendente) });
export type TPendencias = z.infer<typeof ZPendencias>;
export type TPoliticaPendente = z.infer<typeof ZPoliticaPendente>;

export const ZAceiteBody = z.object({
  versoes: z
    .array(zBodyId('Versão inválida.'), { message: MENSAGENS_POLITICA.versoesObrigatorias })
    .min(1, MENSAGENS_POLITICA.versoesObrigatorias)
    .max(2, 'Aceite no máximo uma versão de cada texto.'),
});
export type TAceiteBody = z.infer<typeof ZAceiteBody>;

// Back office

export const ZNovaVersaoForm = z.object({
  tipo: zTipo,
  texto: zTexto({ message: MENSAGENS_POLITICA.textoObrigatorio })
    .trim()
    .min(1, MENSAGENS_POLITICA.textoObrigatorio)
    .max(MAX_TEXTO_POLITICA, MENSAGENS_POLITICA.textoLongo),
  resumo: zTexto()
    .trim()
    .max(500, MENSAGENS_POLITICA.resumoLongo)
    .nullish()
    .transform((r) => r || null),
});
export type TNovaVersaoForm = z.input<typeof ZNovaVersaoForm>;

export const ZBuscaVersoes = z.object({ tipo: zTipo.optional() });

export const ZVersaoLinha = z.object({
  id: z.number(),
  tipo: zTipo,
  versao: z.number(),
  resumo: z.string().nullable(),
  publicadaEm: z.string(),
  /** The highest version of its type: the one served and asked for. */
  vigente: z.boolean(),
  /** How many people accepted this version. */
  aceites: z.number(),
});
export type TVersaoLinha = z.infer<typeof ZVersaoLinha>;
export const ZListaVersoes = z.object({ linhas: z.array(ZVersaoLinha) });
export type TListaVersoes = z.infer<typeof ZListaVersoes>;

/** One version as written (placeholders {{EMPRESA_...}} kept), read-only once published. */
export const ZVersaoDetalhe = ZVersaoLinha.extend({ texto: z.string() });
export type TVersaoDetalhe = z.infer<typeof ZVersaoDetalhe>;

export const ZIdVersao = z.object({ id: zId('Versão inválida.') });
