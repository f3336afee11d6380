import type { DbOrTx } from '../db/client.ts';
import { ativarSegundoFatorConhecido, deBase32 } from '../modules/segundo-fator/index.ts';

/**
 * The demo staff's second factor (issue 23 §2): fixed TOTP secrets and recovery codes, published in the
 * README so a newcomer adds them to an authenticator app (or types a recovery code). Never in production:
 * the demo is not loaded there.
 */
export const SEGUNDO_FATOR_DEMO: Record<string, { segredo: string; codigos: string[] }> = {
  'admin@aprovei.dev': { segredo: 'ADMINAPROVEIDEMOTOTPSEGREDOADMIN', codigos: codigosDemo('ADMIN') },
  'professor@aprovei.dev': { segredo: 'PROFESSORAPROVEIDEMOTOTPSEGREDOP', codigos: codigosDemo('PROFE') },
  'editor@aprovei.dev': { segredo: 'EDITORAPROVEIDEMOTOTPSEGREDOEDIT', codigos: codigosDemo('EDITO') },
  'financeiro@aprovei.dev': { segredo: 'FINANCEIROAPROVEIDEMOTOTPSEGREDO', codigos: codigosDemo('FINAN') },
};

/** ADMIN-00001 … ADMIN-00010. */
function codigosDemo(prefixo: string): string[] {
  return Array.from({ length: 10 }, (_, i) => `${prefixo}-${String(i + 1).padStart(5, '0')}`);
}

export async function seedSegundoFatorDemo(tx: DbOrTx, usuarios: Record<string, number>, chave: string) {
  for (const [email, { segredo, codigos }] of Object.entries(SEGUNDO_FATOR_DEMO)) {
    const id = usuarios[email];
    if (id === undefined) throw new Error(`conta demo ${email} não existe`);
    await ativarSegundoFatorConhecido(tx, chave, id, deBase32(segredo), codigos);
  }
}
