import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { AppError } from '@aprovei/shared/errors';
import type { Env } from '../../config/env.ts';
import { CEPS_OFFLINE } from './ceps-offline.ts';

/** What an address provider knows of a CEP; município and UF by name and abbreviation. */
export interface EnderecoDoCep {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** Answers the address of an 8-digit CEP, or null when the CEP does not exist. */
export interface EnderecoProvider {
  readonly nome: string;
  buscar(cep: string): Promise<EnderecoDoCep | null>;
}

/** The embedded default and the tests' provider: a bundled table of real CEPs, no network. */
export function enderecoProviderOffline(tabela: readonly EnderecoDoCep[] = CEPS_OFFLINE): EnderecoProvider {
  const porCep = new Map(tabela.map((e) => [e.cep, e]));
  return { nome: 'offline', buscar: async (cep) => porCep.get(cep) ?? null };
}

const ERRO_PROVEDOR = 'O serviço de consulta de CEP não respondeu. Tente novamente mais tarde.';

async function getJson(fetcher: typeof fetch, url: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new AppError('INDISPONIVEL', ERRO_PROVEDOR);
  }
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** ViaCEP: `GET {base}/ws/{cep}/json/`, `{"erro": true}` for an unknown CEP. */
export function enderecoProviderViaCep(baseUrl: string, fetcher: typeof fetch = fetch): EnderecoProvider {
  return {
    nome: 'viacep',
    async buscar(cep) {
      const { status, body } = await getJson(fetcher, `${baseUrl}/ws/${cep}/json/`);
      const r = (body ?? {}) as Record<string, unknown>;
      if (status === 400 || r.erro === true || r.erro === 'true') return null;
      if (status !== 200 || !texto(r.localidade)) throw new AppError('INDISPONIVEL', ERRO_PROVEDOR);
      return {
        cep: onlyDigits(texto(r.cep)),
        logradouro: texto(r.logradouro),
        complemento: texto(r.complemento),
        bairro: texto(r.bairro),
        localidade: texto(r.localidade),
        uf: texto(r.uf),
      };
    },
  };
}

/** BrasilAPI: `GET {base}/api/cep/v1/{cep}`, 404 for an unknown CEP. */
export function enderecoProviderBrasilApi(baseUrl: string, fetcher: typeof fetch = fetch): EnderecoProvider {
  return {
    nome: 'brasilapi',
    async buscar(cep) {
      const { status, body } = await getJson(fetcher, `${baseUrl}/api/cep/v1/${cep}`);
      if (status === 404) return null;
      const r = (body ?? {}) as Record<string, unknown>;
      if (status !== 200 || !texto(r.city)) throw new AppError('INDISPONIVEL', ERRO_PROVEDOR);
      return {
        cep: onlyDigits(texto(r.cep)),
        logradouro: texto(r.street),
        complemento: '',
        bairro: texto(r.neighborhood),
        localidade: texto(r.city),
        uf: texto(r.state),
      };
    },
  };
}

/** The provider CEP_PROVEDOR names (offline unless configured). */
export function criarEnderecoProvider(env: Env, fetcher: typeof fetch = fetch): EnderecoProvider {
  if (env.CEP_PROVEDOR === 'viacep') {
    return enderecoProviderViaCep(env.CEP_BASE_URL ?? 'https://viacep.com.br', fetcher);
  }
  if (env.CEP_PROVEDOR === 'brasilapi') {
    return enderecoProviderBrasilApi(env.CEP_BASE_URL ?? 'https://brasilapi.com.br', fetcher);
  }
  return enderecoProviderOffline();
}
