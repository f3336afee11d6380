import type { TipoRevisao } from '@aprovei/shared/revisao/revisao.rules';
import { QUESTAO_SIMULADO_ANULADA } from '@aprovei/shared/simulados/simulados.rules';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import {
  respostaCerteza,
  revisaoCartao,
  revisaoLog,
  revisaoPreferencia,
  revisaoRespostaSimulado,
} from '../../db/schema/index.ts';
import { agora } from '../../lib/relogio.ts';
import type { CartaoFsrs, Revisao } from './agendamento.ts';

export type LinhaCartao = typeof revisaoCartao.$inferSelect;

/** An answer as the deck needs it, from its kind's answer table joined to the item. */
export interface RespostaLida {
  usuarioId: number;
  itemId: number;
  plataformaId: number;
  correta: boolean;
  respondidaEm: Date;
  /** Whether a certainty may be given of it: false for a mock's answer before the mock closed for her. */
  fechada: boolean;
}

/**
 * Each kind's answers (a table, or for a mock's questions its answers and the review's, whose ids share
 * one sequence), item key, whether the answer counts as right and whether it is closed: fixed SQL, never
 * from input.
 */
const RESPOSTAS: Record<TipoRevisao, { resposta: string; chave: string; correta: string; fechada: string }> =
  {
    questao: { resposta: 'resposta_questao', chave: 'questao_id', correta: 'r.correta', fechada: 'true' },
    exercicio: {
      resposta: 'resposta_exercicio',
      chave: 'exercicio_id',
      correta: 'r.correta',
      fechada: 'true',
    },
    simulado_questao: {
      resposta: `(select id, usuario_id, simulado_questao_id, correta, respondida_em, false as revisao
                  from resposta_simulado_questao
                union all
                select id, usuario_id, simulado_questao_id, correta, respondida_em, true
                  from revisao_resposta_simulado)`,
      chave: 'simulado_questao_id',
      // An annulled question counts as right for everyone (the mock's score).
      correta: `(r.correta or (not r.revisao and i.situacao = '${QUESTAO_SIMULADO_ANULADA}'))`,
      // The mock's answer is closed when it is her final answer of a finished attempt.
      fechada: `(r.revisao or exists (
                select 1 from simulado_tentativa t
                  join simulado_questao_usuario e on e.usuario_id = t.usuario_id and e.simulado_questao_id = i.id
                 where t.simulado_id = i.simulado_id and t.usuario_id = r.usuario_id
                   and t.finalizado_em is not null and e.ultima_resposta_id = r.id))`,
    },
  };

export const cartaoDaLinha = (l: LinhaCartao): CartaoFsrs => ({
  due: l.devido,
  stability: l.estabilidade,
  difficulty: l.dificuldade,
  elapsed_days: l.diasDecorridos,
  scheduled_days: l.diasAgendados,
  learning_steps: l.passosAprendizado,
  reps: l.repeticoes,
  lapses: l.lapsos,
  state: l.estado,
  last_review: l.ultimaRevisao ?? undefined,
});

/** A card's FSRS state as the table's columns. */
export const colunasDoCartao = (c: CartaoFsrs) => ({
  devido: c.due,
  estabilidade: c.stability,
  dificuldade: c.difficulty,
  diasDecorridos: c.elapsed_days,
  diasAgendados: c.scheduled_days,
  passosAprendizado: c.learning_steps,
  repeticoes: c.reps,
  lapsos: c.lapses,
  estado: c.state,
  ultimaRevisao: c.last_review ?? null,
});

