import { ActionIcon, Group, SimpleGrid, UnstyledButton, useMatches } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';

export interface CarouselProps {
  /** Names the carousel for assistive technology ('Depoimentos de alunos'). */
  label: string;
  /** Items per slide by breakpoint, e.g. { base: 1, sm: 2, md: 3 }. */
  perSlide: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
  items: readonly { key: string | number; content: ReactNode }[];
}

/**
 * A small accessible carousel (WAI-ARIA carousel pattern): slides of N items, previous/next buttons and
 * one button per slide, all labelled; it never moves by itself and has no animation, so nothing
 * moves for people who ask for reduced motion. A horizontal swipe changes slide on touch screens.
 */
export function Carousel({ label, perSlide, items }: CarouselProps) {
  const porSlide = Math.max(1, useMatches(perSlide));
  const total = Math.max(1, Math.ceil(items.length / porSlide));
  const [pedido, setSlide] = useState(0);
  const slide = Math.min(pedido, total - 1);
  const id = useId();
  const toqueX = useRef<number | null>(null);
  const ir = (n: number) => setSlide((n + total) % total);
  const visiveis = items.slice(slide * porSlide, slide * porSlide + porSlide);

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
          cols={porSlide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${slide + 1} de ${total}`}
        >
          {visiveis.map((item) => (
            <div key={item.key} style={{ minWidth: 0, display: 'flex' }}>
              {item.content}
            </div>
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
