import { useQuery } from '@tanstack/react-query';
import { parametrosQueryOptions } from '../api/parametro.api';
import { PARAMETRO, parseRedesSociais, type RedeSocial, valorParametro } from '../utils/parametros';

export interface ShellParametros {
  suporte?: string;
  desenvolvidoPor?: string;
  redes: RedeSocial[];
  popupPoliticas?: string;
  isError: boolean;
  isPending: boolean;
}

/** The parameters the shell and the public pages show; all optional (a failed call shows none). */
export function useParametros(): ShellParametros {
  const query = useQuery(parametrosQueryOptions());
  return {
    suporte: valorParametro(query.data, PARAMETRO.SUPORTE_CONTATO),
    desenvolvidoPor: valorParametro(query.data, PARAMETRO.DESENVOLVIDO_POR),
    redes: parseRedesSociais(valorParametro(query.data, PARAMETRO.REDES_SOCIAIS)),
    popupPoliticas: valorParametro(query.data, PARAMETRO.POPUP_POLITICAS_PRIVACIDADE),
    isError: query.isError,
    isPending: query.isPending,
  };
}
