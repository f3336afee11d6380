import { PUBLIC_API, type RouteValue } from './fetch-mock';

export const materiaFixture = (
  idMateria: number,
  nomeMateria: string,
  numeroAcertos: number,
  percentualAcerto: number,
) => ({
  idMateria,
  nomeMateria,
  numeroAcertos,
  numeroErros: 10 - numeroAcertos,
  totalRespostas: 10,
  percentualAcerto,
  percentualErro: 100 - percentualAcerto,
});
const seisMaterias = ['Cardiologia', 'Pediatria', 'Cirurgia', 'Obstetrícia', 'Psiquiatria', 'Ortopedia'].map(
  (nome, i) => materiaFixture(i + 1, nome, 9 - i, 90 - i * 10),
);

/** The home's ranking panel: one mock, nobody finished it yet. */
export const RANKING_API: Record<string, RouteValue> = {
  'GET questoes/listar-simulados-enare-dashboard': [{ id: 1, nome: 'ENARE 1' }],
  'GET ranking/listar-usuario-destaque': {
    primeiroLugar: null,
    segundoLugar: null,
    terceiroLugar: null,
    voce: null,
    totalParticipantes: 0,
  },
  'GET ranking/listar-simulado': { content: [], number: 0, size: 10, totalPages: 0, totalElements: 0 },
};

const E = 'GET estatisticas/';
/** The seven dashboard calls of the metrics home, answered for a student with answers. */
export const DASHBOARD_API: Record<string, RouteValue> = {
  ...RANKING_API,
  [`${E}estatistica-melhores-materias-usuario-plataforma`]: seisMaterias.slice(0, 5),
  [`${E}estatistica-piores-materias-usuario-plataforma`]: [materiaFixture(9, 'Neurologia', 2, 20)],
  [`${E}listar-estatistica-por-materia-plataforma`]: seisMaterias,
  [`${E}estatistica-percentual-erros-acertos-usuario-plataforma`]: {
    numeroAcertos: 30,
    numeroErros: 10,
    totalRespostas: 40,
    percentualAcertos: 75,
    percentualErros: 25,
  },
  [`${E}estatistica-questoes-feitas-plataforma`]: {
    totalQuestoes: 100,
    totalQuestoesRespondidas: 40,
    totalQuestoesNaoRespondidas: 60,
  },
  [`${E}estatistica-ultimos-acessos`]: {
    ultimaResposta: '2026-11-20T13:05:00.000Z',
    dias: [
      { dataResposta: '2026-11-18', acertos: 3, erros: 1 },
      { dataResposta: '2026-11-20', acertos: 5, erros: 2 },
    ],
  },
  [`${E}listar-estatistica-por-conteudo-plataforma`]: [
    { ...materiaFixture(1, 'Cardiologia', 7, 70), idConteudo: 11, nomeConteudo: 'Insuficiência cardíaca' },
  ],
};

/** A student's first day: no answers yet. */
export const PRIMEIRO_DIA: Record<string, RouteValue> = {
  [`${E}estatistica-percentual-erros-acertos-usuario-plataforma`]: {
    numeroAcertos: 0,
    numeroErros: 0,
    totalRespostas: 0,
    percentualAcertos: 0,
    percentualErros: 0,
  },
};

/** The public calls plus the dashboard's, with overrides. */
export const dashboardApi = (over: Record<string, RouteValue> = {}) => ({
  ...PUBLIC_API,
  ...DASHBOARD_API,
  ...over,
});
