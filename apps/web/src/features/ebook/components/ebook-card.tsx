import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import type { TEbook } from '@aprovei/shared/ebook/ebook.schemas';
import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconBook2, IconCheck, IconShoppingCartMinus, IconShoppingCartPlus } from '@tabler/icons-react';
import { ArquivoButton } from '../../../components/arquivo-button';
import { formatMoney } from '../../../lib/formatters';
import { pdfBlob } from '../../../lib/pdf-blob';
import { pdfEbook } from '../api/ebook.api';
import type { ModoEbooks } from '../api/keys';

export const TEXTOS_EBOOK = {
  verMais: 'Ver mais',
  adicionar: 'Adicionar ao carrinho',
  remover: 'Remover do carrinho',
  comprar: 'Comprar agora',
  ler: 'Ler ebook',
  possui: 'Você já possui este e-book',
} as const;

/** A card of the store or of my e-books: cover, name, author, price and its actions. */
export function EbookCard({
  ebook,
  modo,
  noCarrinho,
  onVerMais,
  onCarrinho,
  onComprar,
}: {
  ebook: TEbook;
  modo: ModoEbooks;
  noCarrinho: boolean;
  onVerMais: () => void;
  onCarrinho: () => void;
  onComprar: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={ebook.nome}>
      <Card.Section>
        <Image src={ebook.capa} alt={`Capa do e-book ${ebook.nome}`} h={220} fit="contain" bg="gray.1" />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text fw={700} lineClamp={2}>
          {ebook.nome}
        </Text>
        <Text size="sm" c="dimmed">
          {ebook.autor}
        </Text>
        <Text fw={600}>{formatMoney(ebook.valor)}</Text>
      </Stack>
      <Stack gap="xs" mt="sm">
        <Button variant="subtle" onClick={onVerMais} aria-label={`${TEXTOS_EBOOK.verMais}: ${ebook.nome}`}>
          {TEXTOS_EBOOK.verMais}
        </Button>
        {modo === 'meus' ? (
          <ArquivoButton
            variant="filled"
            rotuloLink="Abrir o PDF"
            carregando="Carregando e-book…"
            carregar={async () => pdfBlob(await pdfEbook(ebook.id))}
            erro={MENSAGENS_EBOOK.erroPdf}
            nomeArquivo={`${ebook.nome}.pdf`}
            leftSection={<IconBook2 size={18} aria-hidden />}
            aria-label={`${TEXTOS_EBOOK.ler}: ${ebook.nome}`}
          >
            {TEXTOS_EBOOK.ler}
          </ArquivoButton>
        ) : ebook.adquirido ? (
          <Group gap={6} justify="center" py={6}>
            <IconCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />
            <Text fw={600} size="sm" c="teal.9">
              {TEXTOS_EBOOK.possui}
            </Text>
          </Group>
        ) : (
          <>
            <Button
              variant={noCarrinho ? 'outline' : 'light'}
              onClick={onCarrinho}
              leftSection={
                noCarrinho ? (
                  <IconShoppingCartMinus size={18} aria-hidden />
                ) : (
                  <IconShoppingCartPlus size={18} aria-hidden />
                )
              }
              aria-label={`${noCarrinho ? TEXTOS_EBOOK.remover : TEXTOS_EBOOK.adicionar}: ${ebook.nome}`}
            >
              {noCarrinho ? TEXTOS_EBOOK.remover : TEXTOS_EBOOK.adicionar}
            </Button>
            <Button onClick={onComprar} aria-label={`${TEXTOS_EBOOK.comprar}: ${ebook.nome}`}>
              {TEXTOS_EBOOK.comprar}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
