import { AppError } from '@aprovei/shared/errors';
import {
  DESTINO_TRANSICAO,
  MENSAGEM_PUBLICADA_NAO_APAGA,
  mensagemTransicaoInvalida,
  type SituacaoItem,
  TRANSICOES,
} from '@aprovei/shared/itens-estudo/situacao';
import type { TBuscaQuestoesAdmin, TLinhaItemAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/** How the back office lists one kind of item: its tables and the columns its text search reads. */
export interface ListaAdmin {
  item: 'questao' | 'exercicio';
  fk: 'questao_id' | 'exercicio_id';
  materia: string;
  conteudo: string;
  /** The sub-content links, for a kind that has them. */
  subConteudo?: string;
  /** The HTML columns searched and shown as the row's summary. */
  texto: SQL;
}

const ORDEM: Record<TBuscaQuestoesAdmin['ordem'], string> = {
  id: 'q.id',
  numero: 'q.plataforma_id, q.numero_questao',
  ano: 'a.ano',
  situacao: 'q.situacao',
  atualizadoEm: 'q.atualizado_em',
};

/** `%words%` for ILIKE, the user's own `%`, `_` and `\` taken literally. */
const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a kind's items for the back office, every state included, with the filtered total
 * (`count(*) over ()`: one statement). The back office's lists are small next to the students' search,
 * which stays on its own index-only plans (busca.ts).
 */
export async function listarAdmin(
  db: DbOrTx,
  t: ListaAdmin,
  f: Omit<TBuscaQuestoesAdmin, 'bancaId'> & { bancaId?: number | undefined },
): Promise<{ linhas: TLinhaItemAdmin[]; total: number }> {
  const fk = sql.raw(t.fk);
  const conds: SQL[] = [sql`true`];
  if (f.plataformaId) conds.push(sql`q.plataforma_id = ${f.plataformaId}`);
  if (f.id) conds.push(sql`q.id = ${f.id}`);
  if (f.anoId) conds.push(sql`q.ano_id = ${f.anoId}`);
  if (f.instituicaoId) conds.push(sql`q.instituicao_id = ${f.instituicaoId}`);
  if (f.bancaId) conds.push(sql`q.banca_id = ${f.bancaId}`);
  if (f.situacao) conds.push(sql`q.situacao = ${f.situacao}`);
  if (f.materiaId)
    conds.push(
      sql`exists (select 1 from ${sql.raw(t.materia)} l where l.${fk} = q.id and l.materia_id = ${f.materiaId})`,
    );
  if (f.conteudoId)
    conds.push(
      sql`exists (select 1 from ${sql.raw(t.conteudo)} l where l.${fk} = q.id and l.conteudo_id = ${f.conteudoId})`,
    );
  if (f.texto) conds.push(sql`${t.texto} ilike ${contendo(f.texto)}`);
  const direcao = sql.raw(f.direcao === 'asc' ? 'asc' : 'desc');
  const ordem = sql.raw(
    ORDEM[f.ordem]
      .split(', ')
      .map((c) => `${c} ${f.direcao === 'asc' ? 'asc' : 'desc'}`)
      .join(', '),
  );
  const linhas = await rows<TLinhaItemAdmin & { total: number }>(
    db,
    sql`select q.id, q.numero_questao as numero, q.plataforma_id as "plataformaId", a.ano, i.nome as instituicao,
               b.nome as banca, q.situacao,
               left(regexp_replace(regexp_replace(${t.texto}, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g'), 160) as resumo,
               to_json(q.atualizado_em)#>>'{}' as "atualizadoEm",
               array(select m.nome from ${sql.raw(t.materia)} l join materia m on m.id = l.materia_id
                     where l.${fk} = q.id order by m.nome) as materias,
               count(*) over ()::int as total
        from ${sql.raw(t.item)} q
        join ano a on a.id = q.ano_id
        join instituicao i on i.id = q.instituicao_id
        left join banca b on b.id = q.banca_id
        where ${sql.join(conds, sql` and `)}
        order by ${ordem}, q.id ${direcao}
        limit ${f.porPagina} offset ${(f.pagina - 1) * f.porPagina}`,
  );
  let total = linhas[0]?.total ?? 0;
  if (linhas.length === 0 && f.pagina > 1) {
    const [r] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(t.item)} q where ${sql.join(conds, sql` and `)}`,
    );
    total = r?.n ?? 0;
  }
  return {
    linhas: linhas.map(({ total: _, resumo, ...l }) => ({ ...l, resumo: resumo.trim() })),
    total,
  };
}

/** The state of an item, locked for the write that follows; null when there is none. */
export async function situacaoParaEscrever(
  tx: DbOrTx,
  item: 'questao' | 'exercicio',
  id: number,
): Promise<SituacaoItem | null> {
  const [r] = await rows<{ situacao: SituacaoItem }>(
    tx,
    sql`select situacao from ${sql.raw(item)} where id = ${id} for update`,
  );
  return r?.situacao ?? null;
}

/**
 * The kind's links to one kind of tag made exactly `ids` (on the kind's behalf, as registrarResposta
 * writes its answers): the links gone are deleted, the new ones inserted; the links' triggers keep their
 * search keys and the dashboards' counters right.
 */
export async function sincronizarVinculos(
  tx: DbOrTx,
  v: { tabela: string; fk: string; tag: string },
  itemId: number,
  ids: number[],
): Promise<void> {
  const [tabela, fk, tag] = [sql.raw(v.tabela), sql.raw(v.fk), sql.raw(v.tag)];
  const lista = sql`${`{${ids.join(',')}}`}::int[]`;
  await tx.execute(sql`delete from ${tabela} where ${fk} = ${itemId} and not (${tag} = any(${lista}))`);
  if (ids.length > 0)
    await tx.execute(
      sql`insert into ${tabela} (${fk}, ${tag}) select ${itemId}, unnest(${lista}) on conflict do nothing`,
    );
}

/** Moves an item to another state (on the kind's behalf). */
export async function gravarSituacao(
  tx: DbOrTx,
  item: 'questao' | 'exercicio',
  id: number,
  situacao: SituacaoItem,
): Promise<void> {
  await tx.execute(
    sql`update ${sql.raw(item)} set situacao = ${situacao}, atualizado_em = now() where id = ${id}`,
  );
}

/** Deletes a draft (on the kind's behalf): its alternatives and links go with it (cascades). */
export async function apagarRascunho(tx: DbOrTx, item: 'questao' | 'exercicio', id: number): Promise<void> {
  await tx.execute(sql`delete from ${sql.raw(item)} where id = ${id} and situacao = 'RASCUNHO'`);
}

/**
 * A back-office move of an item (publish, annul, mark outdated) in the caller's transaction: 404 for no
 * such item, 409 when its state does not allow it. Answers the states before and after.
 */
export async function transicionar(
  tx: DbOrTx,
  item: 'questao' | 'exercicio',
  id: number,
  acao: keyof typeof TRANSICOES,
  naoEncontrado: string,
): Promise<{ antes: SituacaoItem; depois: SituacaoItem }> {
  const antes = await situacaoParaEscrever(tx, item, id);
  if (antes === null) throw new AppError('NAO_ENCONTRADO', naoEncontrado);
  if (!TRANSICOES[acao].includes(antes)) throw new AppError('CONFLITO', mensagemTransicaoInvalida(antes));
  const depois = DESTINO_TRANSICAO[acao];
  await gravarSituacao(tx, item, id, depois);
  return { antes, depois };
}

/** Deletes a draft in the caller's transaction: 404 for no such item, 409 for one ever published. */
export async function excluirRascunho(
  tx: DbOrTx,
  item: 'questao' | 'exercicio',
  id: number,
  naoEncontrado: string,
): Promise<void> {
  const situacao = await situacaoParaEscrever(tx, item, id);
  if (situacao === null) throw new AppError('NAO_ENCONTRADO', naoEncontrado);
  if (situacao !== 'RASCUNHO') throw new AppError('CONFLITO', MENSAGEM_PUBLICADA_NAO_APAGA);
  await apagarRascunho(tx, item, id);
}

/** A catalogue check's 400 for one item of a form: its fields without the list position (`0.anoId`). */
export function semPosicao(error: unknown): never {
  if (error instanceof AppError && error.errors)
    throw new AppError(
      'VALIDACAO',
      error.message,
      error.errors.map((e) => ({ ...e, campo: e.campo.replace(/^\d+\./, '') })),
    );
  throw error;
}
