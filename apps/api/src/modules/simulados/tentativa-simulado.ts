import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  encerradoPeloTempo,
  fimDoTempo,
  liberado,
  MENSAGEM_BLOQUEADO,
  MENSAGEM_ESTATISTICAS_ANTES_DE_FINALIZAR,
  MENSAGEM_NAO_LIBERADO,
  MENSAGEM_SIMULADO_NAO_ENCONTRADO,
  PARTES_POR_TIPO,
  type ParteSimulado,
  type PesosSimulado,
  podeFinalizar,
  pontuar,
  tempoEsgotado,
} from '@aprovei/shared/simulados/simulados.rules';
import type { TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import type { Db } from '../../db/client.ts';
import { type Acesso, acessoService } from '../acesso/index.ts';
import { aoFecharSimulado } from '../baralho/index.ts';
import { type FiltroSimulados, type LinhaSimulado, simuladosRepository } from './simulados.repository.ts';

export const pesosDe = (
  s: Pick<LinhaSimulado, 'pesoSus' | 'pesoEspecifico' | 'pesoGeral' | 'pesoPortugues'>,
): PesosSimulado => ({
  SUS: s.pesoSus,
  ESPECIFICO: s.pesoEspecifico,
  GERAL: s.pesoGeral,
  PORTUGUES: s.pesoPortugues,
});

/**
 * Who owns a mock: staff, everyone for a free mock or a mock of a free package, and for a paid one a
 * contract of a plan with the national-exam block (acesso's planoEnare) or a purchase of its package.
 */
export const possui = (s: LinhaSimulado, a: Acesso) =>
  a.admin || s.gratuito || s.pacoteGratuito || a.planoEnare || s.comprado;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function paraWire(s: LinhaSimulado, a: Acesso, agora: Date): TSimulado {
  const parte = (p: ParteSimulado) => (s.finalizadoEm ? (s.resultado?.[p] ?? null) : null);
  const [sus, especifico, geral, portugues] = (['SUS', 'ESPECIFICO', 'GERAL', 'PORTUGUES'] as const).map(
    parte,
  );
  return {
    id: s.id,
    nome: s.nome,
    tipo: s.tipo,
    idPacote: s.pacoteId,
    liberado: liberado(s.dataLiberacao, agora),
    dataLiberacao: s.dataLiberacao.toISOString(),
    acabouSimulado: s.finalizadoEm !== null,
    isGratuito: s.gratuito || s.pacoteGratuito,
    bloqueado: !possui(s, a),
    totalQuestoes: s.totalQuestoes,
    duracaoMinutos: s.duracaoMinutos,
    iniciadoEm: iso(s.iniciadoEm),
    fimDoTempo: iso(fimDoTempo(s.iniciadoEm, s.duracaoMinutos)),
    finalizadoEm: iso(s.finalizadoEm),
    numeroAcertos: s.finalizadoEm ? s.acertos : null,
    pontuacao: s.finalizadoEm ? s.pontuacao : null,
    acertosSus: sus?.acertos ?? null,
    pontosSus: sus?.pontos ?? null,
    acertosEspecifico: especifico?.acertos ?? null,
    pontosEspecifico: especifico?.pontos ?? null,
    acertosGeral: geral?.acertos ?? null,
    pontosGeral: geral?.pontos ?? null,
    acertosPortugues: portugues?.acertos ?? null,
    pontosPortugues: portugues?.pontos ?? null,
    partes: s.finalizadoEm ? partesDe(s) : null,
  };
}

/** Every part of the mock's type, in the type's order (a part with no question reads 0 of 0). */
export const partesDe = (s: LinhaSimulado) =>
  PARTES_POR_TIPO[s.tipo].map((parte) => ({
    parte,
    ...(s.resultado?.[parte] ?? { acertos: 0, total: 0, pontos: 0 }),
  }));

export const naoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGEM_SIMULADO_NAO_ENCONTRADO);

/**
 * A student's attempt at a mock: who may open it, its start, its time limit and its finish (the score
 * fixed from the answers given), and the mocks as the student's lists show them.
 *
 * Time limit: the attempt starts when the student first opens the mock (or first answers). After
 * `duracaoMinutos` the student's finish closes it without every answer; after the offline tolerance too
 * (answers a device kept offline may still arrive, docs/decisions/026-respostas-offline.md), any call about
 * the mock finishes the attempt with what was answered. Either way it finishes as of the limit's end: the
 * finish time the ranking's tie-break uses.
 */
