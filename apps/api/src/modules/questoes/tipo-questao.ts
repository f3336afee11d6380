import { AppError } from '@aprovei/shared/errors';
import type { SituacaoVisivel, TGabaritoAlterado } from '@aprovei/shared/itens-estudo/situacao';
import {
  MENSAGEM_SELECIONE,
  MENSAGEM_SEM_QUESTOES,
  somaValida,
  valorSomatoria,
} from '@aprovei/shared/questoes/questoes.rules';
import type { TQuestao, TRespostaBody, TRespostaFeedback } from '@aprovei/shared/questoes/questoes.schemas';
import { sql } from 'drizzle-orm';
import type { ConsultaExtra } from '../acesso/index.ts';
import type { FormaItem, TabelasItem, TipoItem } from '../itens-estudo/index.ts';
import { gabaritoAlteradoSql, wireComum } from '../itens-estudo/index.ts';

type CampoResposta = 'alternativa_id' | 'valor_somatoria';

export const TABELAS_QUESTAO: TabelasItem<CampoResposta> = {
  item: 'questao',
  fk: 'questao_id',
  materia: 'questao_materia',
  conteudo: 'questao_conteudo',
  subConteudo: 'questao_sub_conteudo',
  estado: 'questao_usuario',
  resposta: 'resposta_questao',
  campos: {
    alternativa_id: { estado: 'ultima_alternativa_id', tipo: 'int' },
    valor_somatoria: { estado: 'ultima_somatoria', tipo: 'int' },
  },
};

interface FormaQuestao extends FormaItem {
  campos: CampoResposta;
  detalhe: DetalheQuestao;
  item: TQuestao;
  paraResponder: QuestaoParaResponder;
  resposta: TRespostaBody;
  feedback: TRespostaFeedback;
  contagens: never;
}

/** A question's own card columns (besides DetalheBase). */
interface DetalheQuestao {
  enunciado: string;
  questao_somatoria: boolean;
  banca_id: number | null;
  banca_nome: string | null;
  alternativas: { id: number; ordem: number; enunciado: string }[];
  respondida: boolean;
  ultima_correta: boolean | null;
  ultima_alternativa_id: number | null;
  ultima_somatoria: number | null;
  situacao: SituacaoVisivel;
}

/** A question as answering needs it. */
export interface QuestaoParaResponder {
  id: number;
  plataformaId: number;
  questaoSomatoria: boolean;
  somaCorreta: number | null;
  explicacao: string;
  estagiario: boolean;
  alternativas: { id: number; ordem: number; correta: boolean; explicacao: string }[];
  gabaritoAlterado: TGabaritoAlterado | null;
}
const PARA_RESPONDER: ConsultaExtra = {
  nome: 'questao_para_responder',
  sql: ({
    item,
  }) => sql`select json_build_object('id', q.id, 'plataformaId', q.plataforma_id, 'questaoSomatoria', q.questao_somatoria,
        'somaCorreta', q.soma_correta, 'explicacao', q.explicacao, 'estagiario', q.estagiario,
        'alternativas', (select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'correta', al.correta, 'explicacao', al.explicacao) order by al.ordem), '[]'::json)
                           from alternativa al where al.questao_id = q.id),
        'gabaritoAlterado', ${gabaritoAlteradoSql('questao_id')})
      from questao q where q.id = ${item} and q.situacao <> 'RASCUNHO'`,
};

const selecione = (campo: string) =>
  new AppError('VALIDACAO', MENSAGEM_SELECIONE, [{ campo, mensagem: MENSAGEM_SELECIONE }]);

/** Multiple-choice questions (spec doc 3 §3 "Question"), sum-type ones included. */
export const QUESTAO: TipoItem<FormaQuestao> = {
  tabelas: TABELAS_QUESTAO,
  reacao: 'QUESTAO',
  aleatoria: 'questoesAleatorias',
  mensagens: { naoEncontrado: 'Questão não encontrada.', semAcesso: MENSAGEM_SEM_QUESTOES },

  detalhes: {
    campos: {
      enunciado: sql`q.enunciado`,
      questao_somatoria: sql`q.questao_somatoria`,
      banca_id: sql`b.id`,
      banca_nome: sql`b.nome`,
      alternativas: sql`(select coalesce(json_agg(json_build_object('id', al.id, 'ordem', al.ordem, 'enunciado', al.enunciado) order by al.ordem), '[]'::json)
                           from alternativa al where al.questao_id = q.id)`,
      respondida: sql`(e.usuario_id is not null)`,
      ultima_correta: sql`e.ultima_correta`,
      ultima_alternativa_id: sql`e.ultima_alternativa_id`,
      ultima_somatoria: sql`e.ultima_somatoria`,
      situacao: sql`q.situacao`,
    },
    juncoes: sql`left join banca b on b.id = q.banca_id`,
  },

  paraWire: (r) => ({
    ...wireComum(r),
    enunciado: r.enunciado,
    banca: r.banca_id === null ? null : { id: r.banca_id, nome: r.banca_nome ?? '' },
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
    situacao: r.situacao,
  }),

  paraResponder: PARA_RESPONDER,

  /** A sum-type question takes a valid sum; any other, one of its own alternatives. */
  corrigir(q, body) {
    if (q.questaoSomatoria) {
      const soma = body.valorSomatoria ?? 0;
      if (!somaValida(soma, q.alternativas.length)) throw selecione('valorSomatoria');
      return { correta: soma === q.somaCorreta, valores: { alternativa_id: null, valor_somatoria: soma } };
    }
    if (!body.idAlternativa) throw selecione('idAlternativa');
    const escolhida = q.alternativas.find((a) => a.id === body.idAlternativa);
    if (!escolhida) {
      throw new AppError('VALIDACAO', 'A alternativa não pertence a esta questão.', [
        { campo: 'idAlternativa', mensagem: 'A alternativa não pertence a esta questão.' },
      ]);
    }
    return { correta: escolhida.correta, valores: { alternativa_id: escolhida.id, valor_somatoria: null } };
  },

  feedback: (q, correta, idResposta) => ({
    certoErrado: correta,
    feedback: q.explicacao,
    id: q.questaoSomatoria ? null : (q.alternativas.find((a) => a.correta)?.id ?? null),
    valorSomatoriaResposta: q.questaoSomatoria ? q.somaCorreta : null,
    idResposta,
    explicacoesAlternativas: q.alternativas.map((a) => ({ id: a.id, explicacao: a.explicacao })),
    gabaritoAlterado: q.gabaritoAlterado,
  }),

  contagens: {},
};
