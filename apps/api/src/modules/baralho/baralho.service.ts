import { AppError } from '@aprovei/shared/errors';
import {
  avaliacaoDe,
  type Certeza,
  diaNoBrasil,
  entraNoBaralho,
  fimDoDiaNoBrasil,
  horaNoBrasil,
  MENSAGEM_CERTEZA_SIMULADO_ABERTO,
  MENSAGEM_MOTIVO_SO_NO_ERRO,
  MENSAGEM_RESPOSTA_NAO_ENCONTRADA,
  type MotivoErro,
  type TipoRevisao,
} from '@aprovei/shared/revisao/revisao.rules';
import type { TCertezaBody, TPreferenciaRevisao } from '@aprovei/shared/revisao/revisao.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agora } from '../../lib/relogio.ts';
import { cartaoDeJson, cartaoNovo, revisar } from './agendamento.ts';
import { baralhoRepository, cartaoDaLinha, type LinhaCartao } from './baralho.repository.ts';

/** An answer just stored, as the deck hears of it (itens-estudo, after the answer's own write). */
export interface RespostaRegistrada {
  usuarioId: number;
  tipo: TipoRevisao;
  itemId: number;
  plataformaId: number;
  respostaId: number;
  correta: boolean;
}

const PREFERENCIA_PADRAO: TPreferenciaRevisao = { dataProva: null, emailDiario: false, horaEmail: 8 };

/** One review of a card, with its log: the card's new state, capped by the student's exam date. */
async function revisarCartao(
  tx: DbOrTx,
  cartao: LinhaCartao,
  r: { respostaId: number; correta: boolean; certeza: Certeza | null; em: Date },
) {
  const t = baralhoRepository(tx);
  const prova = (await t.preferencia(cartao.usuarioId))?.dataProva ?? null;
  const avaliacao = avaliacaoDe(r.correta, r.certeza);
  const revisao = revisar(cartaoDaLinha(cartao), r.em, avaliacao, prova);
  await t.salvarCartao(cartao.id, revisao.depois);
  await t.registrarLog(cartao, { ...r, avaliacao, ...revisao });
}

/** The card of the item, made new (due now) when the student has none. */
async function cartaoOuNovo(
  tx: DbOrTx,
  u: number,
  tipo: TipoRevisao,
  itemId: number,
  plataformaId: number,
  em: Date,
) {
  const t = baralhoRepository(tx);
  return (
    (await t.cartaoParaRevisar(u, tipo, itemId)) ??
    (await t.criarCartao(u, tipo, itemId, plataformaId, cartaoNovo(em)))
  );
}

/** A mock's question the student missed, by her final answer (simulados decides which). */
export interface ErroSimulado {
  itemId: number;
  respostaId: number;
  plataformaId: number;
}

/**
 * A mock closed for the student (finished, or its time ran out): her misses enter her deck, reviewed
 * Again as of the close. Called inside the close's transaction, so both commit together; an answer
 * already in the log is skipped, so a second call changes nothing.
 */
export async function aoFecharSimulado(tx: DbOrTx, usuarioId: number, erros: ErroSimulado[], em: Date) {
  const t = baralhoRepository(tx);
  for (const e of erros) {
    if (await t.logDaResposta('simulado_questao', e.respostaId)) continue;
    const cartao = await cartaoOuNovo(tx, usuarioId, 'simulado_questao', e.itemId, e.plataformaId, em);
    await revisarCartao(tx, cartao, { respostaId: e.respostaId, correta: false, certeza: null, em });
  }
}

/**
 * Each student's review deck (issue 24): answers move their item's FSRS card, a certainty given later
 * revises the answer's rating, and today's queue is read per platform. Times are the review's clock
 * (`lib/relogio.ts`: the server's, which a test moves with a fake clock or, end to end, an offset).
 */
