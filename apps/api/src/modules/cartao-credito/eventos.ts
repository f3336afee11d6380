/**
 * What happened to a student's saved cards: `novo` when she saved a card or chose a main or secondary
 * one, `excluido` when she deleted one. The card module announces it after the change; who depends on
 * cards listens (checkout's renewals, wired in app.ts), so this module imports none of them.
 */
export interface MudancaDeCartoes {
  usuarioId: number;
  tipo: 'novo' | 'excluido';
}

export type OuvinteDeCartoes = (mudanca: MudancaDeCartoes) => Promise<void>;

/** One channel per app: listeners run in order, awaited, before the request that changed the cards answers. */
export function eventosDeCartoes() {
  const ouvintes: OuvinteDeCartoes[] = [];
  return {
    ouvir(ouvinte: OuvinteDeCartoes): void {
      ouvintes.push(ouvinte);
    },
    async anunciar(mudanca: MudancaDeCartoes): Promise<void> {
      for (const ouvinte of ouvintes) await ouvinte(mudanca);
    },
  };
}

export type EventosDeCartoes = ReturnType<typeof eventosDeCartoes>;
