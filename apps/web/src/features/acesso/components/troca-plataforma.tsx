import {
  NOMES_PLATAFORMA,
  ofereceTrocaDePlataforma,
  type PlataformaId,
} from '@aprovei/shared/plataforma/plataforma.rules';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { plataformasQueryOptions } from '../api/acesso.api';

/**
 * The platform switcher of the signed-in shell (issue 19 §1): shown to a student with several platforms
 * and to a trainee; choosing one goes through the spec's `/plataforma/:id`, which stores it.
 */
export function TrocaPlataforma({ atual, onTroca }: { atual: PlataformaId; onTroca?: () => void }) {
  const navigate = useNavigate();
  const rotulo = useId();
  const { data } = useQuery(plataformasQueryOptions());
  if (!data || !ofereceTrocaDePlataforma(data.plataformas, data.completas)) return null;
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
