import type { TComentario, TRespostaComentario } from '@aprovei/shared/comentarios/comentarios.schemas';
import type { TPage } from '@aprovei/shared/common.schemas';
import type { TExercicio, TQuestao } from '@aprovei/shared/questoes/questoes.schemas';
import { PUBLIC_API, type RouteValue } from '../../../testing/fetch-mock';

/** Test data of the question feature (used by tests only). */

export function page<T>(content: T[], number = 0, size = 10, totalElements = content.length): TPage<T> {
  return { content, number, size, totalPages: Math.ceil(totalElements / size), totalElements };
}

export function questao(overrides: Partial<TQuestao> = {}): TQuestao {
  return {
    id: 101,
    numeroQuestao: 7,
    enunciado: '<p>Qual é o agente etiológico mais associado à cárie dentária?</p>',
    ano: { id: 3, ano: 2024 },
    instituicao: { id: 5, nome: 'USP' },
    banca: null,
    listaMaterias: [{ id: 1, nome: 'Cariologia' }],
    listaConteudos: [{ id: 11, nome: 'Etiologia da cárie' }],
    listaSubConteudos: [],
    questaoSomatoria: false,
    ultimaCorreta: null,
    listaAlternativas: [
      {
        id: 1001,
        ordem: 1,
        enunciado: 'Streptococcus mutans',
        valorSomatoria: null,
        respostaMultiplaEscolhaSelecionada: false,
      },
      {
        id: 1002,
        ordem: 2,
        enunciado: 'Candida albicans',
        valorSomatoria: null,
        respostaMultiplaEscolhaSelecionada: false,
      },
      {
        id: 1003,
        ordem: 3,
        enunciado: '<p>Porphyromonas gingivalis</p>',
        valorSomatoria: null,
        respostaMultiplaEscolhaSelecionada: false,
      },
      {
        id: 1004,
        ordem: 4,
        enunciado: 'Treponema denticola',
        valorSomatoria: null,
        respostaMultiplaEscolhaSelecionada: false,
      },
    ],
    respondida: false,
    valorSomatoriaRespondida: null,
    totalComentarios: 2,
    reacoes: { contagem: [], idEmoji: null },
    situacao: 'PUBLICADA',
    ...overrides,
  };
}

export function questaoSomatoria(overrides: Partial<TQuestao> = {}): TQuestao {
  return questao({
    id: 202,
    numeroQuestao: 12,
    enunciado: '<p>Sobre o flúor, assinale as proposições corretas.</p>',
    questaoSomatoria: true,
    listaAlternativas: [1, 2, 4, 8].map((valor, i) => ({
      id: 2001 + i,
      ordem: i + 1,
      enunciado: `Proposição ${i + 1}`,
      valorSomatoria: valor,
      respostaMultiplaEscolhaSelecionada: false,
    })),
    reacoes: { contagem: [], idEmoji: null },
    ...overrides,
  });
}

export function exercicio(overrides: Partial<TExercicio> = {}): TExercicio {
  return {
    id: 301,
    enunciado: '<p>O flúor age principalmente pela incorporação sistêmica ao esmalte.</p>',
    questao: {
      id: 101,
      numeroQuestao: 7,
      ano: { id: 3, ano: 2024 },
      instituicao: { id: 5, nome: 'USP' },
      listaMaterias: [{ id: 1, nome: 'Cariologia' }],
      listaConteudos: [{ id: 11, nome: 'Flúor' }],
      enunciado: '<p>Texto-base sobre o uso de fluoretos.</p>',
    },
    respostaMarcadaVerdadeiroFalso: null,
    totalComentarios: 0,
    reacoes: { contagem: [], idEmoji: null },
    situacao: 'PUBLICADA',
    ...overrides,
  };
}

export function comentario(id: number, overrides: Partial<TComentario> = {}): TComentario {
  return {
    id,
    comentario: `Comentário ${id}`,
    tipo: 'INFORMATIVO',
    nomeUsuario: `Aluno ${id}`,
    inicio: new Date(Date.now() - 3_600_000).toISOString(),
    totalRespostas: 0,
    reacoes: { contagem: [], idEmoji: null },
    ...overrides,
  };
}

export function resposta(id: number): TRespostaComentario {
  return {
    id,
    resposta: `Resposta ${id}`,
    inicio: new Date(Date.now() - 60_000).toISOString(),
    usuarioExterno: { nome: `Monitor ${id}` },
    daPlataforma: false,
  };
}

export const EMOJIS = [
  { id: 1, nome: 'Curti', simbolo: '👍' },
  { id: 2, nome: 'Amei', simbolo: '❤️' },
  { id: 3, nome: 'Surpreso', simbolo: '😮' },
];

/** Reactions answered for any target: the emoji list, no counts, no reaction of the user. */
export const REACOES_API: Record<string, RouteValue> = {
  'GET emojis/listar': EMOJIS,
  'GET emojis/contar': [],
  'GET emojis/contar-exercicio-fixacao': [],
  'GET emojis/contar-reacao-comentario-questao': [],
  'GET emojis/contar-reacao-comentario-exercicio': [],
  'GET emojis/carregar-emoji-reacao': { idEmoji: null, idComentarioReacao: null, localReacao: 'QUESTAO' },
};

/** Everything a search screen asks besides the listing, for a student of platform 1 with full access. */
export function telaApi(overrides: Record<string, RouteValue> = {}): Record<string, RouteValue> {
  return {
    ...PUBLIC_API,
    ...REACOES_API,
    'GET conta/verificar-premicao-academy': false,
    'GET assinatura/is-assinatura-acesso-completo-2': true,
    'GET conta/verifica-usuario-admin': false,
    'GET cursos/plataformas/1': [{ id: 1, nome: 'Odontologia', idPlataforma: 1 }],
    'GET cursos/plataformas/2': [{ id: 4, nome: 'Concursos', idPlataforma: 2 }],
    'GET materias/cursos/1': [
      { id: 1, nome: 'Cariologia' },
      { id: 2, nome: 'Periodontia' },
    ],
    'GET listar-com-filtro/CONTEUDO/materia.id/1': [
      { id: 11, nome: 'Etiologia da cárie', materia: { id: 1, nome: 'Cariologia' } },
      { id: 12, nome: 'Flúor', materia: { id: 1, nome: 'Cariologia' } },
    ],
    'GET listar/INSTITUICAO': [
      { id: 5, nome: 'USP' },
      { id: 6, nome: 'UNICAMP' },
    ],
    'GET listar/ANO': [
      { id: 3, ano: 2024 },
      { id: 2, ano: 2023 },
    ],
    'GET questoes/randomizar': { aleatoria: false },
    'GET questoes/randomizar-exercicios': { aleatoria: false },
    ...overrides,
  };
}
