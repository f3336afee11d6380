import { PARAMETROS } from '@aprovei/shared/plataforma/parametros';
import type { TParametro } from '@aprovei/shared/plataforma/plataforma.schemas';

/** Parameter names the shell reads (GET parametro/listar). */
export const PARAMETRO = PARAMETROS;

export const REDES = ['instagram', 'youtube', 'facebook', 'tiktok', 'whatsapp'] as const;
export type Rede = (typeof REDES)[number];
export interface RedeSocial {
  rede: Rede;
  url: string;
}

export function valorParametro(
  parametros: readonly TParametro[] | undefined,
  nome: string,
): string | undefined {
  const valor = parametros?.find((p) => p.nomeParametro === nome)?.valor?.trim();
  return valor ? valor : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** REDES_SOCIAIS holds a JSON list `[{ rede, url }]`; unknown networks and non-http URLs are left out. */
export function parseRedesSociais(valor: string | undefined): RedeSocial[] {
  if (!valor) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(valor);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item): RedeSocial[] => {
    const { rede, url } = (item ?? {}) as { rede?: unknown; url?: unknown };
    if (typeof rede !== 'string' || typeof url !== 'string') return [];
    const nome = rede.toLowerCase();
    return (REDES as readonly string[]).includes(nome) && isHttpUrl(url) ? [{ rede: nome as Rede, url }] : [];
  });
}
