import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import { SimpleGrid, Stack } from '@mantine/core';
import { useEscolhaPlano } from '../hooks/use-escolha-plano';
import { separarPlanos } from '../utils/vitrine';
import { PlanoCard } from './plano-card';

/**
 * THE plans grid of the landing and of /planos: by ordem, the highlighted plans apart (first, larger),
 * and the plan-choice flow on each card.
 */
export function PlanosGrid({ planos }: { planos: readonly TPlano[] }) {
  const { escolher, escolhendo } = useEscolhaPlano();
  const { destaques, demais } = separarPlanos(planos);
  const card = (plano: TPlano) => (
    <PlanoCard
      key={plano.id}
      plano={plano}
      onEscolher={escolher}
      desabilitado={escolhendo !== null}
      carregando={escolhendo === plano.id}
    />
  );
  return (
    <Stack gap="xl">
      {destaques.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, md: Math.min(destaques.length, 2) }}
          maw={destaques.length === 1 ? 520 : undefined}
          w="100%"
          mx="auto"
          data-testid="planos-destaque"
        >
          {destaques.map(card)}
        </SimpleGrid>
      )}
      {demais.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="planos-demais">
          {demais.map(card)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
