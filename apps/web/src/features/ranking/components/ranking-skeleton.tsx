import { Skeleton } from '@mantine/core';

/** The ranking panel's place while its module or its mocks load. */
export function RankingSkeleton() {
  return <Skeleton h={260} radius="md" data-testid="ranking-skeleton" />;
}
