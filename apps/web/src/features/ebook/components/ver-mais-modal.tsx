import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import type { TEbook } from '@aprovei/shared/ebook/ebook.schemas';
import { Group, Image, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/formatters';
import { paginasGratisEbook } from '../api/ebook.api';
import { LerPdfButton } from './ler-pdf-button';

/** 'Ver mais' (spec doc 2 §2): pages, description, price, free pages (which any student may read). */
export function VerMaisModal({ ebook, onClose }: { ebook: TEbook | null; onClose: () => void }) {
  return (
    <Modal opened={ebook !== null} onClose={onClose} title={ebook?.nome} size="lg" centered>
      {ebook && (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Image src={ebook.capa} alt="" w={140} visibleFrom="xs" radius="sm" />
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {ebook.autor} · {ebook.materia.nome}
            </Text>
            <Text>{ebook.descricao}</Text>
            <Text>
              <strong>Páginas:</strong> {ebook.numPaginas}
            </Text>
            <Text>
              <strong>Páginas grátis:</strong> {ebook.paginasGratis}
            </Text>
            <Text>
              <strong>Preço:</strong> {formatMoney(ebook.valor)}
            </Text>
            {ebook.paginasGratis > 0 && (
              <LerPdfButton
                variant="light"
                carregar={() => paginasGratisEbook(ebook.id)}
                erro={MENSAGENS_EBOOK.erroPaginasGratis}
                arquivo={`${ebook.nome} (páginas grátis).pdf`}
              >
                Ler páginas grátis
              </LerPdfButton>
            )}
          </Stack>
        </Group>
      )}
    </Modal>
  );
}
