import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

export const TEXTO_GUARDEI = 'Guardei meus códigos';

/**
 * The ten recovery codes, shown once: copy, download, and 'Guardei meus códigos' to go on. Each code
 * signs in once when the phone is not at hand.
 */
export function CodigosRecuperacao({ codigos, onGuardei }: { codigos: string[]; onGuardei: () => void }) {
  const [copiado, setCopiado] = useState(false);
  const texto = `Códigos de recuperação da Aprovei (cada um vale uma vez):\n${codigos.join('\n')}\n`;

  const copiar = async () => {
    await navigator.clipboard?.writeText(texto);
    setCopiado(true);
  };
  const baixar = () => {
    const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'aprovei-codigos-de-recuperacao.txt';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={3} fz="h4">
          Seus códigos de recuperação
        </Title>
        <Text size="sm">
          Guarde estes códigos em um lugar seguro. Se você perder o celular, cada código permite entrar uma
          vez. Eles não serão mostrados de novo.
        </Text>
        <SimpleGrid cols={2} spacing="xs" aria-label="Códigos de recuperação" role="list">
          {codigos.map((c) => (
            <Text key={c} ff="monospace" fz="md" role="listitem">
              {c}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => void copiar()}
          >
            Copiar
          </Button>
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={baixar}>
            Baixar
          </Button>
        </Group>
        {copiado && (
          <Alert color="green" variant="light" role="status">
            Códigos copiados.
          </Alert>
        )}
        <Button onClick={onGuardei}>{TEXTO_GUARDEI}</Button>
      </Stack>
    </Card>
  );
}
