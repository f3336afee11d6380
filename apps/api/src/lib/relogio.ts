/**
 * The clock of the daily review (issue 24): the server's time, plus an offset only the end-to-end tests
 * move (`modules/relogio-teste`, a route registered only when NODE_ENV=test), so a journey can live "the next
 * day" against a server running in another process. Outside tests the offset is always 0.
 */
let deslocamentoMs = 0;

export const agora = (): Date => new Date(Date.now() + deslocamentoMs);

/** Moves the clock by `ms` from the real time (0 puts it back). For the test route only. */
export function deslocarRelogio(ms: number): void {
  deslocamentoMs = ms;
}
