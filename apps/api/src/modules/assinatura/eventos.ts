/**
 * What happens to a contract that a module above assinatura acts on: `desistencia` when the student
 * withdraws inside the 7 days (CDC art. 49) — checkout, which listens (wired in app.ts), refunds the
 * purchase and e-mails what comes back. Announced before the contract changes and awaited: a listener
 * that throws (the gateway out) stops the cancellation, so nothing changes. This way checkout calls
 * assinatura (the contracts it creates and renews) and assinatura imports no checkout.
 */
export interface MudancaDeContrato {
  tipo: 'desistencia';
  contratacaoId: number;
}

export type OuvinteDeContratos = (mudanca: MudancaDeContrato) => Promise<void>;

/** One channel per app: listeners run in order, awaited, before the request that announced answers. */
export function eventosDeContratos() {
  const ouvintes: OuvinteDeContratos[] = [];
  return {
    ouvir(ouvinte: OuvinteDeContratos): void {
      ouvintes.push(ouvinte);
    },
    async anunciar(mudanca: MudancaDeContrato): Promise<void> {
      for (const ouvinte of ouvintes) await ouvinte(mudanca);
    },
  };
}

export type EventosDeContratos = ReturnType<typeof eventosDeContratos>;
