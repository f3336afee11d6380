import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The TOTP secrets at rest: AES-256-GCM under a key from the environment (SEGUNDO_FATOR_CHAVE), so a copy
 * of the database alone does not give anyone's codes. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export interface Cifra {
  cifrar(claro: Buffer): string;
  decifrar(cifrado: string): Buffer;
  /** A keyed hash (HMAC-SHA256) of a recovery code: a leaked table cannot be guessed offline. */
  resumo(texto: string): string;
}

export function criarCifra(chave: string): Cifra {
  // The variable is any string of 32+ characters; the AES key is its SHA-256 (exactly 32 bytes).
  const aes = createHash('sha256').update(`aprovei:segundo-fator:aes:${chave}`).digest();
  const hmac = createHash('sha256').update(`aprovei:segundo-fator:hmac:${chave}`).digest();
  return {
    cifrar(claro) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', aes, iv);
      const dados = Buffer.concat([c.update(claro), c.final()]);
      return ['v1', iv, c.getAuthTag(), dados]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decifrar(cifrado) {
      const [versao, iv, tag, dados] = cifrado.split('.');
      if (versao !== 'v1' || !iv || !tag || dados === undefined)
        throw new Error('segredo cifrado em formato desconhecido');
      const d = createDecipheriv('aes-256-gcm', aes, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(dados, 'base64url')), d.final()]);
    },
    resumo: (texto) => createHmac('sha256', hmac).update(texto).digest('hex'),
  };
}
