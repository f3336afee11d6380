import { PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { usePlataforma } from '../../../lib/plataforma';
import { FuncionalidadesCarrossel } from './funcionalidades-carrossel';
import { PlanosSecao } from './planos-secao';

/** The platform of /planos/:seqPlataforma? — the address's (1 or 2), else the one in browser storage. */
function plataformaDaRota(seq: string | undefined, guardada: PlataformaId): PlataformaId {
  if (seq === String(PLATAFORMA.RESIDENCIA)) return PLATAFORMA.RESIDENCIA;
  if (seq === String(PLATAFORMA.CONCURSO)) return PLATAFORMA.CONCURSO;
  return guardada;
}

/** /planos and /planos/:seqPlataforma? — 'Nossos Planos': the plans grid and the feature carousel. */
export function PlanosPage() {
  const { seqPlataforma } = useParams();
  const navigate = useNavigate();
  const plataforma = plataformaDaRota(seqPlataforma, usePlataforma());
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Nossos Planos
        </Title>
        <Text c="dimmed">Escolha o plano ideal para a sua preparação. Parcelamento sem juros no cartão.</Text>
      </Stack>
      <PlanosSecao
        plataforma={plataforma}
        onPlataforma={(p) => navigate(`/planos/${p}`, { replace: true })}
      />
      <Stack gap="md" component="section" aria-labelledby="planos-funcionalidades">
        <Title order={2} id="planos-funcionalidades" fz="h3">
          O que você encontra na plataforma
        </Title>
        <FuncionalidadesCarrossel />
      </Stack>
    </Stack>
  );
}
