import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Every card's height, reserved by its skeleton so that nothing moves when its data arrives. */
export const ALTURA_CARTAO = 360;
/** The height of the wide card of the last 30 days. */
export const ALTURA_CARTAO_LARGO = 320;
/** The columns of the cards' grid. */
export const COLUNAS = { base: 1, sm: 2, lg: 3 } as const;

/** A card's placeholder while its data loads. */
export function EsqueletoCartao({ h = ALTURA_CARTAO }: { h?: number }) {
  return <Skeleton h={h} radius="md" data-testid="dashboard-skeleton" />;
}

/** The dashboard's shape while its module loads (the same grid the cards fill). */
export function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Carregando estatísticas">
      <SimpleGrid cols={COLUNAS}>
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <EsqueletoCartao key={i} />
        ))}
      </SimpleGrid>
      <EsqueletoCartao h={ALTURA_CARTAO_LARGO} />
    </Stack>
  );
}
