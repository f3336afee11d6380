import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  MENSAGENS_SEGUNDO_FATOR,
  QUANTIDADE_CODIGOS_RECUPERACAO,
  type TConfiguracaoSegundoFator,
} from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import QRCode from 'qrcode';
import { chaveDoSegundoFator, type Env } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Cifra, criarCifra } from './cifra.ts';
import { segundoFatorRepository } from './segundo-fator.repository.ts';
import { base32, enderecoOtpauth, novoSegredo, passoDoCodigo } from './totp.ts';

/** How long the second step of a sign-in waits for its code. */
const DESAFIO_MS = 5 * 60_000;

/** Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I), shown as XXXXX-XXXXX. */
const ALFABETO_CODIGO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function novoCodigoRecuperacao(): string {
  const texto = [...randomBytes(10)].map((b) => ALFABETO_CODIGO[b & 31]).join('');
  return `${texto.slice(0, 5)}-${texto.slice(5)}`;
}

/** What the person typed, as it is hashed: upper case, letters and digits only. */
const normalizarCodigo = (codigo: string) => codigo.toUpperCase().replace(/[^A-Z0-9]/g, '');

const hashDesafio = (desafio: string) => createHash('sha256').update(desafio).digest('hex');

export const emissorDoTenant = (tenant: Tenant) => (tenant === 'aprovei-med' ? 'Aprovei Med' : 'Aprovei');

const cifras = new WeakMap<Env, Cifra>();
const cifraDe = (env: Env) => {
  let c = cifras.get(env);
  if (!c) {
    c = criarCifra(chaveDoSegundoFator(env));
    cifras.set(env, c);
  }
  return c;
};

async function ativarComSegredo(
  tx: DbOrTx,
  cifra: Cifra,
  usuarioId: number,
  segredo: Buffer,
  codigos: readonly string[],
) {
  const r = segundoFatorRepository(tx);
  await r.remover(usuarioId);
  await r.iniciar(usuarioId, cifra.cifrar(segredo));
  await r.ativar(usuarioId, 0);
  await r.substituirCodigos(
    usuarioId,
    codigos.map((c) => cifra.resumo(normalizarCodigo(c))),
  );
}

/**
 * The second factor on with a known secret and known recovery codes, no code asked, in the caller's
 * transaction: the demo's staff (secrets published in the README, never in production). `chave`: the
 * server's SEGUNDO_FATOR_CHAVE (config/env.ts `chaveDoSegundoFator`).
 */
export const ativarSegundoFatorConhecido = (
  tx: DbOrTx,
  chave: string,
  usuarioId: number,
  segredo: Buffer,
  codigos: readonly string[],
) => ativarComSegredo(tx, criarCifra(chave), usuarioId, segredo, codigos);

/**
 * The second factor of one account: its setup, the check of a code (TOTP or recovery code, each accepted
 * once) and the sign-in's second-step challenges. Lockout and sessions are the auth module's: its
 * callers count wrong codes there (auth's `tentativaDeCodigo`).
 */
