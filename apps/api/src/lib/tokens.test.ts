import { createHmac } from 'node:crypto';
import { ZAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessSubject, createTokenKeys, signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'segredo-de-teste-dos-tokens-com-mais-de-32-caracteres';
const keys = createTokenKeys(SECRET);
const TENANT = 'aprovei';

const subject: AccessSubject = {
  id: 7,
  email: 'aluno@aprovei.dev',
  cpf: '52998224725',
  nome: 'Aluno',
  tenant: TENANT,
  roles: ['ALUNO'],
  sessao: 'familia-1',
};

const now = () => Math.floor(Date.now() / 1000);
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const json = (value: unknown) => b64(JSON.stringify(value));

/** Our claims, as signAccessToken writes them; an `undefined` override drops the claim. */
function claims(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: subject.email,
    cpf: subject.cpf,
    preferred_username: subject.cpf,
    name: subject.nome,
    tenant: TENANT,
    roles: ['ALUNO'],
    sid: 'familia-1',
    sub: '7',
    iss: 'aprovei',
    aud: TENANT,
    iat: now(),
    exp: now() + 900,
    ...over,
  };
}

const HEADER = { alg: 'HS256', typ: 'JWT' };

/** Signs the given (already encoded) segments with node:crypto, whatever the header says. */
function signRaw(header: string, payload: string, opts: { secret?: string; hash?: string } = {}): string {
  const input = `${header}.${payload}`;
  return `${input}.${createHmac(opts.hash ?? 'sha256', opts.secret ?? SECRET)
    .update(input)
    .digest('base64url')}`;
}

const forge = (header: unknown, payload: unknown, opts?: { secret?: string; hash?: string }) =>
  signRaw(json(header), json(payload), opts);

/** The previous implementation: jose's jwtVerify with the same options, then the claims schema. */
async function verifyWithJose(token: string, tenant = TENANT) {
  const { payload } = await jwtVerify(token, keys.key, {
    issuer: 'aprovei',
    audience: tenant,
    algorithms: ['HS256'],
  });
  return ZAccessClaims.parse(payload);
}

const accepts = (token: string, tenant = TENANT) =>
  verifyAccessToken(keys, token, tenant).then(
    () => true,
    () => false,
  );
const josAccepts = (token: string, tenant = TENANT) =>
  verifyWithJose(token, tenant).then(
    () => true,
    () => false,
  );

const segments = (token: string) => token.split('.') as [string, string, string];

/** Replaces one character of a base64url string by another valid one. */
function flip(text: string, index: number): string {
  const c = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + c + text.slice(index + 1);
}

/** A base64url segment with the '=' padding base64 would add (the test needs at least one). */
function padded(segment: string): string {
  const pad = (4 - (segment.length % 4)) % 4;
  if (pad === 0) throw new Error('segment needs no padding');
  return segment + '='.repeat(pad);
}

async function valid(): Promise<string> {
  return signAccessToken(keys, subject, 900);
}

