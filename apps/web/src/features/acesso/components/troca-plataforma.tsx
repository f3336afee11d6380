import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { Box, NavLink, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { plataformasQueryOptions } from '../api/acesso.api';

/**
 * The platform switcher of the signed-in shell (issue 19 §1), on a product with several platforms: a
 * student with plans on both, a buyer of one who looks at the other as a trainee, a trainee. Sign-in
 * enters the platform a plan covers; each choice here is the spec's `/plataforma/:id`, which stores it.
 * Links like the menu's (no other component's styles in the shell's first load).
 */
export function TrocaPlataforma({ atual, onTroca }: { atual: PlataformaId; onTroca?: () => void }) {
  const rotulo = useId();
  const { data } = useQuery(plataformasQueryOptions());
  if (!data || data.plataformas.length < 2) return null;
  return (
    <Box role="group" aria-labelledby={rotulo}>
      <Text id={rotulo} size="xs" c="dimmed" mb={4}>
        Plataforma
      </Text>
      {data.plataformas.map((p) => (
        <NavLink
          key={p}
          component={Link}
          to={`/plataforma/${p}`}
          label={NOMES_PLATAFORMA[p]}
          active={p === atual}
          aria-current={p === atual ? 'true' : undefined}
          variant="light"
          onClick={onTroca}
          py={6}
        />
      ))}
    </Box>
  );
}
