import { pageOf, type TPage } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Certeza, MotivoErro } from '@aprovei/shared/revisao/revisao.rules';
import {
  aceitaResposta,
  fimDoTempo,
  MENSAGEM_FOLHA_NAO_ENCONTRADA,
  MENSAGEM_JA_FINALIZADO,
  MENSAGEM_NAO_RESPONDIDAS,
  MENSAGEM_SOMENTE_ADMIN,
  MENSAGEM_TEMPO_ESGOTADO,
  type ParteSimulado,
  percentil,
} from '@aprovei/shared/simulados/simulados.rules';
import type {
  TNovoSimuladoBody,
  TPacoteSimulado,
  TQuestaoSimulado,
  TRespostaSimuladoBody,
  TSimulado,
} from '@aprovei/shared/simulados/simulados.schemas';
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { acessoService } from '../acesso/index.ts';
import { baralhoService } from '../baralho/index.ts';
import { itensEstudoService, registrarResposta, respostaDoCliente } from '../itens-estudo/index.ts';
import { folhaRespostasPdf } from './folha-respostas-pdf.ts';
import { inserirSimulado } from './novo-simulado.ts';
import { rankingSimulado } from './ranking-simulado.ts';
import { type LinhaSimulado, simuladosRepository } from './simulados.repository.ts';
import { naoEncontrado, partesDe, tentativasSimulado } from './tentativa-simulado.ts';
import {
  QUESTAO_SIMULADO,
  QUESTAO_SIMULADO_PARA_RESPONDER,
  type QuestaoSimuladoParaResponder,
  TABELAS_QUESTAO_SIMULADO,
} from './tipo-questao-simulado.ts';

export { pesosDe, possui } from './tentativa-simulado.ts';

