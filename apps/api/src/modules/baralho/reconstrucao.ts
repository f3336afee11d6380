import {
  avaliacaoDe,
  type Certeza,
  entraNoBaralho,
  type MotivoErro,
  type TipoRevisao,
} from '@aprovei/shared/revisao/revisao.rules';
import { QUESTAO_SIMULADO_ANULADA } from '@aprovei/shared/simulados/simulados.rules';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { respostaCerteza, revisaoCartao, revisaoLog, revisaoPreferencia } from '../../db/schema/index.ts';
import { type CartaoFsrs, cartaoNovo, type Revisao, revisar } from './agendamento.ts';
import { colunasDoCartao } from './baralho.repository.ts';

interface RespostaHistorica {
  tipo: TipoRevisao;
  respostaId: number;
  itemId: number;
  plataformaId: number;
  correta: boolean;
  em: Date;
  certeza: Certeza | null;
}

interface Reconstruido {
  plataformaId: number;
  cartao: CartaoFsrs;
  logs: (Revisao & { respostaId: number; correta: boolean; avaliacao: number; em: Date })[];
}

const LOTE = 1000;

/**
 * A student's deck rebuilt from her stored answers: every question and exercise answer, her final
 * answers of the mocks she closed (as of the close) and her review answers of their questions, replayed
 * through the scheduler in time order (with the certainty she gave), as if the review had been there all
 * along.
 * For students who answered before the review existed (the demo student's eight weeks, a deploy's
 * backfill); it replaces whatever deck she had. Answers how many cards and reviews it wrote.
 */
export async function reconstruirBaralho(db: DbOrTx, usuarioId: number) {
  const respostas = await rows<RespostaHistorica & { em: string | Date }>(
    db,
    sql`select * from (
          select 'questao' as tipo, r.id::bigint as "respostaId", r.questao_id as "itemId",
                 r.plataforma_id as "plataformaId", r.correta, r.respondida_em as em, c.certeza
            from resposta_questao r
            left join resposta_certeza c on c.tipo = 'questao' and c.resposta_id = r.id
           where r.usuario_id = ${usuarioId}
          union all
          select 'exercicio', r.id::bigint, r.exercicio_id, x.plataforma_id, r.correta, r.respondida_em, c.certeza
            from resposta_exercicio r join exercicio x on x.id = r.exercicio_id
            left join resposta_certeza c on c.tipo = 'exercicio' and c.resposta_id = r.id
           where r.usuario_id = ${usuarioId}
          union all
          -- A closed mock: her final answers, as of the close (an annulled question counts as right).
          select 'simulado_questao', e.ultima_resposta_id, q.id, q.plataforma_id,
                 e.ultima_correta or q.situacao = ${QUESTAO_SIMULADO_ANULADA}, t.finalizado_em, c.certeza
            from simulado_questao_usuario e
            join simulado_questao q on q.id = e.simulado_questao_id
            join simulado_tentativa t on t.simulado_id = q.simulado_id and t.usuario_id = e.usuario_id
            left join resposta_certeza c on c.tipo = 'simulado_questao' and c.resposta_id = e.ultima_resposta_id
           where e.usuario_id = ${usuarioId} and t.finalizado_em is not null and e.ultima_alternativa_id is not null
          union all
          select 'simulado_questao', r.id, r.simulado_questao_id, q.plataforma_id, r.correta, r.respondida_em, c.certeza
            from revisao_resposta_simulado r join simulado_questao q on q.id = r.simulado_questao_id
            left join resposta_certeza c on c.tipo = 'simulado_questao' and c.resposta_id = r.id
           where r.usuario_id = ${usuarioId}
        ) a order by em, tipo, "respostaId"`,
  );
  const [pref] = await db
    .select({ dataProva: revisaoPreferencia.dataProva })
    .from(revisaoPreferencia)
    .where(eq(revisaoPreferencia.usuarioId, usuarioId));
  const prova = pref?.dataProva ?? null;

  const deck = new Map<string, Reconstruido>();
  for (const r of respostas) {
    const em = new Date(r.em);
    const chave = `${r.tipo}:${r.itemId}`;
    let item = deck.get(chave);
    if (!item) {
      if (!entraNoBaralho(r.correta, r.certeza)) continue;
      item = { plataformaId: r.plataformaId, cartao: cartaoNovo(em), logs: [] };
      deck.set(chave, item);
    }
    const avaliacao = avaliacaoDe(r.correta, r.certeza);
    const revisao = revisar(item.cartao, em, avaliacao, prova);
    item.cartao = revisao.depois;
    item.logs.push({ ...revisao, respostaId: Number(r.respostaId), correta: r.correta, avaliacao, em });
  }

  await db.delete(revisaoCartao).where(eq(revisaoCartao.usuarioId, usuarioId));
  const itens = [...deck.entries()];
  let revisoes = 0;
  for (let i = 0; i < itens.length; i += LOTE) {
    const lote = itens.slice(i, i + LOTE);
    const criados = await db
      .insert(revisaoCartao)
      .values(
        lote.map(([chave, { plataformaId, cartao: c }]) => ({
          usuarioId,
          tipo: chave.split(':')[0]!,
          itemId: Number(chave.split(':')[1]),
          plataformaId,
          ...colunasDoCartao(c),
        })),
      )
      .returning({ id: revisaoCartao.id, tipo: revisaoCartao.tipo, itemId: revisaoCartao.itemId });
    const logs = criados.flatMap((c) =>
      deck.get(`${c.tipo}:${c.itemId}`)!.logs.map((l) => ({
        cartaoId: c.id,
        usuarioId,
        tipo: c.tipo,
        itemId: c.itemId,
        respostaId: l.respostaId,
        correta: l.correta,
        avaliacao: l.avaliacao,
        revisadoEm: l.em,
        diasDecorridos: l.diasDecorridos,
        estadoAntes: l.antes.state,
        estadoDepois: l.depois.state,
        antes: l.antes,
        depois: l.depois,
      })),
    );
    for (let j = 0; j < logs.length; j += LOTE) await db.insert(revisaoLog).values(logs.slice(j, j + LOTE));
    revisoes += logs.length;
  }
  return { cartoes: itens.length, revisoes };
}

/**
 * Certainty and miss reasons of many of a student's answers at once, as given at the time (a history
 * brought in: the demo's). The caller vouches that the answers are hers; a reason only on a miss.
 */
export async function registrarCertezas(
  db: DbOrTx,
  usuarioId: number,
  lista: { tipo: TipoRevisao; respostaId: number; certeza: Certeza | null; motivoErro: MotivoErro | null }[],
) {
  for (let i = 0; i < lista.length; i += LOTE)
    await db
      .insert(respostaCerteza)
      .values(lista.slice(i, i + LOTE).map((c) => ({ usuarioId, ...c })))
      .onConflictDoNothing();
}
