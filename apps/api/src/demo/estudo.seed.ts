import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rows } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { exerciciosService, TABELAS_EXERCICIO } from '../modules/exercicios-fixacao/index.ts';
import { registrarResposta } from '../modules/itens-estudo/index.ts';
import { questoesService, TABELAS_QUESTAO } from '../modules/questoes/index.ts';
import { arvoreCatalogo, buscaObrigatoria } from './arvore-catalogo.ts';
import { EXERCICIOS_CONCURSO } from './conteudo/exercicios-concurso.ts';
import { EXERCICIOS_MEDICINA } from './conteudo/exercicios-medicina.ts';
import { EXERCICIOS_RESIDENCIA } from './conteudo/exercicios-residencia.ts';
import { QUESTOES_CONCURSO } from './conteudo/questoes-concurso.ts';
import { QUESTOES_MEDICINA } from './conteudo/questoes-medicina.ts';
import { QUESTOES_RESIDENCIA } from './conteudo/questoes-residencia.ts';
import type { ReferenciasSeed } from './conteudo/tipos.ts';

/** Name → id lookups of the catalogue, scoped to a platform for the study tree. */
async function catalogo(tx: DbOrTx) {
  const tree = await arvoreCatalogo(tx);
  const key = (...parts: (string | number)[]) => parts.join('|');
  const materias = new Map<string, number>();
  const conteudos = new Map<string, number>();
  const subs = new Map<string, number>();
  for (const r of tree) {
    materias.set(key(r.plataforma_id, r.materia), r.materia_id);
    if (r.conteudo_id !== null) conteudos.set(key(r.plataforma_id, r.conteudo!), r.conteudo_id);
    if (r.sub_id !== null) subs.set(key(r.plataforma_id, r.sub!), r.sub_id);
  }
  const byName = async (table: 'instituicao' | 'banca') =>
    new Map(
      (await rows<{ id: number; nome: string }>(tx, sql`select id, nome from ${sql.raw(table)}`)).map((r) => [
        r.nome,
        r.id,
      ]),
    );
  const anos = new Map((await tx.select().from(t.ano)).map((a) => [a.ano, a.id]));
  const instituicoes = await byName('instituicao');
  const bancas = await byName('banca');
  const must = buscaObrigatoria('Conteúdo de demonstração');
  return {
    tags(item: ReferenciasSeed) {
      const p = item.plataformaId;
      return {
        materias: item.materias.map((m) => must(materias, key(p, m), 'matéria')),
        conteudos: item.conteudos.map((c) => must(conteudos, key(p, c), 'conteúdo')),
        subConteudos: (item.subConteudos ?? []).map((s) => must(subs, key(p, s), 'subconteúdo')),
      };
    },
    refs(item: ReferenciasSeed) {
      return {
        anoId: must(anos, item.ano, 'ano'),
        instituicaoId: must(instituicoes, item.instituicao, 'instituição'),
        bancaId: item.banca ? must(bancas, item.banca, 'banca') : null,
      };
    },
  };
}

/** The demo questions and exercises, added through the modules' services as the back office adds them. */
export async function seedEstudo(tx: DbOrTx) {
  const cat = await catalogo(tx);
  // The seed's transaction stands for the database: the services run inside it.
  const db = tx as Db;
  await questoesService(db).cadastrar(
    [...QUESTOES_RESIDENCIA, ...QUESTOES_CONCURSO, ...QUESTOES_MEDICINA].map((q) => ({
      plataformaId: q.plataformaId,
      ...cat.refs(q),
      ...cat.tags(q),
      enunciado: q.enunciado,
      alternativas: q.alternativas,
      corretas: q.corretas,
      somatoria: q.somatoria ?? false,
      explicacao: q.explicacao,
      estagiario: q.estagiario ?? false,
    })),
  );
  await exerciciosService(db).cadastrar(
    [...EXERCICIOS_RESIDENCIA, ...EXERCICIOS_CONCURSO, ...EXERCICIOS_MEDICINA].map((x) => {
      const { subConteudos: _, ...tags } = cat.tags(x);
      return {
        plataformaId: x.plataformaId,
        ...cat.refs(x),
        ...tags,
        contexto: x.contexto,
        afirmativa: x.afirmativa,
        certo: x.certo,
        explicacao: x.explicacao,
        estagiario: x.estagiario ?? false,
      };
    }),
  );
}

/**
 * Some activity for the demo student so the screens are alive: answers (right and wrong) spread
 * over the last weeks, comments with replies, and reactions.
 */
