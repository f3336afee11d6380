import { pageOf, type TPage } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  MENSAGEM_SEM_EXERCICIOS,
  modeFromFlags,
  percentual,
  resumoAcertos,
} from '@aprovei/shared/questoes/questoes.rules';
import type {
  TEstatisticaExercicio,
  TExercicio,
  TExercicioFiltro,
} from '@aprovei/shared/questoes/questoes.schemas';
import type { Db } from '../../db/client.ts';
import { acessoService, type EscopoEstudo, escopoDe } from '../acesso/acesso.service.ts';
import { buscarPagina, esgotouSelecao, ordenacao, TABELAS_EXERCICIO } from '../questoes/busca.ts';
import { PREFERENCIA, type Preferencia } from '../questoes/questoes.repository.ts';
import { resolverFiltro } from '../questoes/questoes.service.ts';
import {
  EXERCICIO_PARA_RESPONDER,
  type ExercicioDetalheRow,
  type ExercicioParaResponder,
  exerciciosRepository,
} from './exercicios.repository.ts';

export const semExercicios = () => new AppError('SEM_ACESSO', MENSAGEM_SEM_EXERCICIOS);
const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Exercício não encontrado.');

function toExercicio(r: ExercicioDetalheRow): TExercicio {
  return {
    id: r.id,
    enunciado: r.afirmativa,
    questao: {
      id: r.id,
      numeroQuestao: r.numero_questao,
      ano: { id: r.ano_id, ano: r.ano },
      instituicao: { id: r.instituicao_id, nome: r.instituicao_nome },
      listaMaterias: r.materias,
      listaConteudos: r.conteudos,
      enunciado: r.contexto,
    },
    respostaMarcadaVerdadeiroFalso: r.ultima_resposta,
    totalComentarios: r.total_comentarios,
    reacoes: r.reacoes,
  };
}

export function exerciciosService(db: Db) {
  const repo = exerciciosRepository(db);
  const acesso = acessoService(db);

  /** The exercise if the user may see it (see questoes.service's comVisibilidade): one round trip. */
  async function paraResponder(
    usuarioId: number,
    tenant: Tenant,
    exercicioId: number,
  ): Promise<ExercicioParaResponder & EscopoEstudo> {
    const { acesso: a, extra: x } = await acesso.forUserCom<ExercicioParaResponder>(
      usuarioId,
      tenant,
      EXERCICIO_PARA_RESPONDER,
      exercicioId,
    );
    if (!x) throw naoEncontrado();
    let escopo: EscopoEstudo;
    try {
      escopo = escopoDe(a, tenant, x.plataformaId);
    } catch {
      throw naoEncontrado();
    }
    if (escopo.somenteEstagiario && !x.estagiario) throw semExercicios();
    return { ...x, ...escopo };
  }

  async function visivel(usuarioId: number, tenant: Tenant, exercicioId: number): Promise<EscopoEstudo> {
    const { plataformaId, somenteEstagiario } = await paraResponder(usuarioId, tenant, exercicioId);
    return { plataformaId, somenteEstagiario };
  }

  return {
    visivel,

    async listar(usuarioId: number, tenant: Tenant, f: TExercicioFiltro): Promise<TPage<TExercicio>> {
      const modo = modeFromFlags(f);
      if (!modo) {
        throw new AppError('VALIDACAO', 'Informe apenas um modo de exibição.', [
          { campo: 'todasQuestoes', mensagem: 'Informe apenas um modo de exibição.' },
        ]);
      }
      // Entitlements and the ordering preference in one round trip.
      const [escopo, tags] = await Promise.all([
        acesso.escopoEstudoCom<Preferencia>(usuarioId, tenant, f.idPlataforma, PREFERENCIA),
        resolverFiltro(db, f),
      ]);
      const pref = escopo.extra ?? undefined;
      const { itens, total } = await buscarPagina(
        db,
        TABELAS_EXERCICIO,
        {
          plataformaId: f.idPlataforma,
          usuarioId,
          cursoId: f.idCurso,
          ...tags,
          instituicoes: f.listaInstituicao,
          bancas: [],
          anos: f.listaAno,
          numero: f.numeroQuestao,
          id: f.id,
          modo,
          somenteEstagiario: escopo.somenteEstagiario,
          ...ordenacao(f.orderBy, pref && { aleatoria: pref.exerciciosAleatorios, semente: pref.semente }),
        },
        f.page,
        f.size,
        (ids) => repo.detalhes(ids, usuarioId),
      );
      if (esgotouSelecao(escopo.somenteEstagiario, total, modo)) throw semExercicios();
      return pageOf(itens.map(toExercicio), f.page, f.size, total);
    },

    async responder(usuarioId: number, tenant: Tenant, exercicioId: number, resposta: boolean) {
      const x = await paraResponder(usuarioId, tenant, exercicioId);
      const correta = resposta === x.certo;
      const idResposta = await repo.registrarResposta({ usuarioId, exercicioId, resposta, correta });
      return { certoErrado: correta, feedback: x.explicacao, idResposta };
    },

    async estatistica(
      usuarioId: number,
      tenant: Tenant,
      exercicioId: number,
    ): Promise<TEstatisticaExercicio> {
      await visivel(usuarioId, tenant, exercicioId);
      const s = await repo.estatistica(exercicioId);
      return {
        ...resumoAcertos(s.acertos, s.total),
        alternativas: [
          { ordem: 1, descricao: 'Certo', total: s.certo, percentual: percentual(s.certo, s.total) },
          { ordem: 2, descricao: 'Errado', total: s.errado, percentual: percentual(s.errado, s.total) },
        ],
      };
    },
  };
}

export type ExerciciosService = ReturnType<typeof exerciciosService>;
