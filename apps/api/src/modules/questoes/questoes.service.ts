import { pageOf, type TPage } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  letra,
  MENSAGEM_SELECIONE,
  MENSAGEM_SEM_QUESTOES,
  modeFromFlags,
  percentual,
  resumoAcertos,
  somaValida,
  valorSomatoria,
} from '@aprovei/shared/questoes/questoes.rules';
import type {
  TEstatisticaAcerto,
  TEstatisticaAlternativa,
  TQuestao,
  TQuestaoFiltro,
  TRespostaBody,
  TRespostaFeedback,
} from '@aprovei/shared/questoes/questoes.schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conteudo, subConteudo } from '../../db/schema/index.ts';
import { acessoService, type ConsultaExtra, type EscopoEstudo, escopoDe } from '../acesso/acesso.service.ts';
import { type BuscaFiltro, buscarPagina, esgotouSelecao, ordenacao, TABELAS_QUESTAO } from './busca.ts';
import {
  PARA_RESPONDER,
  PREFERENCIA,
  type Preferencia,
  type QuestaoDetalheRow,
  type QuestaoParaResponder,
  questoesRepository,
  VISIBILIDADE,
  type Visibilidade,
} from './questoes.repository.ts';

export const semQuestoes = () => new AppError('SEM_ACESSO', MENSAGEM_SEM_QUESTOES);
const naoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Questão não encontrada.');
const modoInvalido = () =>
  new AppError('VALIDACAO', 'Informe apenas um modo de exibição.', [
    { campo: 'todasQuestoes', mensagem: 'Informe apenas um modo de exibição.' },
  ]);

/** Filters as sent → the search's tag sets (a subject with chosen contents narrows to them). */
export async function resolverFiltro(
  db: Db,
  f: Pick<TQuestaoFiltro, 'listaMateriaQuestao' | 'listaConteudoQuestao'> & {
    listaSubConteudoQuestao?: number[];
  },
) {
  const subs = f.listaSubConteudoQuestao ?? [];
  const conteudosDosSubs = subs.length
    ? (
        await db.select({ id: subConteudo.conteudoId }).from(subConteudo).where(inArray(subConteudo.id, subs))
      ).map((r) => r.id)
    : [];
  const conteudos = f.listaConteudoQuestao.filter((c) => !conteudosDosSubs.includes(c));
  const materiasDosConteudos = f.listaConteudoQuestao.length
    ? (
        await db
          .select({ id: conteudo.materiaId })
          .from(conteudo)
          .where(inArray(conteudo.id, f.listaConteudoQuestao))
      ).map((r) => r.id)
    : [];
  const materias = f.listaMateriaQuestao.filter((m) => !materiasDosConteudos.includes(m));
  return { materias, conteudos, subConteudos: subs };
}

function toQuestao(r: QuestaoDetalheRow): TQuestao {
  return {
    id: r.id,
    numeroQuestao: r.numero_questao,
    enunciado: r.enunciado,
    ano: { id: r.ano_id, ano: r.ano },
    instituicao: { id: r.instituicao_id, nome: r.instituicao_nome },
    banca: r.banca_id === null ? null : { id: r.banca_id, nome: r.banca_nome ?? '' },
    listaMaterias: r.materias,
    listaConteudos: r.conteudos,
    listaSubConteudos: r.sub_conteudos,
    questaoSomatoria: r.questao_somatoria,
    listaAlternativas: r.alternativas.map((a) => ({
      id: a.id,
      ordem: a.ordem,
      enunciado: a.enunciado,
      valorSomatoria: r.questao_somatoria ? valorSomatoria(a.ordem - 1) : null,
      respostaMultiplaEscolhaSelecionada: r.ultima_alternativa_id === a.id,
    })),
    respondida: r.respondida,
    ultimaCorreta: r.ultima_correta,
    valorSomatoriaRespondida: r.ultima_somatoria,
    totalComentarios: r.total_comentarios,
    reacoes: r.reacoes,
  };
}

