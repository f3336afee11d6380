// npm run demo:codigo [-- e-mail]: the current authenticator code of the demo staff (their secrets are
// public, README "Verificação em duas etapas"), for a newcomer without an authenticator app at hand.
import './check-node.ts';
import { SEGUNDO_FATOR_DEMO } from '../apps/api/src/demo/segundo-fator.seed.ts';
import { deBase32, PASSO_SEGUNDOS, totp } from '../apps/api/src/modules/segundo-fator/totp.ts';

const pedido = process.argv[2]?.toLowerCase();
const contas = Object.entries(SEGUNDO_FATOR_DEMO).filter(([email]) => !pedido || email === pedido);
if (contas.length === 0) {
  console.error(
    `Sem segundo fator de demonstração para ${pedido}. Contas: ${Object.keys(SEGUNDO_FATOR_DEMO).join(', ')}`,
  );
  process.exit(1);
}
const agora = Date.now();
const restam = PASSO_SEGUNDOS - (Math.floor(agora / 1000) % PASSO_SEGUNDOS);
for (const [email, { segredo }] of contas)
  console.log(`${email.padEnd(24)} ${totp(deBase32(segredo), agora)}`);
console.log(`(válido por mais ${restam} s; cada código entra uma vez)`);
