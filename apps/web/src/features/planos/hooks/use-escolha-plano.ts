import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showApiError, showWarning } from '../../../components/dialogs';
import { useSession } from '../../../lib/session';
import { isAssinaturaAtiva } from '../api/planos.api';
import { perguntarConta } from '../components/pergunta-conta';
import { escolherPlano } from '../utils/escolha-plano';

const ERRO_VERIFICAR_PLANO = 'Não foi possível verificar o seu plano. Tente novamente mais tarde.';

/** The plan-choice flow bound to this screen; `escolhendo` is the plan being handled (one at a time). */
export function useEscolhaPlano() {
  const session = useSession();
  const navigate = useNavigate();
  const [escolhendo, setEscolhendo] = useState<number | null>(null);
  const ocupado = useRef(false);

  const escolher = useCallback(
    async (plano: TPlano) => {
      if (ocupado.current) return;
      ocupado.current = true;
      setEscolhendo(plano.id);
      try {
        await escolherPlano(plano, {
          logado: session !== null,
          perguntarConta,
          assinaturaAtiva: isAssinaturaAtiva,
          navegar: (to) => navigate(to),
          avisar: showWarning,
          mostrarErro: (error) => showApiError(error, ERRO_VERIFICAR_PLANO),
        });
      } finally {
        ocupado.current = false;
        setEscolhendo(null);
      }
    },
    [session, navigate],
  );

  return { escolher, escolhendo };
}