/** Every case, with whether it must be accepted (as the tenant TENANT). */
async function cases(): Promise<Record<string, { token: string; ok: boolean; tenant?: string }>> {
  const good = await valid();
  const [h, p, s] = segments(good);
  const hs512 = forge({ alg: 'HS512', typ: 'JWT' }, claims(), { hash: 'sha512' });
  return {
    'signed by signAccessToken': { token: good, ok: true },
    'forged with the same secret, no typ': { token: forge({ alg: 'HS256' }, claims()), ok: true },
    'aud as an array holding the tenant': {
      token: forge(HEADER, claims({ aud: ['outro', TENANT] })),
      ok: true,
    },
    'nbf in the past': { token: forge(HEADER, claims({ nbf: now() - 5 })), ok: true },
    'iat in the future (jose checks no age without maxTokenAge)': {
      token: forge(HEADER, claims({ iat: now() + 3600 })),
      ok: true,
    },
    'tampered payload': { token: `${h}.${json({ ...claims(), roles: ['ADMIN'] })}.${s}`, ok: false },
    'tampered payload, one character': { token: `${h}.${flip(p, 10)}.${s}`, ok: false },
    'tampered header': { token: `${json({ alg: 'HS256' })}.${p}.${s}`, ok: false },
    'tampered signature': { token: `${h}.${p}.${flip(s, 5)}`, ok: false },
    'signature too short': { token: `${h}.${p}.${s.slice(0, 42)}`, ok: false },
    'signature of 31 bytes': { token: `${h}.${p}.${b64('x'.repeat(31))}`, ok: false },
    'signature too long (HMAC-SHA512 under an HS256 header)': {
      token: forge(HEADER, claims(), { hash: 'sha512' }),
      ok: false,
    },
    'empty signature': { token: `${h}.${p}.`, ok: false },
    'signed with another secret': {
      token: forge(HEADER, claims(), { secret: 'outra-chave-qualquer-com-32-caracteres!!' }),
      ok: false,
    },
    'alg none, unsigned': { token: `${json({ alg: 'none', typ: 'JWT' })}.${p}.`, ok: false },
    'alg none with an HS256 signature': { token: forge({ alg: 'none' }, claims()), ok: false },
    'alg HS512 signed with HS512': { token: hs512, ok: false },
    'alg RS256': { token: forge({ alg: 'RS256', typ: 'JWT' }, claims()), ok: false },
    'alg hs256 (case)': { token: forge({ alg: 'hs256' }, claims()), ok: false },
    'alg missing': { token: forge({ typ: 'JWT' }, claims()), ok: false },
    'alg not a string': { token: forge({ alg: ['HS256'] }, claims()), ok: false },
    'crit with an unknown extension': {
      token: forge({ ...HEADER, crit: ['exp'], exp: 1 }, claims()),
      ok: false,
    },
    'crit empty': { token: forge({ ...HEADER, crit: [] }, claims()), ok: false },
    'crit b64 false (unencoded payload)': {
      token: forge({ ...HEADER, crit: ['b64'], b64: false }, claims()),
      ok: false,
    },
    'header an array': { token: signRaw(json(['HS256']), json(claims())), ok: false },
    'header not JSON': { token: signRaw(b64('{alg:HS256}'), json(claims())), ok: false },
    'header invalid UTF-8': {
      token: signRaw(Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url'), json(claims())),
      ok: false,
    },
    expired: { token: forge(HEADER, claims({ iat: now() - 1000, exp: now() - 10 })), ok: false },
    'exp is now': { token: forge(HEADER, claims({ exp: now() })), ok: false },
    'exp a string': { token: forge(HEADER, claims({ exp: String(now() + 900) })), ok: false },
    'exp missing': { token: forge(HEADER, claims({ exp: undefined })), ok: false },
    'nbf in the future': { token: forge(HEADER, claims({ nbf: now() + 60 })), ok: false },
    'nbf a string': { token: forge(HEADER, claims({ nbf: '0' })), ok: false },
    'iat a string': { token: forge(HEADER, claims({ iat: String(now()) })), ok: false },
    'iat missing (ZAccessClaims)': { token: forge(HEADER, claims({ iat: undefined })), ok: false },
    'wrong issuer': { token: forge(HEADER, claims({ iss: 'outro' })), ok: false },
    'issuer missing': { token: forge(HEADER, claims({ iss: undefined })), ok: false },
    'issuer as an array': { token: forge(HEADER, claims({ iss: ['aprovei'] })), ok: false },
    'audience of the other tenant': { token: good, tenant: 'aprovei-med', ok: false },
    'aud of the other tenant': { token: forge(HEADER, claims({ aud: 'aprovei-med' })), ok: false },
    'aud an array without the tenant': {
      token: forge(HEADER, claims({ aud: ['aprovei-med'] })),
      ok: false,
    },
    'aud missing': { token: forge(HEADER, claims({ aud: undefined })), ok: false },
    'payload an array': { token: forge(HEADER, [claims()]), ok: false },
    'payload a string': { token: forge(HEADER, 'claims'), ok: false },
    'payload null': { token: forge(HEADER, null), ok: false },
    'payload not JSON': { token: signRaw(json(HEADER), b64('exp=1')), ok: false },
    'payload empty': { token: signRaw(json(HEADER), ''), ok: false },
    'claims failing ZAccessClaims (unknown role)': {
      token: forge(HEADER, claims({ roles: ['REI'] })),
      ok: false,
    },
    'claims failing ZAccessClaims (no email)': {
      token: forge(HEADER, claims({ email: undefined })),
      ok: false,
    },
    'claims failing ZAccessClaims (sub a number)': { token: forge(HEADER, claims({ sub: 7 })), ok: false },
    'empty string': { token: '', ok: false },
    garbage: { token: 'abc', ok: false },
    'garbage segments': { token: 'a.b.c', ok: false },
    'two segments': { token: `${h}.${p}`, ok: false },
    'four segments': { token: `${good}.${s}`, ok: false },
    'four segments, empty last': { token: `${good}.`, ok: false },
    'invalid base64url character in the payload': {
      token: `${h}.${p.slice(0, 8)}*${p.slice(9)}.${s}`,
      ok: false,
    },
    'base64 "+" in the signature': { token: `${h}.${p}.${s.slice(0, 20)}+${s.slice(21)}`, ok: false },
    'header of impossible length': { token: signRaw(`${json(HEADER)}A`, json(claims())), ok: false },
    'non-ASCII in the payload segment': { token: `${h}.${p}é.${s}`, ok: false },
  };
}

describe('verifyAccessToken', () => {
  it('returns the claims of a token signed by signAccessToken', async () => {
    const token = await valid();
    const claimsOut = await verifyAccessToken(keys, token, TENANT);
    expect(claimsOut).toEqual({
      sub: '7',
      email: 'aluno@aprovei.dev',
      cpf: '52998224725',
      preferred_username: '52998224725',
      name: 'Aluno',
      tenant: TENANT,
      roles: ['ALUNO'],
      sid: 'familia-1',
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(claimsOut.exp - claimsOut.iat).toBe(900);
    expect(claimsOut).toEqual(await verifyWithJose(token));
  });

  it('accepts aud as an array holding the tenant', async () => {
    const token = forge(HEADER, claims({ aud: ['aprovei-med', TENANT] }));
    await expect(verifyAccessToken(keys, token, TENANT)).resolves.toMatchObject({ sub: '7' });
    await expect(verifyAccessToken(keys, token, 'aprovei-med')).resolves.toMatchObject({ sub: '7' });
  });

  it('accepts a token of a key created from the same secret (other instance)', async () => {
    const token = await valid();
    await expect(verifyAccessToken(createTokenKeys(SECRET), token, TENANT)).resolves.toBeTruthy();
  });

  it('refuses by rejecting the promise, never by throwing synchronously', () => {
    const result = verifyAccessToken(keys, 'a.b', TENANT);
    expect(result).toBeInstanceOf(Promise);
    return expect(result).rejects.toThrow();
  });

  it('refuses each invalid token', async () => {
    const all = await cases();
    for (const [name, c] of Object.entries(all)) {
      if (c.ok) continue;
      await expect(verifyAccessToken(keys, c.token, c.tenant ?? TENANT), name).rejects.toThrow();
    }
  });

  it('accepts each valid variant', async () => {
    const all = await cases();
    for (const [name, c] of Object.entries(all)) {
      if (!c.ok) continue;
      await expect(verifyAccessToken(keys, c.token, c.tenant ?? TENANT), name).resolves.toBeTruthy();
    }
  });

  it('agrees with jose jwtVerify (same options) + ZAccessClaims on every case', async () => {
    const all = await cases();
    const verdicts = await Promise.all(
      Object.entries(all).map(async ([name, c]) => ({
        name,
        expected: c.ok,
        ours: await accepts(c.token, c.tenant),
        jose: await josAccepts(c.token, c.tenant),
      })),
    );
    expect(verdicts.filter((v) => v.ours !== v.jose || v.ours !== v.expected)).toEqual([]);
  });

  it('refuses encodings and headers our signer never writes, which jose tolerated', async () => {
    const good = await valid();
    const [h, p, s] = segments(good);
    // The 2 unused bits of the last signature character changed: same bytes, another string.
    const last = s.at(-1)!;
    const sibling = String.fromCharCode(last.charCodeAt(0) + 1);
    const stricter = {
      'padded signature': `${good}=`,
      'signature with non-canonical trailing bits': `${h}.${p}.${s.slice(0, -1)}${sibling}`,
      'signature followed by whitespace': `${good} `,
      'padded header (signed so)': signRaw(padded(json({ ...HEADER, kid: 'k' })), p),
      'typ other than JWT': forge({ alg: 'HS256', typ: 'at+jwt' }, claims()),
      'typ jwt in lower case': forge({ alg: 'HS256', typ: 'jwt' }, claims()),
      'crit b64 true': forge({ ...HEADER, crit: ['b64'], b64: true }, claims()),
      'b64 false without crit': forge({ ...HEADER, b64: false }, claims()),
    };
    for (const [name, token] of Object.entries(stricter)) {
      expect(await josAccepts(token), name).toBe(true);
      await expect(verifyAccessToken(keys, token, TENANT), name).rejects.toThrow();
    }
  });
});
