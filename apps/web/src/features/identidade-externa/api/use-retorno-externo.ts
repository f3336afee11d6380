import type { Provedor } from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorDialogContent, TEXTO_ERRO_PADRAO } from '../../../lib/errors';
import { concluirEntradaExterna, type Retorno } from './identidade-externa.api';

export type EstadoRetorno =
  | { fase: 'carregando' }
  | { fase: 'erro'; mensagem: string }
  | ({ fase: 'pronto' } & Retorno);

function mensagemDe(error: unknown): string {
  if (error instanceof ApiError) {
    const content = errorDialogContent(error.body, TEXTO_ERRO_PADRAO);
    return content.kind === 'error' ? content.lines.join('\n') : content.message;
  }
  return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
}

/** Finishes the return from the provider once (the code is single use, so never twice). */
export function useRetornoExterno(provedor: Provedor, parametros: string): EstadoRetorno {
  const [estado, setEstado] = useState<EstadoRetorno>({ fase: 'carregando' });
  const feito = useRef(false);
  useEffect(() => {
    if (feito.current) return;
    feito.current = true;
    concluirEntradaExterna(provedor, parametros).then(
      (r) => setEstado({ fase: 'pronto', ...r }),
      (error: unknown) => setEstado({ fase: 'erro', mensagem: mensagemDe(error) }),
    );
  }, [provedor, parametros]);
  return estado;
}