export function baralhoRepository(db: DbOrTx) {
  return {
    async resposta(tipo: TipoRevisao, respostaId: number): Promise<RespostaLida | undefined> {
      const { resposta, chave, correta, fechada } = RESPOSTAS[tipo];
      const [r] = await rows<RespostaLida & { respondidaEm: string | Date }>(
        db,
        sql`select r.usuario_id as "usuarioId", i.id as "itemId", i.plataforma_id as "plataformaId",
                   ${sql.raw(correta)} as correta, r.respondida_em as "respondidaEm", ${sql.raw(fechada)} as fechada
              from ${sql.raw(resposta)} r join ${sql.raw(tipo)} i on i.id = r.${sql.raw(chave)}
             where r.id = ${respostaId}`,
      );
      return r && { ...r, respondidaEm: new Date(r.respondidaEm) };
    },

    /** The student's card of the item; `bloquear`: locked until the transaction ends (one review at a time). */
    async cartao(usuarioId: number, tipo: TipoRevisao, itemId: number, { bloquear = false } = {}) {
      const consulta = db
        .select()
        .from(revisaoCartao)
        .where(
          and(
            eq(revisaoCartao.usuarioId, usuarioId),
            eq(revisaoCartao.tipo, tipo),
            eq(revisaoCartao.itemId, itemId),
          ),
        );
      const [c] = bloquear ? await consulta.for('update') : await consulta;
      return c;
    },

    cartaoParaRevisar(usuarioId: number, tipo: TipoRevisao, itemId: number) {
      return this.cartao(usuarioId, tipo, itemId, { bloquear: true });
    },

    /** A new card (or the one a concurrent answer just made), locked. */
    async criarCartao(
      usuarioId: number,
      tipo: TipoRevisao,
      itemId: number,
      plataformaId: number,
      c: CartaoFsrs,
    ) {
      await db
        .insert(revisaoCartao)
        .values({ usuarioId, tipo, itemId, plataformaId, ...colunasDoCartao(c) })
        .onConflictDoNothing();
      return (await this.cartaoParaRevisar(usuarioId, tipo, itemId))!;
    },

    async salvarCartao(id: number, c: CartaoFsrs) {
      await db.update(revisaoCartao).set(colunasDoCartao(c)).where(eq(revisaoCartao.id, id));
    },

    async registrarLog(
      cartao: LinhaCartao,
      r: { respostaId: number; correta: boolean; avaliacao: number; em: Date } & Revisao,
    ) {
      await db.insert(revisaoLog).values({
        cartaoId: cartao.id,
        usuarioId: cartao.usuarioId,
        tipo: cartao.tipo,
        itemId: cartao.itemId,
        respostaId: r.respostaId,
        correta: r.correta,
        avaliacao: r.avaliacao,
        revisadoEm: r.em,
        diasDecorridos: r.diasDecorridos,
        estadoAntes: r.antes.state,
        estadoDepois: r.depois.state,
        antes: r.antes,
        depois: r.depois,
      });
    },

    async logDaResposta(tipo: TipoRevisao, respostaId: number) {
      const [l] = await db
        .select()
        .from(revisaoLog)
        .where(and(eq(revisaoLog.tipo, tipo), eq(revisaoLog.respostaId, respostaId)));
      return l;
    },

    async ultimoLog(cartaoId: number) {
      const [l] = await db
        .select({ id: revisaoLog.id })
        .from(revisaoLog)
        .where(eq(revisaoLog.cartaoId, cartaoId))
        .orderBy(desc(revisaoLog.revisadoEm), desc(revisaoLog.id))
        .limit(1);
      return l;
    },

    async reavaliarLog(id: number, avaliacao: number, r: Revisao) {
      await db
        .update(revisaoLog)
        .set({ avaliacao, estadoDepois: r.depois.state, depois: r.depois })
        .where(eq(revisaoLog.id, id));
    },

    async certeza(tipo: TipoRevisao, respostaId: number) {
      const [c] = await db
        .select({ certeza: respostaCerteza.certeza, motivoErro: respostaCerteza.motivoErro })
        .from(respostaCerteza)
        .where(and(eq(respostaCerteza.tipo, tipo), eq(respostaCerteza.respostaId, respostaId)));
      return c;
    },

    async salvarCerteza(
      usuarioId: number,
      tipo: TipoRevisao,
      respostaId: number,
      v: { certeza: string | null; motivoErro: string | null },
    ) {
      await db
        .insert(respostaCerteza)
        .values({ usuarioId, tipo, respostaId, ...v })
        .onConflictDoUpdate({
          target: [respostaCerteza.tipo, respostaCerteza.respostaId],
          set: { ...v, atualizadoEm: sql`now()` },
        });
    },

    /** The certainty and miss reason of each of these answers of the student that has any. */
    certezas(usuarioId: number, tipo: TipoRevisao, respostaIds: number[]) {
      if (respostaIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          respostaId: respostaCerteza.respostaId,
          certeza: respostaCerteza.certeza,
          motivoErro: respostaCerteza.motivoErro,
        })
        .from(respostaCerteza)
        .where(
          and(
            eq(respostaCerteza.usuarioId, usuarioId),
            eq(respostaCerteza.tipo, tipo),
            inArray(respostaCerteza.respostaId, respostaIds),
          ),
        );
    },

    async registrarRespostaSimulado(r: {
      usuarioId: number;
      itemId: number;
      alternativaId: number;
      correta: boolean;
    }) {
      const [n] = await db
        .insert(revisaoRespostaSimulado)
        .values({
          usuarioId: r.usuarioId,
          simuladoQuestaoId: r.itemId,
          alternativaId: r.alternativaId,
          correta: r.correta,
          respondidaEm: agora(),
        })
        .returning({ id: revisaoRespostaSimulado.id });
      return n!.id;
    },

    /** Today's queue: the student's cards of the platform due before `ate`, most overdue first. */
    hoje(usuarioId: number, plataformaId: number, ate: Date, limite: number) {
      return db
        .select({ tipo: revisaoCartao.tipo, itemId: revisaoCartao.itemId, devido: revisaoCartao.devido })
        .from(revisaoCartao)
        .where(
          and(
            eq(revisaoCartao.usuarioId, usuarioId),
            eq(revisaoCartao.plataformaId, plataformaId),
            lt(revisaoCartao.devido, ate),
          ),
        )
        .orderBy(asc(revisaoCartao.devido), asc(revisaoCartao.tipo), asc(revisaoCartao.itemId))
        .limit(limite);
    },

    async contarHoje(usuarioId: number, plataformaId: number, ate: Date): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(revisaoCartao)
        .where(
          and(
            eq(revisaoCartao.usuarioId, usuarioId),
            eq(revisaoCartao.plataformaId, plataformaId),
            lt(revisaoCartao.devido, ate),
          ),
        );
      return r?.n ?? 0;
    },

    async preferencia(usuarioId: number) {
      const [p] = await db
        .select()
        .from(revisaoPreferencia)
        .where(eq(revisaoPreferencia.usuarioId, usuarioId));
      return p;
    },

    /** Per certainty level, how many of the student's answers on the platform (questions, exercises, mocks) were right. */
    calibracao(usuarioId: number, plataformaId: number) {
      return rows<{ certeza: string; total: number; acertos: number }>(
        db,
        sql`select c.certeza, count(*)::int as total, (count(*) filter (where a.correta))::int as acertos
              from resposta_certeza c
              join lateral (
                select r.correta from resposta_questao r
                 where c.tipo = 'questao' and r.id = c.resposta_id and r.plataforma_id = ${plataformaId}
                union all
                select r.correta from resposta_exercicio r join exercicio x on x.id = r.exercicio_id
                 where c.tipo = 'exercicio' and r.id = c.resposta_id and x.plataforma_id = ${plataformaId}
                union all
                select r.correta from ${sql.raw(RESPOSTAS.simulado_questao.resposta)} r
                  join simulado_questao i on i.id = r.simulado_questao_id
                 where c.tipo = 'simulado_questao' and r.id = c.resposta_id and i.plataforma_id = ${plataformaId}
              ) a on true
             where c.usuario_id = ${usuarioId} and c.certeza is not null
             group by c.certeza`,
      );
    },

    /** The miss reasons the student gave of her questions on the platform, per subject. */
    motivosPorMateria(usuarioId: number, plataformaId: number) {
      return rows<{ materiaId: number; materiaNome: string; motivoErro: string; total: number }>(
        db,
        sql`select m.id as "materiaId", m.nome as "materiaNome", c.motivo_erro as "motivoErro", count(*)::int as total
              from resposta_certeza c
              join resposta_questao r on r.id = c.resposta_id
              join questao_materia qm on qm.questao_id = r.questao_id
              join materia m on m.id = qm.materia_id
             where c.usuario_id = ${usuarioId} and c.tipo = 'questao' and c.motivo_erro is not null
               and r.plataforma_id = ${plataformaId}
             group by m.id, m.nome, c.motivo_erro
             order by m.nome, m.id, c.motivo_erro`,
      );
    },

    /**
     * Claims today's e-mail of the students who chose this hour and have anything due before `ate`, each
     * once a day (`ultimo_email` moves to `dia` in the same statement, so a second run finds none).
     */
    lembretes(hora: number, dia: string, ate: Date) {
      return rows<{ usuarioId: number; total: number; email: string; nome: string; tenantId: string }>(
        db,
        sql`with devidos as (
              select p.usuario_id, count(*)::int as total
                from revisao_preferencia p
                join revisao_cartao c on c.usuario_id = p.usuario_id and c.devido < ${ate}
               where p.email_diario and p.hora_email = ${hora}
                 and (p.ultimo_email is null or p.ultimo_email < ${dia}::date)
               group by p.usuario_id
            ), marcados as (
              update revisao_preferencia p set ultimo_email = ${dia}::date
                from devidos d
               where p.usuario_id = d.usuario_id and (p.ultimo_email is null or p.ultimo_email < ${dia}::date)
              returning p.usuario_id
            )
            select u.id as "usuarioId", d.total, u.email, u.nome, u.tenant_id as "tenantId"
              from marcados m join devidos d on d.usuario_id = m.usuario_id join usuario u on u.id = m.usuario_id
             where u.excluido_em is null
             order by u.id`,
      );
    },

    async desligarEmail(usuarioId: number) {
      await db
        .update(revisaoPreferencia)
        .set({ emailDiario: false })
        .where(eq(revisaoPreferencia.usuarioId, usuarioId));
    },

    async salvarPreferencia(
      usuarioId: number,
      p: { dataProva: string | null; emailDiario: boolean; horaEmail: number },
    ) {
      await db
        .insert(revisaoPreferencia)
        .values({ usuarioId, ...p })
        .onConflictDoUpdate({ target: revisaoPreferencia.usuarioId, set: p });
    },
  };
}