export function tentativasSimulado(db: Db) {
  const repo = simuladosRepository(db);
  const acesso = acessoService(db);

  const plataformas = (tenant: Tenant) => PLATAFORMAS_DO_TENANT[tenant];

  async function um(usuarioId: number, tenant: Tenant, id: number): Promise<LinhaSimulado> {
    const [s] = await repo.listar(usuarioId, { plataformas: plataformas(tenant), id });
    if (!s) throw naoEncontrado();
    return s;
  }

  /** 404 unless the mock is of the tenant's product. */
  async function visivel(tenant: Tenant, id: number) {
    if (!(await repo.existe(id, plataformas(tenant)))) throw naoEncontrado();
  }

  /** The mock if the student may take it: 404 unknown or of another product, 403 locked, 409 unreleased. */
  async function aberto(usuarioId: number, tenant: Tenant, id: number, a?: Acesso) {
    const [s, ac] = await Promise.all([um(usuarioId, tenant, id), a ?? acesso.forUser(usuarioId, tenant)]);
    if (!possui(s, ac)) throw new AppError('PROIBIDO', MENSAGEM_BLOQUEADO);
    if (!liberado(s.dataLiberacao, new Date())) throw new AppError('CONFLITO', MENSAGEM_NAO_LIBERADO);
    return { simulado: s, acesso: ac };
  }

  /**
   * Finishes the attempt under its row lock and fixes the score from the answers given. Without every
   * question answered it finishes only once the time is up. Returns whether the attempt is finished.
   */
  function finalizarTentativa(s: LinhaSimulado, usuarioId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const r = simuladosRepository(tx);
      // Waits for an annulment in progress (it locks the mock FOR UPDATE), so the score sees it.
      await r.travarContraAnulacao(s.id);
      const t = await r.tentativaParaFinalizar(s.id, usuarioId);
      if (!t) return false;
      if (t.finalizadoEm) return true;
      const agora = new Date();
      const esgotado = tempoEsgotado(t.iniciadoEm, s.duracaoMinutos, agora);
      const respostas = await r.respostas(s.id, usuarioId);
      // An annulled question needs no answer: it counts as right anyway.
      const respondidas = respostas.filter((q) => q.idAlternativa !== null || q.anulada).length;
      if (!podeFinalizar(respostas.length, respondidas, esgotado)) return false;
      const resultado = pontuar(s.tipo, pesosDe(s), respostas);
      const em = esgotado ? (fimDoTempo(t.iniciadoEm, s.duracaoMinutos) as Date) : agora;
      await r.finalizar(s.id, usuarioId, em, {
        pontuacao: resultado.pontuacao,
        acertos: resultado.acertos,
        resultado: resultado.partes,
      });
      // Closed for her: her misses (final answers, never a blank one) enter her review deck now, in this
      // transaction, and not before (she could still change them).
      await aoFecharSimulado(
        tx,
        usuarioId,
        respostas.flatMap((q) =>
          q.idResposta !== null && q.idAlternativa !== null && !q.anulada && q.correta === false
            ? [{ itemId: q.idQuestao, respostaId: Number(q.idResposta), plataformaId: q.plataformaId }]
            : [],
        ),
        em,
      );
      return true;
    });
  }

  /** Starts the attempt if needed and finishes it when its time is up; the mock as it now stands. */
  async function emAndamento(usuarioId: number, tenant: Tenant, id: number, a?: Acesso) {
    const { simulado: s, acesso: ac } = await aberto(usuarioId, tenant, id, a);
    if (s.finalizadoEm) return { simulado: s, acesso: ac, esgotou: false };
    const iniciadoEm = s.iniciadoEm ?? (await repo.iniciar(s.id, usuarioId));
    if (encerradoPeloTempo(iniciadoEm, s.duracaoMinutos, new Date())) {
      await finalizarTentativa(s, usuarioId);
      return { simulado: await um(usuarioId, tenant, id), acesso: ac, esgotou: true };
    }
    return { simulado: { ...s, iniciadoEm }, acesso: ac, esgotou: false };
  }

  /**
   * The mocks as the filter selects them, attempts whose time ran out finished first (so the lists and the
   * results never show an attempt that is over as open).
   */
  async function listarAtualizados(usuarioId: number, f: FiltroSimulados) {
    const linhas = await repo.listar(usuarioId, f);
    const agora = new Date();
    const vencidas = linhas.filter(
      (s) => !s.finalizadoEm && encerradoPeloTempo(s.iniciadoEm, s.duracaoMinutos, agora),
    );
    if (vencidas.length === 0) return linhas;
    for (const s of vencidas) await finalizarTentativa(s, usuarioId);
    return repo.listar(usuarioId, f);
  }

  async function lista(usuarioId: number, tenant: Tenant, f: Omit<FiltroSimulados, 'plataformas'>) {
    const [linhas, a] = await Promise.all([
      listarAtualizados(usuarioId, { ...f, plataformas: plataformas(tenant) }),
      acesso.forUser(usuarioId, tenant),
    ]);
    const agora = new Date();
    return linhas.map((s) => paraWire(s, a, agora));
  }

  async function finalizado(usuarioId: number, tenant: Tenant, id: number) {
    const { simulado: s } = await emAndamento(usuarioId, tenant, id);
    if (!s.finalizadoEm || !s.resultado)
      throw new AppError('CONFLITO', MENSAGEM_ESTATISTICAS_ANTES_DE_FINALIZAR);
    return s;
  }

  return {
    plataformas,
    um,
    visivel,
    aberto,
    finalizarTentativa,
    emAndamento,
    listarAtualizados,
    lista,
    finalizado,
  };
}
