import type { TDivulgacao } from '@aprovei/shared/divulgacao/divulgacao.schemas';
import { Button, Checkbox, Group, Image, Modal, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { SafeHtml } from './safe-html';

export interface PromoModalProps {
  popup: TDivulgacao;
  opened: boolean;
  naoMostrar: boolean;
  onNaoMostrar: (value: boolean) => void;
  onClose: () => void;
}

/**
 * The popup's dialog, a chunk of its own: most sessions have no popup to show. The student's popup
 * (features/divulgacao) and the back office's preview (features/admin-conteudo-publico) both render it.
 * A link shows 'Saiba mais': a path of the platform in the app, an https address in a new tab.
 */
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
          {popup.link?.startsWith('/') && (
            <Button component={Link} to={popup.link} variant="light" onClick={fechar}>
              Saiba mais
            </Button>
          )}
          {popup.link?.startsWith('https://') && (
            <Button component="a" href={popup.link} target="_blank" rel="noopener noreferrer" variant="light">
              Saiba mais
            </Button>
          )}
          <Button onClick={fechar} data-autofocus>
            Fechar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
