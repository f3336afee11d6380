import { AppError } from '@aprovei/shared/errors';
import { MENSAGEM_SEM_METRICAS } from '@aprovei/shared/estatisticas/estatisticas.rules';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { percentual } from '@aprovei/shared/questoes/questoes.rules';
import type { TExercicio, TQuestao, TRespostaFeedback } from '@aprovei/shared/questoes/questoes.schemas';
import {
  CERTEZAS,
  MENSAGEM_EMAIL_DESLIGADO,
  MENSAGEM_ITEM_FORA_DAS_REVISOES,
  MENSAGEM_LINK_INVALIDO,
  MENSAGEM_SEM_REVISOES,
  type MotivoErro,
  type TipoRevisao,
} from '@aprovei/shared/revisao/revisao.rules';
import type {
  TCalibracao,
  TCertezaBody,
  TItemRevisao,
  TPreferenciaRevisao,
  TRevisarBody,
  TRevisarResultado,
  TRevisoesHoje,
} from '@aprovei/shared/revisao/revisao.schemas';
import type { TQuestaoSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import type { Db } from '../../db/client.ts';
import { agora } from '../../lib/relogio.ts';
import { acessoService, escopoDe } from '../acesso/index.ts';
import { baralhoService } from '../baralho/index.ts';
import { exerciciosService } from '../exercicios-fixacao/index.ts';
import { questoesService } from '../questoes/index.ts';
import { simuladosService } from '../simulados/index.ts';
import { assinaturaValida } from './lembretes.ts';

/** How many of today's items one read brings (the screen shows one at a time and reads again). */
export const ITENS_POR_LEITURA = 20;
const DIA_MS = 86_400_000;

/** A new order every time: the student must not know an answer by where it sits. */
function embaralhar<T>(lista: readonly T[]): T[] {
  const r = [...lista];
  for (let i = r.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [r[i], r[j]] = [r[j]!, r[i]!];
  }
  return r;
}

/** A mock's question as the review shows it: alternatives shuffled, no choice, key or explanation. */
const questaoSimuladoParaRevisar = (q: TQuestaoSimulado): TQuestaoSimulado => ({
  ...q,
  listaAlternativas: embaralhar(q.listaAlternativas).map((a) => ({
    ...a,
    respostaMultiplaEscolhaSelecionada: false,
  })),
  exibirDadosAdicionaisEnare: false,
  idAlternativaCorreta: null,
  explicacao: null,
});

/** A question as the review shows it: alternatives shuffled, nothing of the previous answer. */
const questaoParaRevisar = (q: TQuestao): TQuestao => ({
  ...q,
  listaAlternativas: embaralhar(q.listaAlternativas).map((a) => ({
    ...a,
    respostaMultiplaEscolhaSelecionada: false,
  })),
  respondida: false,
  ultimaCorreta: null,
  valorSomatoriaRespondida: null,
});

/**
 * 'Revisões de hoje' (issue 24): the items of the student's deck due today, answered one at a time as in
 * the search, each answer moving the item's card (baralho). A feature of the paid plans: trainees get the
 * statistics page's 401.
 */
export function revisaoService(db: Db) {
  const acesso = acessoService(db);
  const baralho = baralhoService(db);
  const questoes = questoesService(db);
  const exercicios = exerciciosService(db);
  const simulados = simuladosService(db);

  /**
   * A mock question answered again: corrected by its key (the mock closed for her: the deck holds no
   * other), kept by the deck, and the feedback of its result screen (the key and the explanation).
   */
  async function responderSimulado(
    usuarioId: number,
    plataformaId: number,
    b: TRevisarBody,
  ): Promise<TRespostaFeedback> {
    const [q] = await simulados.questoesParaRevisar(usuarioId, [b.idItem]);
    if (!q) throw new AppError('NAO_ENCONTRADO', MENSAGEM_ITEM_FORA_DAS_REVISOES);
    const escolhida = q.listaAlternativas.find((a) => a.id === b.idAlternativa);
    if (!escolhida)
      throw new AppError('VALIDACAO', MENSAGEM_ALTERNATIVA_DA_QUESTAO, [
        { campo: 'idAlternativa', mensagem: MENSAGEM_ALTERNATIVA_DA_QUESTAO },
      ]);
    const correta = escolhida.id === q.idAlternativaCorreta;
    const idResposta = await baralho.responderSimulado({
      usuarioId,
      itemId: q.id,
      plataformaId,
      alternativaId: escolhida.id,
      correta,
    });
    return {
      certoErrado: correta,
      feedback: q.explicacao ?? '',
      id: q.idAlternativaCorreta,
      valorSomatoriaResposta: null,
      idResposta,
      explicacoesAlternativas: [],
      gabaritoAlterado: null,
    };
  }

  async function liberado(usuarioId: number, tenant: Tenant, plataformaId: number) {
    const escopo = await acesso.escopoEstudo(usuarioId, tenant, plataformaId);
    if (escopo.somenteEstagiario) throw new AppError('SEM_ACESSO', MENSAGEM_SEM_REVISOES);
  }

  return {
    async hoje(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TRevisoesHoje> {
      // The entitlements and the deck in one stage: what a refused student's deck holds is never returned.
      const [, { total, itens }] = await Promise.all([
        liberado(usuarioId, tenant, plataformaId),
        baralho.hoje(usuarioId, plataformaId, ITENS_POR_LEITURA),
      ]);
      const ids = (tipo: TipoRevisao) => itens.filter((i) => i.tipo === tipo).map((i) => i.itemId);
      const [qs, xs, ss] = await Promise.all([
        questoes.cards(usuarioId, ids('questao')),
        exercicios.cards(usuarioId, ids('exercicio')),
        simulados.questoesParaRevisar(usuarioId, ids('simulado_questao')),
      ]);
      const q = new Map(qs.map((x) => [x.id, x]));
      const x = new Map(xs.map((e) => [e.id, e as TExercicio]));
      const sq = new Map(ss.map((e) => [e.id, e]));
      const lista = itens.flatMap((i): TItemRevisao[] => {
        const devidoEm = i.devido.toISOString();
        if (i.tipo === 'questao') {
          const questao = q.get(i.itemId);
          return questao ? [{ tipo: 'questao', devidoEm, questao: questaoParaRevisar(questao) }] : [];
        }
        if (i.tipo === 'simulado_questao') {
          const questao = sq.get(i.itemId);
          return questao
            ? [{ tipo: 'simulado_questao', devidoEm, questao: questaoSimuladoParaRevisar(questao) }]
            : [];
        }
        const exercicio = x.get(i.itemId);
        return exercicio
          ? [
              {
                tipo: 'exercicio',
                devidoEm,
                exercicio: { ...exercicio, respostaMarcadaVerdadeiroFalso: null },
              },
            ]
          : [];
      });
      return { total, itens: lista };
    },

    async contagem(usuarioId: number, tenant: Tenant, plataformaId: number) {
      const [, { total }] = await Promise.all([
        liberado(usuarioId, tenant, plataformaId),
        baralho.hoje(usuarioId, plataformaId, 0),
      ]);
      return { total };
    },

    /** Answers an item of the deck as the search does (same checks, same feedback) and says when it returns. */
    async revisar(usuarioId: number, tenant: Tenant, b: TRevisarBody): Promise<TRevisarResultado> {
      const cartao = await baralho.cartao(usuarioId, b.tipo, b.idItem);
      if (!cartao) throw new AppError('NAO_ENCONTRADO', MENSAGEM_ITEM_FORA_DAS_REVISOES);
      await liberado(usuarioId, tenant, cartao.plataformaId);
      const exercicio =
        b.tipo === 'exercicio'
          ? await exercicios.responder(usuarioId, tenant, b.idItem, respostaDoExercicio(b))
          : null;
      const questao =
        b.tipo === 'questao'
          ? await questoes.responder(usuarioId, tenant, {
              idQuestao: b.idItem,
              idAlternativa: b.idAlternativa,
              valorSomatoria: b.valorSomatoria,
            })
          : b.tipo === 'simulado_questao'
            ? await responderSimulado(usuarioId, cartao.plataformaId, b)
            : null;
      const idResposta = (questao ?? exercicio)!.idResposta;
      if (b.certeza) await baralho.registrarCerteza(usuarioId, b.tipo, idResposta, { certeza: b.certeza });
      const depois = (await baralho.cartao(usuarioId, b.tipo, b.idItem))!;
      return {
        questao,
        exercicio,
        proximaRevisao: depois.devido.toISOString(),
        diasAteProxima: Math.max(0, Math.round((depois.devido.getTime() - agora().getTime()) / DIA_MS)),
      };
    },

    registrarCerteza: (usuarioId: number, tipo: TipoRevisao, idResposta: number, body: TCertezaBody) =>
      baralho.registrarCerteza(usuarioId, tipo, idResposta, body),

    /** The calibration chart and miss reasons of /menu-estatisticas: a plan with 'Métricas de resultados'. */
    async calibracao(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TCalibracao> {
      const a = await acesso.forUser(usuarioId, tenant);
      escopoDe(a, tenant, plataformaId);
      if (!a.metricas(plataformaId)) throw new AppError('SEM_ACESSO', MENSAGEM_SEM_METRICAS);
      const { niveis, motivos } = await baralho.calibracao(usuarioId, plataformaId);
      const porNivel = new Map(niveis.map((n) => [n.certeza, n]));
      const materias = new Map<number, TCalibracao['motivosPorMateria'][number]>();
      for (const m of motivos) {
        const linha = materias.get(m.materiaId) ?? {
          materia: { id: m.materiaId, nome: m.materiaNome },
          motivos: [],
        };
        linha.motivos.push({ motivoErro: m.motivoErro as MotivoErro, total: m.total });
        materias.set(m.materiaId, linha);
      }
      return {
        niveis: CERTEZAS.map((certeza) => {
          const n = porNivel.get(certeza) ?? { total: 0, acertos: 0 };
          return {
            certeza,
            total: n.total,
            acertos: n.acertos,
            percentualAcertos: percentual(n.acertos, n.total),
          };
        }),
        motivosPorMateria: [...materias.values()],
      };
    },

    /** The e-mail's one-click switch-off: a link signed for this student (lembretes.ts), else a 400. */
    async desligarEmail(segredo: Uint8Array, usuarioId: number, assinatura: string) {
      if (!assinaturaValida(segredo, usuarioId, assinatura))
        throw new AppError('VALIDACAO', MENSAGEM_LINK_INVALIDO);
      await baralho.desligarEmail(usuarioId);
      return { mensagem: MENSAGEM_EMAIL_DESLIGADO };
    },

    preferencia: (usuarioId: number) => baralho.preferencia(usuarioId),
    salvarPreferencia: (usuarioId: number, p: TPreferenciaRevisao) => baralho.salvarPreferencia(usuarioId, p),
  };
}

const MENSAGEM_ALTERNATIVA_DA_QUESTAO = 'A alternativa não pertence a esta questão.';
const MENSAGEM_SELECIONE_CERTO_ERRADO = 'Você precisa selecionar uma alternativa!';

function respostaDoExercicio(b: TRevisarBody): boolean {
  if (typeof b.respostaMarcadaVerdadeiroFalso !== 'boolean')
    throw new AppError('VALIDACAO', MENSAGEM_SELECIONE_CERTO_ERRADO, [
      { campo: 'respostaMarcadaVerdadeiroFalso', mensagem: MENSAGEM_SELECIONE_CERTO_ERRADO },
    ]);
  return b.respostaMarcadaVerdadeiroFalso;
}
