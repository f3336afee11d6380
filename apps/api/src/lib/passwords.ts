import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(senha: string): Promise<string> {
  return hash(senha, OPTIONS);
}

export async function verifyPassword(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist (no enumeration by timing). */
export async function burnPasswordCheck(senha: string): Promise<void> {
  dummyHash ??= hashPassword('conta-inexistente-para-tempo-constante');
  await verifyPassword(await dummyHash, senha);
}
