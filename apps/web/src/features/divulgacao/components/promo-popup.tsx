import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { usePlataforma } from '../../../lib/plataforma';
import {
  divulgacaoQueryOptions,
  ERRO_CARREGAR_DIVULGACAO,
  ERRO_SALVAR_DIVULGACAO_VISTA,
  marcarDivulgacaoVista,
} from '../api/divulgacao.api';
import { divulgacaoKeys } from '../api/keys';

const PromoModal = lazy(() => import('../../../components/promo-modal'));

/**
 * The promotional popup (spec doc 1 §2.6, §4): title, sanitised HTML, optional image, 'Não mostrar
 * novamente.' and 'Fechar', at most 600 px wide. Closing with the box ticked records it as seen. A
 * failed load says 'Erro ao carregar divulgação.' in a notice that leaves the screen usable (the popup is
 * not essential). Not shown while `hidden` (payment route).
 */
export function PromoPopup({ hidden = false }: { hidden?: boolean }) {
  const queryClient = useQueryClient();
  const plataforma = usePlataforma();
  const { data: popup, error } = useQuery(divulgacaoQueryOptions(plataforma));
  const [fechadaId, setFechadaId] = useState<number | null>(null);
  const [naoMostrar, setNaoMostrar] = useState(false);

  useEffect(() => {
    if (error && !hidden)
      notifications.show({ id: 'erro-divulgacao', color: 'red', message: ERRO_CARREGAR_DIVULGACAO });
  }, [error, hidden]);

  if (!popup) return null;
  const opened = !hidden && fechadaId !== popup.id;

  const fechar = () => {
    setFechadaId(popup.id);
    if (!naoMostrar) return;
    marcarDivulgacaoVista(popup.id).then(
      () => queryClient.setQueryData(divulgacaoKeys.carregar(plataforma), null),
      (e: unknown) => void showApiError(e, ERRO_SALVAR_DIVULGACAO_VISTA),
    );
  };

  return (
    <Suspense fallback={null}>
      <PromoModal
        popup={popup}
        opened={opened}
        naoMostrar={naoMostrar}
        onNaoMostrar={setNaoMostrar}
        onClose={fechar}
      />
    </Suspense>
  );
}
