import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { SafeHtml } from '../../../components/safe-html';
import { storage } from '../../../lib/storage';
import { ERRO_TEXTO_POLITICAS } from '../api/parametro.api';
import { useParametros } from '../hooks/use-parametros';

/** localStorage key and value recording that the visitor accepted the privacy notice. */
export const TERMOS_KEY = 'termos';
export const TERMOS_ACEITOU = 'aceitou';

const TEXTO_PADRAO =
  'Utilizamos cookies e dados de navegação para melhorar a sua experiência. Ao continuar, você concorda com a nossa Política de Privacidade.';

const nadaAObservar = () => () => {};

/**
 * Cookie/privacy notice (text from parameter POPUP_POLITICAS_PRIVACIDADE), hidden once accepted. When the
 * text cannot be read, the spec's error says so and the notice shows a default text.
 */
export function CookieConsent() {
  // Hidden on the server and while hydrating (the server cannot know), then as stored.
  const guardado = useSyncExternalStore(
    nadaAObservar,
    () => storage.get(TERMOS_KEY) === TERMOS_ACEITOU,
    () => true,
  );
  const [aceitouAgora, setAccepted] = useState(false);
  const accepted = guardado || aceitouAgora;
  const { popupPoliticas, isPending, error } = useParametros();
  useErrorDialog(accepted ? null : error, ERRO_TEXTO_POLITICAS);
  if (accepted || isPending) return null;

  const accept = () => {
    storage.set(TERMOS_KEY, TERMOS_ACEITOU);
    setAccepted(true);
  };

  return (
    <Paper
      component="section"
      aria-label="Aviso de privacidade"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      p="md"
      shadow="md"
      withBorder
      style={{ zIndex: 150 }} // above the shell (100), below drawers and dialogs (200)
    >
      <Stack gap="sm">
        <SafeHtml html={popupPoliticas ?? TEXTO_PADRAO} fz="sm" />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/politica-de-privacidade" size="sm">
            Política de Privacidade
          </Anchor>
          <Button onClick={accept} size="sm">
            Aceitar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
