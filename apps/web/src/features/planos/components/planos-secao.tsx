import { MENSAGENS_PLANOS } from '@aprovei/shared/planos/planos.schemas';
import {
  NOMES_PLATAFORMA,
  PLATAFORMA,
  PLATAFORMAS_DO_TENANT,
  type PlataformaId,
} from '@aprovei/shared/plataforma/plataforma.rules';
import { Alert, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isMedical } from '../../../config/env';
import { useSession } from '../../../lib/session';
import { planosQueryOptions } from '../api/planos.api';
import { PlanosGrid } from './planos-grid';

const OPCOES_PLATAFORMA = PLATAFORMAS_DO_TENANT.aprovei.map((p) => ({
  value: String(p),
  label: NOMES_PLATAFORMA[p],
}));

interface PlanosSecaoProps {
  plataforma: PlataformaId;
  /** Lets the visitor switch between the main product's platforms (not on the medical variant). */
  onPlataforma?: (plataforma: PlataformaId) => void;
}

/** The plans of a platform, loaded (the server filters them for a signed-in user) and shown in the grid. */
export function PlanosSecao({ plataforma, onPlataforma }: PlanosSecaoProps) {
  const session = useSession();
  const medical = isMedical();
  const seqPlataforma = medical ? PLATAFORMA.MEDICINA : plataforma;
  const query = useQuery(planosQueryOptions(seqPlataforma, session?.claims.sub ?? null));

  return (
    <Stack gap="lg">
      {onPlataforma && !medical && (
        <SegmentedControl
          aria-label="Planos da plataforma"
          data={OPCOES_PLATAFORMA}
          value={String(plataforma === PLATAFORMA.CONCURSO ? PLATAFORMA.CONCURSO : PLATAFORMA.RESIDENCIA)}
          onChange={(value) => onPlataforma(Number(value) as PlataformaId)}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {query.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          role="status"
          aria-busy="true"
          aria-label="Carregando planos"
        >
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={380} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="Planos indisponíveis">
          {MENSAGENS_PLANOS.erroRecuperarPlanos}
        </Alert>
      ) : query.data.length === 0 ? (
        <Text>Nenhum plano disponível no momento.</Text>
      ) : (
        <PlanosGrid planos={query.data} />
      )}
    </Stack>
  );
}