export function segundoFatorService(db: Db, env: Env, agora: () => number = Date.now) {
  const repo = segundoFatorRepository(db);
  const cifra = cifraDe(env);

  async function novosCodigos(usuarioId: number, tx: DbOrTx = db): Promise<string[]> {
    const codigos = Array.from({ length: QUANTIDADE_CODIGOS_RECUPERACAO }, novoCodigoRecuperacao);
    await segundoFatorRepository(tx).substituirCodigos(
      usuarioId,
      codigos.map((c) => cifra.resumo(normalizarCodigo(c))),
    );
    return codigos;
  }

  /** The TOTP step of `codigo` for the account's secret (null: not one of its current codes). */
  async function passoDoUsuario(usuarioId: number, codigo: string, ativo: boolean) {
    const row = await repo.ler(usuarioId);
    if (!row || (row.ativadoEm !== null) !== ativo) return null;
    return passoDoCodigo(cifra.decifrar(row.segredoCifrado), codigo.replace(/\s/g, ''), agora());
  }

  const totpAceito = async (usuarioId: number, codigo: string) => {
    const passo = await passoDoUsuario(usuarioId, codigo, true);
    return passo !== null && (await repo.aceitarPasso(usuarioId, passo));
  };

  return {
    async ativo(usuarioId: number): Promise<boolean> {
      return (await repo.ler(usuarioId))?.ativadoEm != null;
    },

    papelDe: (usuarioId: number, tenant: Tenant) => repo.papelDe(usuarioId, tenant),

    async situacao(usuarioId: number) {
      const ativo = await this.ativo(usuarioId);
      return { ativo, codigosRestantes: ativo ? await repo.codigosRestantes(usuarioId) : 0 };
    },

    /** A new secret for the setup (replacing an unfinished one): the QR and the text for typing it. */
    async configurar(usuario: {
      id: number;
      email: string;
      tenant: Tenant;
    }): Promise<TConfiguracaoSegundoFator> {
      const segredo = novoSegredo();
      if (!(await repo.iniciar(usuario.id, cifra.cifrar(segredo))))
        throw new AppError('CONFLITO', MENSAGENS_SEGUNDO_FATOR.jaAtiva);
      const otpauth = enderecoOtpauth(segredo, emissorDoTenant(usuario.tenant), usuario.email);
      const qrSvg = await QRCode.toString(otpauth, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { segredo: base32(segredo), otpauth, qrSvg };
    },

    /**
     * Confirms the setup with a code of the new secret: the second factor is on and its ten recovery
     * codes are answered (once). null: the code is wrong.
     */
    async ativar(usuarioId: number, codigo: string): Promise<string[] | null> {
      const row = await repo.ler(usuarioId);
      if (row?.ativadoEm) throw new AppError('CONFLITO', MENSAGENS_SEGUNDO_FATOR.jaAtiva);
      if (!row) throw new AppError('CONFLITO', MENSAGENS_SEGUNDO_FATOR.semConfiguracao);
      const passo = await passoDoUsuario(usuarioId, codigo, false);
      if (passo === null) return null;
      return db.transaction(async (tx) => {
        if (!(await segundoFatorRepository(tx).ativar(usuarioId, passo)))
          throw new AppError('CONFLITO', MENSAGENS_SEGUNDO_FATOR.jaAtiva);
        return novosCodigos(usuarioId, tx);
      });
    },

    /**
     * Whether `codigo` proves the second factor now: the app's 6 digits (a step not older than the last
     * accepted one) or an unused recovery code, which is spent.
     */
    async verificar(usuarioId: number, codigo: string): Promise<boolean> {
      if (/^\d{6}$/.test(codigo.replace(/\s/g, ''))) return totpAceito(usuarioId, codigo);
      const normalizado = normalizarCodigo(codigo);
      if (normalizado.length !== 10) return false;
      return repo.gastarCodigo(usuarioId, cifra.resumo(normalizado));
    },

    /** Ten new recovery codes (the old ones stop working), for a fresh code of the app. */
    async regenerarCodigos(usuarioId: number, codigo: string): Promise<string[] | null> {
      if (!(await this.ativo(usuarioId))) throw new AppError('CONFLITO', MENSAGENS_SEGUNDO_FATOR.naoAtiva);
      if (!(await totpAceito(usuarioId, codigo))) return null;
      return novosCodigos(usuarioId);
    },

    /** Turns it off, for a valid code (the app's or a recovery code). */
    async desativar(usuarioId: number, codigo: string): Promise<boolean> {
      if (!(await this.ativo(usuarioId))) throw new AppError('CONFLITO', MENSAGENS_SEGUNDO_FATOR.naoAtiva);
      if (!(await this.verificar(usuarioId, codigo))) return false;
      await repo.remover(usuarioId);
      return true;
    },

    ativarComSegredo: (usuarioId: number, segredo: Buffer, codigos: readonly string[]) =>
      db.transaction((tx) => ativarComSegredo(tx, cifra, usuarioId, segredo, codigos)),

    /** An admin's reset: the person sets it up again at her next sign-in. Answers whether it was on. */
    async redefinir(tx: DbOrTx, usuarioId: number): Promise<boolean> {
      return (await segundoFatorRepository(tx).remover(usuarioId))?.ativadoEm != null;
    },

    async criarDesafio(usuarioId: number): Promise<string> {
      const desafio = randomBytes(32).toString('base64url');
      await repo.criarDesafio(hashDesafio(desafio), usuarioId, new Date(agora() + DESAFIO_MS));
      return desafio;
    },

    /** The user a live, unspent challenge belongs to. */
    desafioValido: (desafio: string) => repo.desafioValido(hashDesafio(desafio), new Date(agora())),

    /** Spends the challenge (once): false when it expired or was spent meanwhile. */
    gastarDesafio: (desafio: string) => repo.gastarDesafio(hashDesafio(desafio), new Date(agora())),
  };
}

export type SegundoFatorService = ReturnType<typeof segundoFatorService>;
