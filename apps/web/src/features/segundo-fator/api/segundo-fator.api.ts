import type {
  TCodigosRecuperacao,
  TConfiguracaoSegundoFator,
  TSegundoFatorAtivado,
  TSituacaoSegundoFator,
} from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/session';

export const segundoFatorKeys = {
  all: ['segundo-fator'] as const,
  situacao: () => [...segundoFatorKeys.all, 'situacao'] as const,
  daPessoa: (id: number) => [...segundoFatorKeys.all, 'pessoa', id] as const,
};

/** Whether the two-step sign-in is on, required (staff), and how many recovery codes are left. */
export const situacaoSegundoFatorQueryOptions = () =>
  queryOptions({
    queryKey: segundoFatorKeys.situacao(),
    queryFn: ({ signal }) => api.get<TSituacaoSegundoFator>('segundo-fator', undefined, signal),
  });

/** A new secret for the setup: its QR (SVG) and the text for typing it by hand. */
export const configurarSegundoFator = () =>
  api.post<TConfiguracaoSegundoFator>('segundo-fator/configuracao', {});

/** Enables it with the app's code: keeps the upgraded session and answers the ten recovery codes. */
export async function ativarSegundoFator(codigo: string): Promise<string[]> {
  const { codigosRecuperacao, sessao } = await api.post<TSegundoFatorAtivado>('segundo-fator/ativar', {
    codigo,
  });
  saveTokens(sessao);
  return codigosRecuperacao;
}

export const regenerarCodigos = (codigo: string) =>
  api.post<TCodigosRecuperacao>('segundo-fator/codigos', { codigo }).then((r) => r.codigosRecuperacao);

export const desativarSegundoFator = (codigo: string) =>
  api.post<null>('segundo-fator/desativar', { codigo });

/** The back office: a person's second factor, and the admin's reset of it. */
export const segundoFatorDaPessoaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: segundoFatorKeys.daPessoa(id),
    queryFn: ({ signal }) =>
      api.get<{ ativo: boolean }>(`admin/usuarios/${id}/segundo-fator`, undefined, signal),
  });

export const redefinirSegundoFator = (id: number) =>
  api.post<null>(`admin/usuarios/${id}/segundo-fator/redefinicao`, {});
