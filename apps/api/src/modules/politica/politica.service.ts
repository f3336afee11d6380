import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_POLITICA,
  type TipoPolitica,
  type TListaVersoes,
  type TPoliticaPendente,
  type TVersaoDetalhe,
} from '@aprovei/shared/politica/politica.schemas';
import { and, asc, count, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { politicaAceite, politicaVersao, usuario } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/html.ts';

const iso = (d: Date) => d.toISOString();

/** Some visible text once the markup is gone (an editor's empty paragraph is no text). */
const temTexto = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '')
    .trim().length > 0;

/**
 * The terms of use and the privacy policy: versions (the highest of a type is the current one) and the
 * acceptances. A version asks for acceptance from everyone whose account existed when it was published;
 * an account created later accepted it at sign-up (ADR 023).
 */
export function politicaService(db: DbOrTx) {
  /** The current version of each type. */
  const vigentes = () =>
    db
      .selectDistinctOn([politicaVersao.tipo])
      .from(politicaVersao)
      .orderBy(politicaVersao.tipo, desc(politicaVersao.versao));

  return {
    async vigente(tipo: TipoPolitica) {
      const [v] = await db
        .select()
        .from(politicaVersao)
        .where(eq(politicaVersao.tipo, tipo))
        .orderBy(desc(politicaVersao.versao))
        .limit(1);
      if (!v) throw new AppError('NAO_ENCONTRADO', MENSAGENS_POLITICA.textoNaoCadastrado);
      return v;
    },

    /** The current versions the person has not accepted, that were published after her account. */
    async pendentes(usuarioId: number): Promise<TPoliticaPendente[]> {
      const atuais = vigentes().as('atuais');
      const linhas = await db
        .select({
          id: atuais.id,
          tipo: atuais.tipo,
          versao: atuais.versao,
          publicadaEm: atuais.publicadaEm,
          resumo: atuais.resumo,
        })
        .from(atuais)
        .innerJoin(usuario, eq(usuario.id, usuarioId))
        .where(
          and(
            gt(atuais.publicadaEm, usuario.criadoEm),
            notExists(
              db
                .select({ um: sql`1` })
                .from(politicaAceite)
                .where(and(eq(politicaAceite.usuarioId, usuarioId), eq(politicaAceite.versaoId, atuais.id))),
            ),
          ),
        )
        .orderBy(desc(atuais.tipo));
      return linhas.map((l) => ({ ...l, tipo: l.tipo as TipoPolitica, publicadaEm: iso(l.publicadaEm) }));
    },

    /** Records the person's acceptance of current versions; an outdated one is refused (409). */
    async aceitar(usuarioId: number, versoes: number[]) {
      const atuais = await vigentes();
      const ids = new Set(atuais.map((v) => v.id));
      const existentes = await db
        .select({ id: politicaVersao.id })
        .from(politicaVersao)
        .where(inArray(politicaVersao.id, versoes));
      if (existentes.length !== new Set(versoes).size)
        throw new AppError('NAO_ENCONTRADO', MENSAGENS_POLITICA.versaoNaoEncontrada);
      if (versoes.some((id) => !ids.has(id)))
        throw new AppError('CONFLITO', MENSAGENS_POLITICA.versaoSuperada);
      await db
        .insert(politicaAceite)
        .values(versoes.map((versaoId) => ({ usuarioId, versaoId })))
        .onConflictDoNothing();
    },

    /** Sign-up: the new account accepts the current versions of both texts. */
    async aceitarVigentes(usuarioId: number) {
      const atuais = await vigentes();
      if (atuais.length)
        await db
          .insert(politicaAceite)
          .values(atuais.map((v) => ({ usuarioId, versaoId: v.id })))
          .onConflictDoNothing();
    },

    async listar(tipo: TipoPolitica | undefined): Promise<TListaVersoes> {
      const atuais = await vigentes();
      const aceites = db
        .select({ versaoId: politicaAceite.versaoId, total: count().as('total') })
        .from(politicaAceite)
        .groupBy(politicaAceite.versaoId)
        .as('aceites');
      const linhas = await db
        .select({
          id: politicaVersao.id,
          tipo: politicaVersao.tipo,
          versao: politicaVersao.versao,
          resumo: politicaVersao.resumo,
          publicadaEm: politicaVersao.publicadaEm,
          aceites: aceites.total,
        })
        .from(politicaVersao)
        .leftJoin(aceites, eq(aceites.versaoId, politicaVersao.id))
        .where(tipo ? eq(politicaVersao.tipo, tipo) : undefined)
        .orderBy(asc(politicaVersao.tipo), desc(politicaVersao.versao));
      const vigenteIds = new Set(atuais.map((v) => v.id));
      return {
        linhas: linhas.map((l) => ({
          ...l,
          tipo: l.tipo as TipoPolitica,
          publicadaEm: iso(l.publicadaEm),
          aceites: Number(l.aceites ?? 0),
          vigente: vigenteIds.has(l.id),
        })),
      };
    },

    async detalhe(id: number): Promise<TVersaoDetalhe> {
      const v = await this.listar(undefined).then((l) => l.linhas.find((x) => x.id === id));
      if (!v) throw new AppError('NAO_ENCONTRADO', MENSAGENS_POLITICA.versaoNaoEncontrada);
      const [t] = await db
        .select({ texto: politicaVersao.texto })
        .from(politicaVersao)
        .where(eq(politicaVersao.id, id));
      return { ...v, texto: t!.texto };
    },

    /**
     * Publishes the next version of a type (call inside a transaction): the text sanitised; the number
     * decided under a lock of the type, so two admins publishing at once get 2 and 3, not a clash.
     */
    async publicar(body: { tipo: TipoPolitica; texto: string; resumo: string | null }) {
      const texto = sanitizeRichText(body.texto);
      if (!temTexto(texto))
        throw new AppError('VALIDACAO', MENSAGENS_POLITICA.textoObrigatorio, [
          { campo: 'texto', mensagem: MENSAGENS_POLITICA.textoObrigatorio },
        ]);
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`politica_versao:${body.tipo}`}))`);
      const [ultima] = await db
        .select({ versao: politicaVersao.versao })
        .from(politicaVersao)
        .where(eq(politicaVersao.tipo, body.tipo))
        .orderBy(desc(politicaVersao.versao))
        .limit(1);
      const [nova] = await db
        .insert(politicaVersao)
        .values({ tipo: body.tipo, versao: (ultima?.versao ?? 0) + 1, texto, resumo: body.resumo })
        .returning({ id: politicaVersao.id });
      return this.detalhe(nova!.id);
    },
  };
}
