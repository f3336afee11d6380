import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { plataformasQueryOptions } from '../api/acesso.api';

/**
 * The platform switcher of the signed-in shell (issue 19 §1), on a product with several platforms: a
 * student with plans on both, a buyer of one who looks at the other as a trainee, a trainee. Sign-in
 * enters the platform a plan covers; choosing one here goes through the spec's `/plataforma/:id`.
 */
export function TrocaPlataforma({ atual, onTroca }: { atual: PlataformaId; onTroca?: () => void }) {
  const navigate = useNavigate();
  const rotulo = useId();
  const { data } = useQuery(plataformasQueryOptions());
  if (!data || data.plataformas.length < 2) return null;
  return (
    <Stack gap={4}>
      <Text id={rotulo} size="xs" c="dimmed">
        Plataforma
      </Text>
      <SegmentedControl
        aria-labelledby={rotulo}
        fullWidth
        size="xs"
        value={String(atual)}
        data={data.plataformas.map((p) => ({ value: String(p), label: NOMES_PLATAFORMA[p] }))}
        onChange={(valor) => {
          onTroca?.();
          navigate(`/plataforma/${valor}`);
        }}
      />
    </Stack>
  );
}
