import { useQuery } from '@tanstack/react-query';
import { parametrosQueryOptions } from '../api/parametro.api';
import { PARAMETRO, parseRedesSociais, type RedeSocial, valorParametro } from '../utils/parametros';

export interface ShellParametros {
  suporte?: string;
  desenvolvidoPor?: string;
  redes: RedeSocial[];
  popupPoliticas?: string;
  /** The company behind the product (footers); absent until the call answers. */
  empresa?: { razaoSocial: string; cnpj?: string; endereco?: string };
  isError: boolean;
  /** The failed call's error (the cookie notice says the spec's text about it). */
  error: unknown;
  isPending: boolean;
}

function empresaDe(parametros: Parameters<typeof valorParametro>[0]): ShellParametros['empresa'] {
  const razaoSocial = valorParametro(parametros, PARAMETRO.EMPRESA_RAZAO_SOCIAL);
  if (!razaoSocial) return undefined;
  return {
    razaoSocial,
    cnpj: valorParametro(parametros, PARAMETRO.EMPRESA_CNPJ),
    endereco: valorParametro(parametros, PARAMETRO.EMPRESA_ENDERECO),
  };
}

/** The parameters the shell and the public pages show; all optional (a failed call shows none). */
export function useParametros(): ShellParametros {
  const query = useQuery(parametrosQueryOptions());
  return {
    suporte: valorParametro(query.data, PARAMETRO.SUPORTE_CONTATO),
    desenvolvidoPor: valorParametro(query.data, PARAMETRO.DESENVOLVIDO_POR),
    redes: parseRedesSociais(valorParametro(query.data, PARAMETRO.REDES_SOCIAIS)),
    popupPoliticas: valorParametro(query.data, PARAMETRO.POPUP_POLITICAS_PRIVACIDADE),
    empresa: empresaDe(query.data),
    isError: query.isError,
    error: query.error,
    isPending: query.isPending,
  };
}
