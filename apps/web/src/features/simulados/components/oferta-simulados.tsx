import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import { Button, Group, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/formatters';
import { usePlataforma } from '../../../lib/plataforma';
import { useSession } from '../../../lib/session';
import { planosSimuladosQueryOptions } from '../api/simulados.api';

/** The cheapest plan on sale with the national-exam mock block (what unlocks paid mocks and packages). */
export function planoDeSimulados(planos: readonly TPlano[]): TPlano | null {
  return (
    planos
      .filter((p) => p.planoEnare && p.valorIntegralPlano > 0)
      .sort((a, b) => a.valorIntegralPlano - b.valorIntegralPlano)[0] ?? null
  );
}

/**
 * How to unlock a paid mock or package: the plan with national mocks, its price and its instalments, and
 * the way to buy it — a plan of type 'P' (no active-plan check, spec doc 2 §4) straight to its
 * subscription, any other through the plans screen's own flow; without such a plan on sale, the plans.
 */
export function OfertaSimulados({ contexto }: { contexto: string }) {
  const plataforma = usePlataforma();
  const session = useSession();
  const planos = useQuery(planosSimuladosQueryOptions(plataforma, session?.claims.sub ?? null));
  const plano = planos.data ? planoDeSimulados(planos.data) : null;
  if (planos.isPending) return null;
  if (!plano)
    return (
      <Button component={Link} to="/planos" variant="light" size="sm" w="fit-content">
        Conhecer os planos
      </Button>
    );
  const parcelas = plano.planoParcelado.reduce((m, p) => (p.qtdParcela > m.qtdParcela ? p : m), {
    qtdParcela: 1,
    valorParcelado: plano.valorIntegralPlano,
  });
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">
        {`Incluído no plano ${plano.nomePlano}: `}
        <Text span fw={700}>
          {formatMoney(plano.valorIntegralPlano)}
        </Text>
        {parcelas.qtdParcela > 1 && ` ou ${parcelas.qtdParcela}x de ${formatMoney(parcelas.valorParcelado)}`}
      </Text>
      <Button
        component={Link}
        to={plano.tipoPlano === 'P' ? `/assinatura-plano/${plano.id}` : '/planos'}
        size="sm"
        leftSection={<IconShoppingCart size={16} />}
        aria-label={`Adquirir o plano ${plano.nomePlano} para liberar ${contexto}`}
      >
        Adquirir
      </Button>
    </Group>
  );
}
