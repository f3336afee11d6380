import { ERRO_CARREGAR_DEPOIMENTOS, type TDepoimento } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Carousel } from '../../../components/carousel';
import { depoimentosQueryOptions } from '../api/landing.api';

function Depoimento({ depoimento }: { depoimento: TDepoimento }) {
  return (
    <Paper component="figure" withBorder radius="lg" p="lg" m={0} w="100%" bg="var(--mantine-color-brand-0)">
      <Text component="blockquote" m={0} fz="md" lh={1.6}>
        “{depoimento.depoimento}”
      </Text>
      <Group component="figcaption" gap="sm" mt="md" wrap="nowrap">
        <img
          src={`data:image/svg+xml;base64,${depoimento.imagem}`}
          alt={`Retrato de ${depoimento.nome}`}
          width={56}
          height={56}
          loading="lazy"
          style={{ borderRadius: '50%', flexShrink: 0 }}
        />
        <div>
          <Text fw={700}>{depoimento.nome}</Text>
          <Text size="sm">{depoimento.cargo}</Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The testimonial bubbles, 2 per slide (1 on small screens). */
export function DepoimentosCarrossel() {
  const query = useQuery(depoimentosQueryOptions());
  if (query.isPending)
    return <Skeleton height={220} radius="lg" role="status" aria-label="Carregando depoimentos" />;
  if (query.isError) return <Text>{ERRO_CARREGAR_DEPOIMENTOS}</Text>;
  if (query.data.length === 0) return null;
  return (
    <Carousel
      label="Depoimentos de alunos"
      perSlide={{ base: 1, md: 2 }}
      items={query.data.map((d) => ({ key: d.id, content: <Depoimento depoimento={d} /> }))}
    />
  );
}