export async function seedAtividade(tx: DbOrTx, usuarios: Record<string, number>) {
  const aluno = usuarios['aluno@aprovei.dev']!;
  const professor = usuarios['professor@aprovei.dev']!;
  const admin = usuarios['admin@aprovei.dev']!;
  const alunoMed = usuarios['aluno.med@aprovei.dev']!;
  // The answers go through the study items' answer writer (so the latest-answer states stay right), not
  // the services' `responder`: that one checks a signed-in user's access, and these are past answers.

  const questoes = await rows<{
    id: number;
    plataforma_id: number;
    somatoria: boolean;
    soma: number | null;
    certa: number | null;
    errada: number | null;
  }>(
    tx,
    sql`select q.id, q.plataforma_id, q.questao_somatoria as somatoria, q.soma_correta as soma,
          (select a.id from alternativa a where a.questao_id = q.id and a.correta limit 1) as certa,
          (select a.id from alternativa a where a.questao_id = q.id and not a.correta order by a.ordem limit 1) as errada
        from questao q order by q.plataforma_id, q.numero_questao`,
  );
  const answer = async (usuarioId: number, q: (typeof questoes)[number], acertou: boolean) => {
    const valorSomatoria = q.somatoria ? (acertou ? q.soma! : q.soma === 1 ? 2 : q.soma! ^ 1) : null;
    await registrarResposta(tx, TABELAS_QUESTAO, {
      usuarioId,
      itemId: q.id,
      correta: acertou,
      valores: {
        alternativa_id: q.somatoria ? null : acertou ? q.certa : q.errada,
        valor_somatoria: valorSomatoria,
      },
    });
  };
  // The student answers every third question of platforms 1 and 2 (two in three right); the medical student likewise on 3.
  for (const [i, q] of questoes.entries()) {
    if (i % 3 !== 0) continue;
    const who = q.plataforma_id === 3 ? alunoMed : aluno;
    await answer(who, q, i % 9 !== 0);
  }
  const exercicios = await rows<{ id: number; plataforma_id: number; certo: boolean }>(
    tx,
    sql`select id, plataforma_id, certo from exercicio order by plataforma_id, numero_questao`,
  );
  for (const [i, x] of exercicios.entries()) {
    if (i % 4 !== 0) continue;
    const acertou = i % 12 !== 0;
    await registrarResposta(tx, TABELAS_EXERCICIO, {
      usuarioId: x.plataforma_id === 3 ? alunoMed : aluno,
      itemId: x.id,
      correta: acertou,
      valores: { resposta: acertou ? x.certo : !x.certo },
    });
  }
  // Spread the answers over the last four weeks, so dashboards have a history.
  await tx.execute(
    sql`update resposta_questao set respondida_em = now() - ((id % 28) || ' days')::interval - ((id % 11) || ' hours')::interval`,
  );
  await tx.execute(
    sql`update resposta_exercicio set respondida_em = now() - ((id % 21) || ' days')::interval`,
  );

  const [q1, q2] = questoes.filter((q) => q.plataforma_id === 1);
  const [x1] = exercicios.filter((x) => x.plataforma_id === 1);
  const comentar = async (
    usuarioId: number,
    alvo: { questaoId: number } | { exercicioId: number },
    tipo: string,
    texto: string,
    diasAtras: number,
  ) => {
    const [c] = await tx
      .insert(t.comentario)
      .values({ usuarioId, ...alvo, tipo, texto, criadoEm: sql`now() - (${diasAtras} || ' days')::interval` })
      .returning({ id: t.comentario.id });
    return c!.id;
  };
  const responder = (comentarioId: number, usuarioId: number, texto: string, horasAtras: number) =>
    tx.insert(t.comentarioResposta).values({
      comentarioId,
      usuarioId,
      texto,
      criadoEm: sql`now() - (${horasAtras} || ' hours')::interval`,
    });

  const c1 = await comentar(
    aluno,
    { questaoId: q1!.id },
    'INFORMATIVO',
    'Errei por não lembrar da relação com o nervo. Revisei e agora ficou claro!',
    6,
  );
  await responder(
    c1,
    professor,
    'Boa! Vale revisar também o trajeto do nervo alveolar inferior, que cai muito em prova.',
    120,
  );
  await responder(c1, aluno, 'Obrigada, professor! Vou montar um resumo disso.', 100);
  const c2 = await comentar(
    admin,
    { questaoId: q1!.id },
    'SUGESTAO',
    'Sugestão: resolvam esta junto com as outras de anatomia do mesmo ano.',
    3,
  );
  await comentar(
    aluno,
    { questaoId: q2!.id },
    'ERRO',
    'A explicação poderia citar a referência usada. Fora isso, ótima questão.',
    1,
  );
  const c4 = await comentar(
    aluno,
    { exercicioId: x1!.id },
    'INFORMATIVO',
    'Pegadinha clássica: leiam a afirmativa até o fim.',
    2,
  );
  await responder(c4, professor, 'Exatamente. Bancas adoram trocar um detalhe no fim da frase.', 20);

  const emojis = await tx.select({ id: t.emoji.id }).from(t.emoji).orderBy(t.emoji.ordem);
  const e = (i: number) => emojis[i]!.id;
  await tx.insert(t.reacao).values([
    { usuarioId: aluno, localReacao: 'QUESTAO', alvoId: q1!.id, emojiId: e(2) },
    { usuarioId: professor, localReacao: 'QUESTAO', alvoId: q1!.id, emojiId: e(0) },
    { usuarioId: admin, localReacao: 'QUESTAO', alvoId: q1!.id, emojiId: e(0) },
    { usuarioId: aluno, localReacao: 'EXERCICIO_FIXACAO', alvoId: x1!.id, emojiId: e(3) },
    { usuarioId: professor, localReacao: 'COMENTARIO', alvoId: c1, emojiId: e(1) },
    { usuarioId: aluno, localReacao: 'COMENTARIO', alvoId: c2, emojiId: e(0) },
    { usuarioId: professor, localReacao: 'COMENTARIO_EXERCICIO_FIXACAO', alvoId: c4, emojiId: e(0) },
  ]);
}
