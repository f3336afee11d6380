import { AppError, MENSAGENS, type TErroCampo } from '@aprovei/shared/errors';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/** Where a new item sits in the catalogue, by ids (ZQuestaoNova, ZExercicioNovo once parsed). */
export interface ReferenciasItemNovo {
  plataformaId: number;
  anoId: number;
  instituicaoId: number;
  bancaId: number | null;
  materias: number[];
  conteudos: number[];
  subConteudos?: number[];
}

/**
 * The back office's check of new items against the catalogue (a foreign key alone would let a subject of
 * another platform in, and answer a 500 for an unknown id): the year, institution and board exist, the
 * subjects are of the item's platform, the contents of those subjects, the sub-contents of those
 * contents. A 400 names each wrong field as `<position in the list>.<field>`.
 */
export async function conferirReferencias(db: DbOrTx, itens: ReferenciasItemNovo[]): Promise<void> {
  const linhas = await rows<{ tipo: string; id: number; pai: number | null }>(
    db,
    sql`select 'ano' as tipo, id, null::int as pai from ano
        union all select 'instituicao', id, null from instituicao
        union all select 'banca', id, null from banca
        union all select 'materia', m.id, c.plataforma_id from materia m join curso c on c.id = m.curso_id
        union all select 'conteudo', id, materia_id from conteudo
        union all select 'sub', id, conteudo_id from sub_conteudo`,
  );
  const pai = new Map(linhas.map((l) => [`${l.tipo}|${l.id}`, l.pai]));
  const existe = (tipo: string, id: number) => pai.has(`${tipo}|${id}`);
  const erros: TErroCampo[] = [];
  for (const [i, item] of itens.entries()) {
    const erro = (campo: string, mensagem: string) => erros.push({ campo: `${i}.${campo}`, mensagem });
    if (!existe('ano', item.anoId)) erro('anoId', 'Ano inexistente.');
    if (!existe('instituicao', item.instituicaoId)) erro('instituicaoId', 'Instituição inexistente.');
    if (item.bancaId !== null && !existe('banca', item.bancaId)) erro('bancaId', 'Banca inexistente.');
    if (item.materias.some((m) => pai.get(`materia|${m}`) !== item.plataformaId))
      erro('materias', 'Matéria inexistente nesta plataforma.');
    if (item.conteudos.some((c) => !item.materias.includes(pai.get(`conteudo|${c}`) ?? -1)))
      erro('conteudos', 'Conteúdo fora das matérias informadas.');
    if ((item.subConteudos ?? []).some((s) => !item.conteudos.includes(pai.get(`sub|${s}`) ?? -1)))
      erro('subConteudos', 'Subconteúdo fora dos conteúdos informados.');
  }
  if (erros.length > 0) throw new AppError('VALIDACAO', MENSAGENS.validacao, erros);
}

/**
 * The numbers of new items of one kind, in order: each platform's next after its highest. Call it in
 * the transaction that inserts them: it holds the kind's lock until then, so two writers never share a
 * number.
 */
export async function proximosNumeros(
  tx: DbOrTx,
  tabela: 'questao' | 'exercicio',
  plataformas: number[],
): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`numero-${tabela}`}::text))`);
  const maiores = await rows<{ plataforma_id: number; maior: number }>(
    tx,
    sql`select plataforma_id, max(numero_questao)::int as maior from ${sql.raw(tabela)} group by plataforma_id`,
  );
  const ultimo = new Map(maiores.map((m) => [m.plataforma_id, m.maior]));
  return plataformas.map((p) => {
    const n = (ultimo.get(p) ?? 0) + 1;
    ultimo.set(p, n);
    return n;
  });
}
