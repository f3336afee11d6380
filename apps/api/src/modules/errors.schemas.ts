// TEMPORARY: removed by the study-items refactor. The route schemas' error bodies live in
// `http/errors.schemas.ts` (below the plugins); only the questoes, exercicios-fixacao, comentarios and
// reacoes routes still import this old path.
export { bearer, errorResponses } from '../http/errors.schemas.ts';
