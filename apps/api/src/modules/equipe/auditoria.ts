import type { DbOrTx } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';
import { type Autor, marcarAuditado } from './guarda.ts';

/** Keys and values the audit log never holds: passwords, tokens and secrets, card numbers and codes. */
const CHAVE_SECRETA = /senha|password|token|secret|segredo|cvv|cvc|numeroCartao|cardNumber/i;
const VALOR_SECRETO = [
  /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/, // a signed token (JWT)
  /^\$(argon2\w*|2[aby])\$/, // a password hash
];

function luhn(digitos: string): boolean {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) {
    let d = Number(digitos[digitos.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    soma += d;
  }
  return soma % 10 === 0;
}

/** Where, in a value about to be audited, something secret is: paths like 'depois.cartao.cvv'. */
export function segredosEm(valor: unknown, caminho: string): string[] {
  if (typeof valor === 'string') {
    const cartao = valor.match(/\b\d{15,19}\b/g)?.some(luhn) ?? false;
    return cartao || VALOR_SECRETO.some((r) => r.test(valor)) ? [caminho] : [];
  }
  if (Array.isArray(valor)) return valor.flatMap((v, i) => segredosEm(v, `${caminho}[${i}]`));
  if (valor && typeof valor === 'object')
    return Object.entries(valor).flatMap(([k, v]) =>
      CHAVE_SECRETA.test(k) && v !== null && v !== undefined && v !== false
        ? [`${caminho}.${k}`]
        : segredosEm(v, `${caminho}.${k}`),
    );
  return [];
}

export interface Registro {
  /** A verb: 'criar', 'editar', 'publicar', 'alterar-gabarito', 'mesclar', 'mudar-papel'… */
  acao: string;
  entidade: string;
  entidadeId: string | number;
  antes?: unknown;
  depois?: unknown;
  motivo?: string | null;
}

/**
 * Writes one entry of the audit log. Call it in the transaction of the write it records, so that a
 * write without its entry (or an entry without its write) never commits.
 */
export async function auditar(tx: DbOrTx, autor: Autor, registro: Registro): Promise<void> {
  const segredos = [
    ...segredosEm(registro.antes, 'antes'),
    ...segredosEm(registro.depois, 'depois'),
    ...segredosEm(registro.motivo, 'motivo'),
  ];
  // A bug in the caller, never the user's doing: refusing the write beats keeping a secret in the log.
  if (segredos.length > 0) throw new Error(`A auditoria não guarda segredos (${segredos.join(', ')}).`);
  await tx.insert(auditoria).values({
    tenantId: autor.tenant,
    autorId: autor.id,
    autorNome: autor.nome,
    acao: registro.acao,
    entidade: registro.entidade,
    entidadeId: String(registro.entidadeId),
    antes: registro.antes ?? null,
    depois: registro.depois ?? null,
    motivo: registro.motivo ?? null,
  });
  marcarAuditado(autor);
}
