/**
 * The receiving end of web push, for the tests' stand-in push services (the API's tests and the journey):
 * a device's subscription keys, the check of the server's VAPID signature (RFC 8292) and the decryption
 * of its message (RFC 8291, aes128gcm of RFC 8188), with WebCrypto only.
 */

const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const deB64url = (texto: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(texto.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const juntar = (...partes: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const todo = new Uint8Array(partes.reduce((n, p) => n + p.length, 0));
  let i = 0;
  for (const p of partes) {
    todo.set(p, i);
    i += p.length;
  }
  return todo;
};

/** WebCrypto's key type, named without the DOM library (this package is also built for Node alone). */
type Chave = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const texto = (s: string) => new TextEncoder().encode(s);

/** A device as the browser would make it: a P-256 key pair and a 16-byte auth secret. */
export interface AparelhoDeTeste {
  /** What `PushSubscription.toJSON().keys` gives (base64url). */
  chaves: { p256dh: string; auth: string };
  privada: Chave;
}

export async function novoAparelho(): Promise<AparelhoDeTeste> {
  const par = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as { publicKey: Chave; privateKey: Chave };
  const publica = new Uint8Array(await crypto.subtle.exportKey('raw', par.publicKey));
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { chaves: { p256dh: b64url(publica), auth: b64url(auth) }, privada: par.privateKey };
}

/** The claims of a VAPID token whose signature checked out, with the key it was signed with. */
export interface Vapid {
  aud: string;
  exp: number;
  sub: string;
  chavePublica: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by `k`, for `origem` (the
 * push service's origin), not expired and valid for 24 hours at most. Throws what is wrong.
 */
export async function conferirVapid(authorization: string | undefined, origem: string): Promise<Vapid> {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`Authorization sem VAPID: ${authorization}`);
  const [cabecalho, corpo, assinatura] = m[1]!.split('.') as [string, string, string];
  const chavePublica = m[2]!;
  const header = JSON.parse(new TextDecoder().decode(deB64url(cabecalho))) as { alg: string };
  if (header.alg !== 'ES256') throw new Error(`JWT com alg ${header.alg}`);
  const chave = await crypto.subtle.importKey(
    'raw',
    deB64url(chavePublica),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valida = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    chave,
    deB64url(assinatura),
    texto(`${cabecalho}.${corpo}`),
  );
  if (!valida) throw new Error('assinatura VAPID inválida');
  const claims = JSON.parse(new TextDecoder().decode(deB64url(corpo))) as Omit<Vapid, 'chavePublica'>;
  const agora = Date.now() / 1000;
  if (claims.aud !== origem) throw new Error(`aud ${claims.aud}, esperado ${origem}`);
  if (!(claims.exp > agora && claims.exp <= agora + 24 * 3600))
    throw new Error(`exp ${claims.exp} fora do prazo`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { ...claims, chavePublica };
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const chave = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, chave, bytes * 8),
  );
}

/** Decrypts an `aes128gcm` push message body (one record) sent to `aparelho`: the plaintext. */
export async function abrirMensagem(corpo: Uint8Array, aparelho: AparelhoDeTeste): Promise<string> {
  const dados = new Uint8Array(corpo);
  const salt = dados.slice(0, 16);
  const idlen = dados[20]!;
  const publicaServidor = dados.slice(21, 21 + idlen);
  const cifrado = dados.slice(21 + idlen);
  const doServidor = await crypto.subtle.importKey(
    'raw',
    publicaServidor,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const segredo = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: doServidor }, aparelho.privada, 256),
  );
  const info = juntar(texto('WebPush: info\0'), deB64url(aparelho.chaves.p256dh), publicaServidor);
  const ikm = await hkdf(deB64url(aparelho.chaves.auth), segredo, info, 32);
  const cek = await hkdf(salt, ikm, texto('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, texto('Content-Encoding: nonce\0'), 12);
  const chave = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const claro = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, chave, cifrado));
  // The last record ends with the delimiter 0x02 and any zero padding.
  let fim = claro.length - 1;
  while (fim >= 0 && claro[fim] === 0) fim--;
  if (claro[fim] !== 2) throw new Error('mensagem sem o delimitador do último registro');
  return new TextDecoder().decode(claro.slice(0, fim));
}
