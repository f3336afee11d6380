import { Button, Checkbox, Group, Image, Modal, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showApiError } from '../../../components/dialogs';
import { SafeHtml } from '../../../components/safe-html';
import {
  divulgacaoQueryOptions,
  ERRO_CARREGAR_DIVULGACAO,
  ERRO_SALVAR_DIVULGACAO_VISTA,
  marcarDivulgacaoVista,
} from '../api/divulgacao.api';
import { divulgacaoKeys } from '../api/keys';

/**
 * The promotional popup (spec doc 1 §2.6, §4): title, sanitised HTML, optional image, 'Não mostrar
 * novamente.' and 'Fechar', at most 600 px wide. Closing with the box ticked records it as seen; a
 * failed load only logs (the popup just does not appear). Not shown while `hidden` (payment route).
 */
export function PromoPopup({ hidden = false }: { hidden?: boolean }) {
  const queryClient = useQueryClient();
  const { data: popup, isError, error } = useQuery(divulgacaoQueryOptions());
  const [fechadaId, setFechadaId] = useState<number | null>(null);
  const [naoMostrar, setNaoMostrar] = useState(false);

  useEffect(() => {
    if (isError) console.warn(ERRO_CARREGAR_DIVULGACAO, error);
  }, [isError, error]);

  if (!popup) return null;
  const opened = !hidden && fechadaId !== popup.id;

  const fechar = () => {
    setFechadaId(popup.id);
    if (!naoMostrar) return;
    marcarDivulgacaoVista(popup.id).then(
      () => queryClient.setQueryData(divulgacaoKeys.carregar(), null),
      (e: unknown) => void showApiError(e, ERRO_SALVAR_DIVULGACAO_VISTA),
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={fechar}
      title={popup.tituloTexto}
      size={600}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar divulgação' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {popup.imagemUrl && (
          <Image src={popup.imagemUrl} alt={popup.tituloTexto} radius="sm" maw="100%" loading="lazy" />
        )}
        <SafeHtml html={popup.conteudoTexto} />
        <Checkbox
          label="Não mostrar novamente."
          checked={naoMostrar}
          onChange={(event) => setNaoMostrar(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={fechar} data-autofocus>
            Fechar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
