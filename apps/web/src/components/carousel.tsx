import {
  ActionIcon,
  Box,
  Group,
  type MantineBreakpoint,
  SimpleGrid,
  UnstyledButton,
  useMatches,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState, useSyncExternalStore } from 'react';

export interface CarouselProps {
  /** Names the carousel for assistive technology ('Depoimentos de alunos'). */
  label: string;
  /** Items per slide by breakpoint, e.g. { base: 1, sm: 2, md: 3 }. */
  perSlide: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
  items: readonly { key: string | number; content: ReactNode }[];
}

const nadaAObservar = () => () => {};

const PONTOS = ['base', 'xs', 'sm', 'md', 'lg'] as const;

/** The first breakpoint whose slide holds the item at `posicao` of the first slide (none: from the start). */
export function visivelDesde(
  perSlide: CarouselProps['perSlide'],
  posicao: number,
): MantineBreakpoint | undefined {
  let atual = perSlide.base;
  for (const ponto of PONTOS) {
    atual = perSlide[ponto] ?? atual;
    if (atual > posicao) return ponto === 'base' ? undefined : (ponto satisfies MantineBreakpoint);
  }
  return undefined;
}

/**
 * A small accessible carousel (WAI-ARIA carousel pattern): slides of N items, previous/next buttons and
 * one button per slide, all labelled; it never moves by itself and has no animation, so nothing
 * moves for people who ask for reduced motion. A horizontal swipe changes slide on touch screens.
 */
export function Carousel({ label, perSlide, items }: CarouselProps) {
  // The server cannot know the screen: there (and while hydrating its HTML) the first slide is laid out
  // by CSS, each item showing from the breakpoint whose slide holds it; then the measured breakpoint
  // takes over with the same first slide, so nothing below moves.
  const medido = useSyncExternalStore(
    nadaAObservar,
    () => true,
    () => false,
  );
  const porSlide = Math.max(1, useMatches(perSlide, { getInitialValueInEffect: false }));
  const porSlideAgora = medido ? porSlide : Math.max(1, perSlide.base);
  const total = Math.max(1, Math.ceil(items.length / porSlideAgora));
  const [pedido, setSlide] = useState(0);
  const slide = Math.min(pedido, total - 1);
  const id = useId();
  const toqueX = useRef<number | null>(null);
  const ir = (n: number) => setSlide((n + total) % total);
  const visiveis = medido
    ? items.slice(slide * porSlide, slide * porSlide + porSlide)
    : items.slice(0, Math.max(...Object.values(perSlide)));

  return (
    <section aria-roledescription="carrossel" aria-label={label}>
      <div
        id={id}
        aria-live="polite"
        onTouchStart={(e) => {
          toqueX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const inicio = toqueX.current;
          const fim = e.changedTouches[0]?.clientX;
          toqueX.current = null;
          if (inicio === null || fim === undefined || Math.abs(fim - inicio) < 40) return;
          ir(fim < inicio ? slide + 1 : slide - 1);
        }}
      >
        <SimpleGrid
          cols={medido ? porSlide : perSlide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${slide + 1} de ${total}`}
        >
          {visiveis.map((item, posicao) => (
            <Box
              key={item.key}
              visibleFrom={medido ? undefined : visivelDesde(perSlide, posicao)}
              style={{ minWidth: 0, display: 'flex' }}
            >
              {item.content}
            </Box>
          ))}
        </SimpleGrid>
      </div>
      {total > 1 && (
        <Group justify="center" gap="xs" mt="md">
          <ActionIcon
            variant="default"
            size="lg"
            aria-controls={id}
            aria-label="Slide anterior"
            onClick={() => ir(slide - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          {Array.from({ length: total }, (_, n) => (
            <UnstyledButton
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are positions, never reordered.
              key={n}
              aria-controls={id}
              aria-label={`Ir para o slide ${n + 1}`}
              aria-current={n === slide ? 'true' : undefined}
              onClick={() => ir(n)}
              style={{ padding: 8, lineHeight: 0 }}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background:
                    n === slide ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)',
                }}
              />
            </UnstyledButton>
          ))}
          <ActionIcon
            variant="default"
            size="lg"
            aria-controls={id}
            aria-label="Próximo slide"
            onClick={() => ir(slide + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}
