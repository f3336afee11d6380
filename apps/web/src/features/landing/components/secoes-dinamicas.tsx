/**
 * The landing's parts below the fold that move or load data: one lazy chunk (landing-page.tsx), kept
 * out of the first page's JavaScript budget.
 */
export { AprovadosCarrossel } from './aprovados-carrossel';
export { Contadores } from './contadores';
export { DepoimentosCarrossel } from './depoimentos-carrossel';
