import { AppError } from '@aprovei/shared/errors';
import type { ParteSimulado } from '@aprovei/shared/simulados/simulados.rules';
import type { TQuestaoSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { sql } from 'drizzle-orm';
import type { ConsultaExtra } from '../acesso/index.ts';
import type { FormaItem, TabelasItem, TipoItem } from '../itens-estudo/index.ts';
import { wireComum } from '../itens-estudo/index.ts';

/** Its own answers and states: a mock's answers never reach the question bank's tables or statistics. */
export const TABELAS_QUESTAO_SIMULADO: TabelasItem<'alternativa_id'> = {
  item: 'simulado_questao',
  fk: 'simulado_questao_id',
  materia: 'simulado_questao_materia',
  conteudo: 'simulado_questao_conteudo',
  estado: 'simulado_questao_usuario',
  resposta: 'resposta_simulado_questao',
  campos: { alternativa_id: { estado: 'ultima_alternativa_id', tipo: 'int' } },
};

/** A mock question's own card columns (besides DetalheBase). */
interface DetalheQuestaoSimulado {
  enunciado: string;
  simulado_id: number;
  parte: ParteSimulado;
  alternativas: { id: number; ordem: number; enunciado: string }[];
  ultima_alternativa_id: number | null;
  finalizado: boolean;
  alternativa_correta_id: number | null;
  explicacao: string | null;
}

/** A mock question as answering needs it: it, its alternatives, and its mock's id. */
export interface QuestaoSimuladoParaResponder {
  id: number;
  plataformaId: number;
  estagiario: boolean;
  simuladoId: number;
  alternativas: { id: number; correta: boolean }[];
}

/** Read with the entitlements (acesso's ConsultaExtra): the question, null when there is none. */
export const QUESTAO_SIMULADO_PARA_RESPONDER: ConsultaExtra = {
  nome: 'simulado_questao_para_responder',
  sql: ({
    item,
  }) => sql`select json_build_object('id', q.id, 'plataformaId', q.plataforma_id, 'estagiario', q.estagiario,
        'simuladoId', q.simulado_id,
        'alternativas', (select coalesce(json_agg(json_build_object('id', al.id, 'correta', al.correta) order by al.ordem), '[]'::json)
                           from simulado_alternativa al where al.simulado_questao_id = q.id))
      from simulado_questao q where q.id = ${item}`,
};

interface FormaQuestaoSimulado extends FormaItem {
  campos: 'alternativa_id';
  detalhe: DetalheQuestaoSimulado;
  item: TQuestaoSimulado;
  paraResponder: QuestaoSimuladoParaResponder;
  /** The chosen alternative's id. */
  resposta: number;
  feedback: { idQuestao: number; idResposta: number };
  contagens: never;
}

const finalizado = sql`(st.finalizado_em is not null)`;

/**
 * Mock-exam questions (spec doc 3 "Mock tests"): multiple choice, no sum type, no comments or reactions.
 * While the student's attempt is open a card shows only the chosen alternative; once it is finished, the
 * correct one and the explanation (exibirDadosAdicionaisEnare). Answers carry no right/wrong feedback.
 */
export const QUESTAO_SIMULADO: TipoItem<FormaQuestaoSimulado> = {
  tabelas: TABELAS_QUESTAO_SIMULADO,
  reacao: null,
  // Not used: a mock's questions are listed in the mock's order, never searched or shuffled.
  aleatoria: 'questoesAleatorias',
  mensagens: {
    naoEncontrado: 'Questão do simulado não encontrada.',
    semAcesso: 'Você não tem acesso a este simulado.',
  },

  detalhes: {
    campos: {
      enunciado: sql`q.enunciado`,
      simulado_id: sql`q.simulado_id`,
      parte: sql`q.parte`,
      alternativas: sql`(select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'enunciado', al.enunciado) order by al.ordem), '[]'::json)
                           from simulado_alternativa al where al.simulado_questao_id = q.id)`,
      ultima_alternativa_id: sql`e.ultima_alternativa_id`,
      finalizado,
      alternativa_correta_id: sql`case when ${finalizado} then (select al.id from simulado_alternativa al where al.simulado_questao_id = q.id and al.correta limit 1) end`,
      explicacao: sql`case when ${finalizado} then q.explicacao end`,
    },
    juncoes: sql`left join simulado_tentativa st on st.simulado_id = q.simulado_id and st.usuario_id = ${sql.placeholder('usuarioId')}`,
  },

  paraWire: (r) => ({
    ...wireComum(r),
    enunciado: r.enunciado,
    listaAlternativas: r.alternativas.map((a) => ({
      id: a.id,
      ordem: a.ordem,
      enunciado: a.enunciado,
      respostaMultiplaEscolhaSelecionada: r.ultima_alternativa_id === a.id,
    })),
    tipoQuestaoEnare: r.parte,
    idSimuladoEnare: r.simulado_id,
    exibirDadosAdicionaisEnare: r.finalizado,
    idAlternativaCorreta: r.alternativa_correta_id,
    explicacao: r.explicacao,
  }),

  paraResponder: QUESTAO_SIMULADO_PARA_RESPONDER,

  corrigir(q, idAlternativa) {
    const escolhida = q.alternativas.find((a) => a.id === idAlternativa);
    if (!escolhida) {
      const mensagem = 'A alternativa não pertence a esta questão.';
      throw new AppError('VALIDACAO', mensagem, [{ campo: 'idAlternativa', mensagem }]);
    }
    return { correta: escolhida.correta, valores: { alternativa_id: escolhida.id } };
  },

  feedback: (q, _correta, idResposta) => ({ idQuestao: q.id, idResposta }),

  contagens: {},
};