/** SQLSTATE of the trigger that locks a finished attempt's answers (migration 0009). */
const RESPOSTAS_TRAVADAS = 'SM001';
function sqlState(erro: unknown): string | undefined {
  for (let e = erro, i = 0; e instanceof Error && i < 5; e = e.cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * National mock exams: the lists, taking a mock (answers saved at once and changeable until it is
 * finished; finishing needs every answer, or the end of the time limit), its statistics and the ranking.
 * The attempt and its time limit: tentativa-simulado.ts (once the time is up an answer is refused, 409,
 * with that message); the ranking: ranking-simulado.ts.
 */
export function simuladosService(db: Db) {
  const repo = simuladosRepository(db);
  const acesso = acessoService(db);
  const questoes = itensEstudoService(db).deTipo(QUESTAO_SIMULADO);
  const baralho = baralhoService(db);

  const { plataformas, um, visivel, emAndamento, finalizarTentativa, listarAtualizados, lista, finalizado } =
    tentativasSimulado(db);
  const ranking = rankingSimulado(db, visivel);

  const zero = { numeroAcertos: 0, numeroErros: 0 };
  const acertosErros = (s: LinhaSimulado, p: ParteSimulado) => {
    const r = s.resultado?.[p];
    return r ? { numeroAcertos: r.acertos, numeroErros: r.total - r.acertos } : zero;
  };
  /** Comum: the general part (ENARE) or Portuguese (FUVEST), as the statistics screen titles it. */
  const comum = (s: LinhaSimulado) => acertosErros(s, s.tipo === 'FUVEST' ? 'PORTUGUES' : 'GERAL');

  return {
    /** One page of the mock's questions (one per page by default); opening it starts the attempt. */
    async listarQuestoes(
      usuarioId: number,
      tenant: Tenant,
      id: number,
      page: number,
      size: number,
    ): Promise<TPage<TQuestaoSimulado>> {
      const { simulado: s } = await emAndamento(usuarioId, tenant, id);
      const { ids, total } = await repo.paginaQuestoes(s.id, page, size);
      return pageOf(await questoes.cards(usuarioId, ids), page, size, total);
    },

    /**
     * Saves the chosen alternative (replacing an earlier one) while the attempt is open, or after its time
     * limit one a device kept offline (simulados.rules aceitaResposta). A repeat of a client id the user
     * already gave returns what the first saved, whatever the attempt's state now.
     */
    async responder(usuarioId: number, tenant: Tenant, body: TRespostaSimuladoBody) {
      const { acesso: a, extra: q } = await acesso.forUserCom<QuestaoSimuladoParaResponder>(
        usuarioId,
        tenant,
        QUESTAO_SIMULADO_PARA_RESPONDER,
        body.idQuestao,
      );
      if (!q || !(plataformas(tenant) as readonly number[]).includes(q.plataformaId))
        throw new AppError('NAO_ENCONTRADO', QUESTAO_SIMULADO.mensagens.naoEncontrado);
      const anterior =
        body.idCliente && (await respostaDoCliente(db, TABELAS_QUESTAO_SIMULADO, usuarioId, body.idCliente));
      if (anterior)
        return {
          idQuestao: q.id,
          idAlternativa: Number(anterior.valores.alternativa_id),
          idResposta: anterior.id,
        };
      const { simulado: s, esgotou } = await emAndamento(usuarioId, tenant, q.simuladoId, a);
      if (esgotou) throw new AppError('CONFLITO', MENSAGEM_TEMPO_ESGOTADO);
      if (s.finalizadoEm) throw new AppError('CONFLITO', MENSAGEM_JA_FINALIZADO);
      const respondidaEm = body.respondidaEm ? new Date(body.respondidaEm) : undefined;
      if (!aceitaResposta(fimDoTempo(s.iniciadoEm, s.duracaoMinutos), new Date(), respondidaEm)) {
        // Past the limit and not kept offline from before it: the attempt closes now, as it did at the limit.
        await finalizarTentativa(s, usuarioId);
        throw new AppError('CONFLITO', MENSAGEM_TEMPO_ESGOTADO);
      }
      const { correta, valores } = QUESTAO_SIMULADO.corrigir(q, body.idAlternativa);
      const { id: idResposta } = await registrarResposta(db, TABELAS_QUESTAO_SIMULADO, {
        usuarioId,
        itemId: q.id,
        correta,
        valores,
        idCliente: body.idCliente,
      }).catch((erro: unknown) => {
        // Finished between the check above and the write (the database's lock, migration 0009).
        if (sqlState(erro) === RESPOSTAS_TRAVADAS) throw new AppError('CONFLITO', MENSAGEM_JA_FINALIZADO);
        throw erro;
      });
      return { idQuestao: q.id, idAlternativa: body.idAlternativa, idResposta };
    },

    /**
     * Mock questions as the daily review shows them (cards of mocks the student finished; the review's
     * deck holds no other), in the given order.
     */
    questoesParaRevisar: (usuarioId: number, ids: number[]) => questoes.cards(usuarioId, ids),

    /** true once finished; 400 with the spec's text while a question is blank (and time remains). */
    async finalizar(usuarioId: number, tenant: Tenant, id: number): Promise<boolean> {
      const { simulado: s } = await emAndamento(usuarioId, tenant, id);
      if (s.finalizadoEm) return true;
      if (!(await finalizarTentativa(s, usuarioId)))
        throw new AppError('VALIDACAO', MENSAGEM_NAO_RESPONDIDAS);
      return true;
    },

    async acabou(usuarioId: number, tenant: Tenant, id: number): Promise<boolean> {
      return (await emAndamento(usuarioId, tenant, id)).simulado.finalizadoEm !== null;
    },

    async respostas(usuarioId: number, tenant: Tenant, id: number) {
      const { simulado: s } = await emAndamento(usuarioId, tenant, id);
      const fim = s.finalizadoEm !== null;
      const respostas = await repo.respostas(s.id, usuarioId);
      const idResposta = (r: (typeof respostas)[number]) =>
        fim && r.idResposta !== null && r.idAlternativa !== null ? Number(r.idResposta) : null;
      const certezas = new Map(
        (
          await baralho.certezas(
            usuarioId,
            'simulado_questao',
            respostas.flatMap((r) => idResposta(r) ?? []),
          )
        ).map((c) => [Number(c.respostaId), c]),
      );
      return respostas.map((r) => {
        const c = certezas.get(idResposta(r) ?? 0);
        return {
          idQuestao: r.idQuestao,
          idAlternativa: r.idAlternativa,
          // Right or wrong only once finished: during the exam it would reveal the key.
          correta: fim && (r.idAlternativa !== null || r.anulada) ? r.correta === true : null,
          // The final answer, whose certainty the answer key asks (only once finished, as the review).
          idResposta: idResposta(r),
          certeza: (c?.certeza ?? null) as Certeza | null,
          motivoErro: (c?.motivoErro ?? null) as MotivoErro | null,
        };
      });
    },

    /** The first unanswered question and its page (one question per page). */
    async naoRespondida(usuarioId: number, tenant: Tenant, id: number) {
      const { simulado: s } = await emAndamento(usuarioId, tenant, id);
      const respostas = await repo.respostas(s.id, usuarioId);
      const pagina = respostas.findIndex((r) => r.idAlternativa === null && !r.anulada);
      return pagina < 0
        ? { temQuestaoNaoRespondida: false, idQuestao: null, pagina: null }
        : { temQuestaoNaoRespondida: true, idQuestao: respostas[pagina]!.idQuestao, pagina };
    },

    /** A mock of the product with the student's results (also a locked or unreleased one: the lists show those). */
    async dados(usuarioId: number, tenant: Tenant, id: number): Promise<TSimulado> {
      const [s] = await lista(usuarioId, tenant, { id });
      if (!s) throw naoEncontrado();
      return s;
    },

    async nome(usuarioId: number, tenant: Tenant, id: number) {
      const s = await um(usuarioId, tenant, id);
      return { id: s.id, nome: s.nome, tipo: s.tipo };
    },

    /** The mocks of a package the student owns (the package's button opens them). */
    async doPacote(usuarioId: number, tenant: Tenant, pacoteId: number) {
      return (await lista(usuarioId, tenant, { pacoteId })).filter((s) => !s.bloqueado);
    },

    /** The mocks of a package the student does not own (the locked list of disabled buttons). */
    async bloqueadosDoPacote(usuarioId: number, tenant: Tenant, pacoteId: number) {
      return (await lista(usuarioId, tenant, { pacoteId })).filter((s) => s.bloqueado);
    },

    /** The released mocks the student owns: the ranking panel's tabs. */
    async dashboard(usuarioId: number, tenant: Tenant) {
      return (await lista(usuarioId, tenant, { liberadosAte: new Date() })).filter((s) => !s.bloqueado);
    },

    /** Free mocks outside any package. */
    foraPlanoGratuitos: (usuarioId: number, tenant: Tenant) =>
      lista(usuarioId, tenant, { semPacote: true, gratuito: true }),

    /** Paid mocks outside any package (locked unless the student has the national-exam plan block). */
    foraPlanoPagos: (usuarioId: number, tenant: Tenant) =>
      lista(usuarioId, tenant, { semPacote: true, gratuito: false }),

    async pacotes(usuarioId: number, tenant: Tenant): Promise<TPacoteSimulado[]> {
      const [linhas, a] = await Promise.all([
        repo.pacotes(usuarioId, plataformas(tenant)),
        acesso.forUser(usuarioId, tenant),
      ]);
      return linhas.map((p) => ({
        id: p.id,
        nome: p.nome,
        isGratuito: p.gratuito,
        bloqueado: !(a.admin || p.gratuito || a.planoEnare || p.comprado),
      }));
    },

    /** Whether a plan is a national-exam mock plan (the purchase page's 'Ir para simulados'). */
    async planoESimulado(tenant: Tenant, planoId: number): Promise<boolean> {
      const enare = await repo.planoEnare(planoId, tenant);
      if (enare === undefined) throw new AppError('NAO_ENCONTRADO', 'Plano não encontrado.');
      return enare;
    },

    async estatisticas(usuarioId: number, tenant: Tenant, id: number) {
      const s = await finalizado(usuarioId, tenant, id);
      return {
        comum: comum(s),
        especifico: acertosErros(s, 'ESPECIFICO'),
        portugues: s.tipo === 'FUVEST' ? acertosErros(s, 'PORTUGUES') : null,
        sus: acertosErros(s, 'SUS'),
      };
    },

    async estatisticasComunsEspecificas(usuarioId: number, tenant: Tenant, id: number) {
      const s = await finalizado(usuarioId, tenant, id);
      return { comum: comum(s), especifico: acertosErros(s, 'ESPECIFICO') };
    },

    async estatisticasPorMateria(usuarioId: number, tenant: Tenant, id: number) {
      const s = await finalizado(usuarioId, tenant, id);
      return repo.porMateria(s.id, usuarioId);
    },

    ...ranking,

    /**
     * The student's answer sheet of their own finished attempt, as a PDF; 404 for a mock they have not
     * finished (or of another product), so nobody learns anything of another's attempt.
     */
    async folhaRespostas(usuarioId: number, tenant: Tenant, id: number): Promise<Uint8Array> {
      const [s] = await listarAtualizados(usuarioId, { plataformas: plataformas(tenant), id });
      if (!s?.finalizadoEm || !s.resultado)
        throw new AppError('NAO_ENCONTRADO', MENSAGEM_FOLHA_NAO_ENCONTRADA);
      const [questoes, aluno, voce, participantes] = await Promise.all([
        repo.folha(s.id, usuarioId),
        repo.nomeUsuario(usuarioId),
        repo.posicao(s.id, usuarioId),
        repo.participantes(s.id),
      ]);
      return folhaRespostasPdf({
        simulado: s.nome,
        aluno,
        finalizadoEm: s.finalizadoEm,
        acertos: s.acertos ?? 0,
        total: s.totalQuestoes,
        pontuacao: s.pontuacao ?? 0,
        partes: partesDe(s).map(({ parte, ...resultado }) => ({ parte, resultado })),
        posicao: voce && {
          posicao: voce.posicao,
          participantes,
          percentil: percentil(voce.posicao, participantes),
        },
        questoes,
      });
    },

    /** A new mock written by the staff (admin only), on the product's first platform. */
    async criar(usuarioId: number, tenant: Tenant, b: TNovoSimuladoBody): Promise<{ id: number }> {
      const a = await acesso.forUser(usuarioId, tenant);
      if (!a.admin) throw new AppError('PROIBIDO', MENSAGEM_SOMENTE_ADMIN);
      const plataformaId = plataformas(tenant)[0] as number;
      const r = await repo.referencias({ ...b, plataformaId });
      const campo = (c: string, mensagem: string) =>
        new AppError('VALIDACAO', mensagem, [{ campo: c, mensagem }]);
      if (!r.ano) throw campo('idAno', 'Ano inválido.');
      if (!r.instituicao) throw campo('idInstituicao', 'Instituição inválida.');
      if (!r.pacote) throw campo('idPacote', 'Pacote inválido.');
      if (r.nomeUsado) throw new AppError('CONFLITO', 'Já existe um simulado com esse nome.');
      const { id } = await db.transaction((tx) =>
        inserirSimulado(tx, {
          plataformaId,
          pacoteId: b.idPacote,
          nome: b.nome,
          tipo: b.tipo,
          gratuito: b.gratuito,
          dataLiberacao: new Date(b.dataLiberacao),
          duracaoMinutos: b.duracaoMinutos,
          pesos: b.pesos,
          // The statement is sanitised by the writer; the alternatives and explanation here (staff's HTML).
          questoes: b.questoes.map((q) => ({
            ...q,
            alternativas: q.alternativas.map(sanitizeRichText),
            explicacao: sanitizeRichText(q.explicacao),
            anoId: b.idAno,
            instituicaoId: b.idInstituicao,
            materias: [],
            conteudos: [],
          })),
        }),
      );
      return { id };
    },
  };
}

export type SimuladosService = ReturnType<typeof simuladosService>;
