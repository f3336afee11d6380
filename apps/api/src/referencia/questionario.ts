import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { perguntaUsuario } from '../db/schema/index.ts';

/**
 * The registration questionnaire: what the student is preparing for, so the platform can suggest
 * content. Ids are fixed so sub-questions can point at each other.
 */
const PERGUNTAS = [
  {
    id: 1,
    pergunta: 'Você já prestou alguma prova de residência ou concurso?',
    tipoResposta: 'SIM_NAO',
    raiz: true,
    ordem: 1,
    perguntaSimId: 2,
    perguntaNaoId: 3,
  },
  {
    id: 2,
    pergunta: 'Qual prova você prestou e em que ano?',
    tipoResposta: 'TEXTO',
    raiz: false,
    ordem: 2,
    perguntaSimId: null,
    perguntaNaoId: null,
  },
  {
    id: 3,
    pergunta: 'Você pretende prestar uma prova nos próximos 12 meses?',
    tipoResposta: 'SIM_NAO',
    raiz: false,
    ordem: 3,
    perguntaSimId: 4,
    perguntaNaoId: null,
  },
  {
    id: 4,
    pergunta: 'Qual prova é o seu objetivo principal?',
    tipoResposta: 'TEXTO',
    raiz: false,
    ordem: 4,
    perguntaSimId: null,
    perguntaNaoId: null,
  },
  {
    id: 5,
    pergunta: 'Como você conheceu a plataforma?',
    tipoResposta: 'TEXTO',
    raiz: true,
    ordem: 5,
    perguntaSimId: null,
    perguntaNaoId: null,
  },
] as const;

export async function carregarQuestionario(tx: DbOrTx) {
  // Sub-questions first: the roots reference them.
  await tx.insert(perguntaUsuario).values([...PERGUNTAS].reverse().map((p) => ({ ...p })));
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('pergunta_usuario', 'id'), (select max(id) from pergunta_usuario))`,
  );
}
