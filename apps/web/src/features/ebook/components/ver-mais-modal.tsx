import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import type { TEbook } from '@aprovei/shared/ebook/ebook.schemas';
import { Group, Image, Modal, Stack, Text } from '@mantine/core';
import { ArquivoButton } from '../../../components/arquivo-button';
import { formatMoney } from '../../../lib/formatters';
import { pdfBlob } from '../../../lib/pdf-blob';
import { paginasGratisEbook } from '../api/ebook.api';

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
              <ArquivoButton
                rotuloLink="Abrir o PDF"
                carregando="Carregando e-book…"
                carregar={async () => pdfBlob(await paginasGratisEbook(ebook.id))}
                erro={MENSAGENS_EBOOK.erroPaginasGratis}
                nomeArquivo={`${ebook.nome} (páginas grátis).pdf`}
              >
                Ler páginas grátis
              </ArquivoButton>
            )}
          </Stack>
        </Group>
      )}
    </Modal>
  );
}