export function baralhoService(db: Db) {
  const repo = baralhoRepository(db);

  return {
    /**
     * An answer was stored: a card of the item is reviewed (a hit rates Good until a certainty says
     * otherwise); an item without one enters the deck on a miss.
     */
    async aoResponder(r: RespostaRegistrada): Promise<void> {
      // A hit of an item outside the deck (most answers) costs one indexed read, no transaction.
      if (r.correta && !(await repo.cartao(r.usuarioId, r.tipo, r.itemId))) return;
      const em = agora();
      await db.transaction(async (tx) => {
        const t = baralhoRepository(tx);
        let cartao = await t.cartaoParaRevisar(r.usuarioId, r.tipo, r.itemId);
        if (!cartao) {
          if (!entraNoBaralho(r.correta, null)) return;
          cartao = await cartaoOuNovo(tx, r.usuarioId, r.tipo, r.itemId, r.plataformaId, em);
        }
        await revisarCartao(tx, cartao, { respostaId: r.respostaId, correta: r.correta, certeza: null, em });
      });
    },

    /**
     * The certainty and miss reason of one of the student's answers (a field left out stays, null clears
     * it). The answer's review is recomputed with the new rating when it is still the card's latest; a
     * hit marked 'Chutei' puts an item not yet in the deck into it.
     */
    async registrarCerteza(usuarioId: number, tipo: TipoRevisao, respostaId: number, body: TCertezaBody) {
      const resposta = await repo.resposta(tipo, respostaId);
      if (!resposta || resposta.usuarioId !== usuarioId)
        throw new AppError('NAO_ENCONTRADO', MENSAGEM_RESPOSTA_NAO_ENCONTRADA);
      // A mock's answer only once the mock closed for her (and only her final one): before, it could
      // still change, and its certainty would put it into the review early.
      if (!resposta.fechada) throw new AppError('CONFLITO', MENSAGEM_CERTEZA_SIMULADO_ABERTO);
      if (body.motivoErro && resposta.correta)
        throw new AppError('VALIDACAO', MENSAGEM_MOTIVO_SO_NO_ERRO, [
          { campo: 'motivoErro', mensagem: MENSAGEM_MOTIVO_SO_NO_ERRO },
        ]);
      return db.transaction(async (tx) => {
        const t = baralhoRepository(tx);
        const antes = await t.certeza(tipo, respostaId);
        const valores = {
          certeza: (body.certeza === undefined ? antes?.certeza : body.certeza) ?? null,
          motivoErro: (body.motivoErro === undefined ? antes?.motivoErro : body.motivoErro) ?? null,
        } as { certeza: Certeza | null; motivoErro: MotivoErro | null };
        await t.salvarCerteza(usuarioId, tipo, respostaId, valores);

        const cartao = await t.cartaoParaRevisar(usuarioId, tipo, resposta.itemId);
        const log = await t.logDaResposta(tipo, respostaId);
        const avaliacao = avaliacaoDe(resposta.correta, valores.certeza);
        if (log && cartao) {
          const ultimo = await t.ultimoLog(cartao.id);
          if (log.avaliacao !== avaliacao && ultimo?.id === log.id) {
            const prova = (await t.preferencia(usuarioId))?.dataProva ?? null;
            const revisao = revisar(
              cartaoDeJson(log.antes as Record<string, unknown>),
              log.revisadoEm,
              avaliacao,
              prova,
            );
            await t.salvarCartao(cartao.id, revisao.depois);
            await t.reavaliarLog(log.id, avaliacao, revisao);
          }
        } else if (!cartao && entraNoBaralho(resposta.correta, valores.certeza)) {
          const em = agora();
          const novo = await cartaoOuNovo(tx, usuarioId, tipo, resposta.itemId, resposta.plataformaId, em);
          await revisarCartao(tx, novo, {
            respostaId,
            correta: resposta.correta,
            certeza: valores.certeza,
            em,
          });
        }
        return valores;
      });
    },

    /**
     * A mock question answered again in the review (its mock's own answers are locked once it closed):
     * the answer is kept here and moves the card as any other. Returns the answer's id.
     */
    async responderSimulado(r: Omit<RespostaRegistrada, 'tipo' | 'respostaId'> & { alternativaId: number }) {
      const respostaId = await repo.registrarRespostaSimulado(r);
      await this.aoResponder({ ...r, tipo: 'simulado_questao', respostaId });
      return respostaId;
    },

    /** The certainty and miss reason the student gave of each of these answers (the ones she gave any). */
    certezas: (usuarioId: number, tipo: TipoRevisao, respostaIds: number[]) =>
      repo.certezas(usuarioId, tipo, respostaIds),

    /** The student's card of an item (its next review), if the item is in her deck. */
    cartao: (usuarioId: number, tipo: TipoRevisao, itemId: number) => repo.cartao(usuarioId, tipo, itemId),

    /** What is due today (Brazilian day) on the platform: how many, and the first `limite`. */
    async hoje(usuarioId: number, plataformaId: number, limite: number) {
      const ate = fimDoDiaNoBrasil(agora());
      const [total, itens] = await Promise.all([
        repo.contarHoje(usuarioId, plataformaId, ate),
        repo.hoje(usuarioId, plataformaId, ate, limite),
      ]);
      return { total, itens: itens.map((i) => ({ ...i, tipo: i.tipo as TipoRevisao })) };
    },

    /** Calibration (right % per certainty level) and miss reasons per subject, for the statistics page. */
    async calibracao(usuarioId: number, plataformaId: number) {
      const [niveis, motivos] = await Promise.all([
        repo.calibracao(usuarioId, plataformaId),
        repo.motivosPorMateria(usuarioId, plataformaId),
      ]);
      return { niveis, motivos };
    },

    /** The students to remind at this Brazilian hour, each claimed once a day (see the repository). */
    lembretes(agora: Date) {
      return repo.lembretes(horaNoBrasil(agora), diaNoBrasil(agora), fimDoDiaNoBrasil(agora));
    },

    desligarEmail: (usuarioId: number) => repo.desligarEmail(usuarioId),

    async preferencia(usuarioId: number): Promise<TPreferenciaRevisao> {
      const p = await repo.preferencia(usuarioId);
      return p
        ? { dataProva: p.dataProva, emailDiario: p.emailDiario, horaEmail: p.horaEmail }
        : PREFERENCIA_PADRAO;
    },

    async salvarPreferencia(usuarioId: number, p: TPreferenciaRevisao): Promise<TPreferenciaRevisao> {
      await repo.salvarPreferencia(usuarioId, p);
      return p;
    },
  };
}

export type BaralhoService = ReturnType<typeof baralhoService>;
