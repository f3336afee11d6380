import type { TDivulgacao } from '@aprovei/shared/divulgacao/divulgacao.schemas';
import { Button, Checkbox, Group, Image, Modal, Stack } from '@mantine/core';
import { SafeHtml } from './safe-html';

export interface PromoModalProps {
  popup: TDivulgacao;
  opened: boolean;
  naoMostrar: boolean;
  onNaoMostrar: (value: boolean) => void;
  onClose: () => void;
}

/** The popup's dialog, a chunk of its own: most sessions have no popup to show. */
export default function PromoModal({
  popup,
  opened,
  naoMostrar,
  onNaoMostrar,
  onClose: fechar,
}: PromoModalProps) {
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
          onChange={(event) => onNaoMostrar(event.currentTarget.checked)}
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
