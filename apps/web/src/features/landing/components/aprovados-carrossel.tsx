import type { TAprovado } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Carousel } from '../../../components/carousel';
import { conteudoLandingQueryOptions } from '../api/landing.api';
import { Retrato } from './retrato';

function AprovadoCard({ aprovado }: { aprovado: TAprovado }) {
  return (
    <Card withBorder radius="md" padding="lg" w="100%" style={{ alignItems: 'center', textAlign: 'center' }}>
      <Retrato nome={aprovado.nome} />
      <Text component="h3" fw={700} fz="lg" mt="sm">
        {aprovado.nome}
      </Text>
      <Text size="sm" mt={4}>
        {aprovado.aprovacao}
      </Text>
      <Text size="sm" fw={600} c="brand.8" mt={6}>
        Aprovação em {aprovado.ano}
      </Text>
    </Card>
  );
}

/** 'Nossos Aprovados': students approved after studying with us. */
export function AprovadosCarrossel() {
  const aprovados = useQuery(conteudoLandingQueryOptions()).data?.aprovados ?? [];
  if (aprovados.length === 0) return null;
  return (
    <Carousel
      label="Alunos aprovados"
      perSlide={{ base: 1, sm: 2, md: 4 }}
      items={aprovados.map((a) => ({ key: a.id, content: <AprovadoCard aprovado={a} /> }))}
    />
  );
}