export function questoesService(db: Db) {
  const repo = questoesRepository(db);
  const acesso = acessoService(db);

  /**
   * The question (as `extra` selects it) if the user may see it: of the tenant's platforms, and
   * pre-selected when a trainee. Entitlements and the question come in one round trip.
   */
  async function comVisibilidade<T extends Visibilidade>(
    usuarioId: number,
    tenant: Tenant,
    extra: ConsultaExtra,
    questaoId: number,
  ): Promise<T & EscopoEstudo> {
    const { acesso: a, extra: q } = await acesso.forUserCom<T>(usuarioId, tenant, extra, questaoId);
    if (!q) throw naoEncontrada();
    let escopo: EscopoEstudo;
    try {
      escopo = escopoDe(a, tenant, q.plataformaId);
    } catch {
      throw naoEncontrada();
    }
    if (escopo.somenteEstagiario && !q.estagiario) throw semQuestoes();
    return { ...q, ...escopo };
  }

  /** A question the user may see: of the tenant's platforms, and pre-selected when a trainee. */
  async function visivel(usuarioId: number, tenant: Tenant, questaoId: number): Promise<EscopoEstudo> {
    const { plataformaId, somenteEstagiario } = await comVisibilidade<Visibilidade>(
      usuarioId,
      tenant,
      VISIBILIDADE,
      questaoId,
    );
    return { plataformaId, somenteEstagiario };
  }

  return {
    visivel,

    async listar(usuarioId: number, tenant: Tenant, f: TQuestaoFiltro): Promise<TPage<TQuestao>> {
      const modo = modeFromFlags(f);
      if (!modo) throw modoInvalido();
      // Entitlements and the ordering preference in one round trip.
      const [escopo, tags] = await Promise.all([
        acesso.escopoEstudoCom<Preferencia>(usuarioId, tenant, f.idPlataforma, PREFERENCIA),
        resolverFiltro(db, f),
      ]);
      const pref = escopo.extra ?? undefined;
      const filtro: BuscaFiltro = {
        plataformaId: f.idPlataforma,
        usuarioId,
        cursoId: f.idCurso,
        ...tags,
        instituicoes: f.listaInstituicao,
        bancas: f.listaBanca,
        anos: f.listaAno,
        numero: f.numeroQuestao,
        id: f.id,
        modo,
        somenteEstagiario: escopo.somenteEstagiario,
        ...ordenacao(f.orderBy, pref && { aleatoria: pref.questoesAleatorias, semente: pref.semente }),
      };
      const { itens, total } = await buscarPagina(db, TABELAS_QUESTAO, filtro, f.page, f.size, (ids) =>
        repo.detalhes(ids, usuarioId),
      );
      if (esgotouSelecao(escopo.somenteEstagiario, total, modo)) throw semQuestoes();
      return pageOf(itens.map(toQuestao), f.page, f.size, total);
    },

    async responder(usuarioId: number, tenant: Tenant, body: TRespostaBody): Promise<TRespostaFeedback> {
      const q = await comVisibilidade<QuestaoParaResponder>(
        usuarioId,
        tenant,
        PARA_RESPONDER,
        body.idQuestao,
      );
      let correta: boolean;
      let alternativaId: number | null = null;
      let soma: number | null = null;
      if (q.questaoSomatoria) {
        soma = body.valorSomatoria ?? 0;
        if (!somaValida(soma, q.alternativas.length)) {
          throw new AppError('VALIDACAO', MENSAGEM_SELECIONE, [
            { campo: 'valorSomatoria', mensagem: MENSAGEM_SELECIONE },
          ]);
        }
        correta = soma === q.somaCorreta;
      } else {
        const escolhida = q.alternativas.find((a) => a.id === body.idAlternativa);
        if (!body.idAlternativa) {
          throw new AppError('VALIDACAO', MENSAGEM_SELECIONE, [
            { campo: 'idAlternativa', mensagem: MENSAGEM_SELECIONE },
          ]);
        }
        if (!escolhida) {
          throw new AppError('VALIDACAO', 'A alternativa não pertence a esta questão.', [
            { campo: 'idAlternativa', mensagem: 'A alternativa não pertence a esta questão.' },
          ]);
        }
        alternativaId = escolhida.id;
        correta = escolhida.correta;
      }
      const idResposta = await repo.registrarResposta({
        usuarioId,
        questaoId: q.id,
        alternativaId,
        valorSomatoria: soma,
        correta,
      });
      return {
        certoErrado: correta,
        feedback: q.explicacao,
        id: q.questaoSomatoria ? null : (q.alternativas.find((a) => a.correta)?.id ?? null),
        valorSomatoriaResposta: q.questaoSomatoria ? q.somaCorreta : null,
        idResposta,
      };
    },

    async estatisticaAcerto(
      usuarioId: number,
      tenant: Tenant,
      questaoId: number,
    ): Promise<TEstatisticaAcerto> {
      await visivel(usuarioId, tenant, questaoId);
      const { total, acertos } = await repo.acertos(questaoId);
      return resumoAcertos(acertos, total);
    },

    async estatisticaAlternativas(
      usuarioId: number,
      tenant: Tenant,
      questaoId: number,
    ): Promise<TEstatisticaAlternativa[]> {
      const q = await comVisibilidade<QuestaoParaResponder>(usuarioId, tenant, PARA_RESPONDER, questaoId);
      const [{ total }, porAlternativa] = await Promise.all([
        repo.acertos(questaoId),
        repo.porAlternativa(questaoId, q.questaoSomatoria),
      ]);
      return porAlternativa.map((a) => ({
        ordem: a.ordem,
        descricao: letra(a.ordem - 1),
        total: a.total,
        percentual: percentual(a.total, total),
      }));
    },

    async ordenacao(usuarioId: number, tipo: 'questoes' | 'exercicios') {
      const p = await repo.preferencia(usuarioId);
      return { aleatoria: (tipo === 'questoes' ? p?.questoesAleatorias : p?.exerciciosAleatorios) ?? false };
    },

    async salvarOrdenacao(usuarioId: number, tipo: 'questoes' | 'exercicios', aleatoria: boolean) {
      await repo.salvarPreferencia(
        usuarioId,
        tipo === 'questoes' ? 'questoesAleatorias' : 'exerciciosAleatorios',
        aleatoria,
      );
      return { aleatoria };
    },
  };
}

export type QuestoesService = ReturnType<typeof questoesService>;
