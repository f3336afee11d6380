import type { TContratacaoProdutos, TContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assinaturaKeys } from './keys';

export const ERRO_CANCELAR_ASSINATURA = 'Não foi possível cancelar sua assinatura nesse momento...';
export const ERRO_ABRIR_CONTRATO = 'Não foi possível abrir o contrato. Tente novamente mais tarde.';
export const CONFIRMAR_CANCELAMENTO = 'Deseja realmente realizar o cancelamento da sua assinatura?';

/** GET assinatura/recuperar-ultima-assinatura-usuario: the platform's latest contract, or null. */
export const ultimaAssinaturaQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: assinaturaKeys.ultimaAssinatura(idPlataforma),
    queryFn: async ({ signal }) =>
      (await api.get<TContratoPlano | null | undefined>(
        'assinatura/recuperar-ultima-assinatura-usuario',
        { idPlataforma },
        signal,
      )) ?? null,
    retry: false,
  });

/** GET assinatura/recuperar-contratacoes-usuario: products bought, grouped by contract. */
export const contratacoesQueryOptions = () =>
  queryOptions({
    queryKey: assinaturaKeys.contratacoes(),
    queryFn: ({ signal }) =>
      api.get<TContratacaoProdutos[]>('assinatura/recuperar-contratacoes-usuario', undefined, signal),
    retry: false,
  });

/** POST assinatura/cancelar-assinatura?idContratacao: answers the contract as it is now. */
export function cancelarAssinatura(idContratacao: number): Promise<TContratoPlano> {
  return api.post<TContratoPlano>('assinatura/cancelar-assinatura', undefined, { idContratacao });
}

/** The contract PDF (base64) of a plan: mostrar-contrato, or mostrar-contrato2 for the national-exam plan. */
export function contratoBase64(idPlano: number, enare: boolean): Promise<string> {
  return api.get<string>(`planos/${enare ? 'mostrar-contrato2' : 'mostrar-contrato'}/${idPlano}`);
}
