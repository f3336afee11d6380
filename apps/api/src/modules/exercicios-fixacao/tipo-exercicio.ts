import type { SituacaoVisivel, TGabaritoAlterado } from '@aprovei/shared/itens-estudo/situacao';
import { MENSAGEM_SEM_EXERCICIOS } from '@aprovei/shared/questoes/questoes.rules';
import type { TExercicio, TRespostaExercicioFeedback } from '@aprovei/shared/questoes/questoes.schemas';
import { sql } from 'drizzle-orm';
import type { ConsultaExtra } from '../acesso/index.ts';
import type { TabelasItem, TipoItem } from '../itens-estudo/index.ts';
import { gabaritoAlteradoSql, wireComum } from '../itens-estudo/index.ts';

export const TABELAS_EXERCICIO: TabelasItem<'resposta'> = {
  item: 'exercicio',
  fk: 'exercicio_id',
  materia: 'exercicio_materia',
  conteudo: 'exercicio_conteudo',
  estado: 'exercicio_usuario',
  resposta: 'resposta_exercicio',
  campos: { resposta: { estado: 'ultima_resposta', tipo: 'boolean' } },
};

/** An exercise as answering needs it. */
interface ExercicioParaResponder {
  id: number;
  plataformaId: number;
  certo: boolean;
  explicacao: string;
  estagiario: boolean;
  gabaritoAlterado: TGabaritoAlterado | null;
}
const PARA_RESPONDER: ConsultaExtra = {
  nome: 'exercicio_para_responder',
  sql: ({
    item,
  }) => sql`select json_build_object('id', x.id, 'plataformaId', x.plataforma_id, 'certo', x.certo,
        'explicacao', x.explicacao, 'estagiario', x.estagiario, 'gabaritoAlterado', ${gabaritoAlteradoSql('exercicio_id', 'x')})
      from exercicio x where x.id = ${item} and x.situacao <> 'RASCUNHO'`,
};

/** True/false fixation exercises (spec doc 3 "Fixation exercises"): Certo or Errado on a statement. */
export const EXERCICIO: TipoItem<{
  campos: 'resposta';
  detalhe: {
    contexto: string;
    afirmativa: string;
    ultima_resposta: boolean | null;
    situacao: SituacaoVisivel;
  };
  item: TExercicio;
  paraResponder: ExercicioParaResponder;
  /** Certo (true) or Errado (false). */
  resposta: boolean;
  feedback: TRespostaExercicioFeedback;
  contagens: 'certo' | 'errado';
}> = {
  tabelas: TABELAS_EXERCICIO,
  reacao: 'EXERCICIO_FIXACAO',
  aleatoria: 'exerciciosAleatorios',
  mensagens: { naoEncontrado: 'Exercício não encontrado.', semAcesso: MENSAGEM_SEM_EXERCICIOS },

  detalhes: {
    campos: {
      contexto: sql`q.contexto`,
      afirmativa: sql`q.afirmativa`,
      ultima_resposta: sql`e.ultima_resposta`,
      situacao: sql`q.situacao`,
    },
  },

  paraWire: (r) => ({
    id: r.id,
    enunciado: r.afirmativa,
    questao: { ...wireComum(r), enunciado: r.contexto },
    respostaMarcadaVerdadeiroFalso: r.ultima_resposta,
    totalComentarios: r.total_comentarios,
    reacoes: r.reacoes,
    situacao: r.situacao,
  }),

  paraResponder: PARA_RESPONDER,
  corrigir: (x, resposta) => ({ correta: resposta === x.certo, valores: { resposta } }),
  feedback: (x, correta, idResposta) => ({
    certoErrado: correta,
    feedback: x.explicacao,
    idResposta,
    gabaritoAlterado: x.gabaritoAlterado,
  }),
  contagens: { certo: sql`resposta`, errado: sql`not resposta` },
};
