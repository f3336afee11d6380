import type { TFuncionalidade } from '@aprovei/shared/planos/planos.schemas';
import { Card, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalculator,
  IconChartDonut,
  IconChecklist,
  IconClipboardCheck,
  IconSparkles,
  IconVideo,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Carousel } from '../../../components/carousel';
import { funcionalidadesQueryOptions } from '../api/planos.api';

/** The feature's `icone` (a Tabler name) to its icon. */
const ICONES: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  'clipboard-check': IconClipboardCheck,
  'chart-donut': IconChartDonut,
  calculator: IconCalculator,
  checklist: IconChecklist,
  video: IconVideo,
};

function FuncionalidadeCard({ funcionalidade }: { funcionalidade: TFuncionalidade }) {
  const Icone = ICONES[funcionalidade.icone] ?? IconSparkles;
  return (
    <Card withBorder radius="md" padding="lg" w="100%">
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
        <Icone size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz="h4" mt="md">
        {funcionalidade.nome}
      </Title>
      <Text mt={6} c="dimmed">
        {funcionalidade.descricao}
      </Text>
    </Card>
  );
}

/** The plans' features, 3 per slide (2 on medium, 1 on small screens): spec doc 2 "Landing page". */
export function FuncionalidadesCarrossel() {
  const query = useQuery(funcionalidadesQueryOptions());
  if (query.isPending)
    return <Skeleton height={200} radius="md" role="status" aria-label="Carregando funcionalidades" />;
  if (query.isError || query.data.length === 0) return null;
  return (
    <Carousel
      label="Funcionalidades dos planos"
      perSlide={{ base: 1, sm: 2, md: 3 }}
      items={query.data.map((f) => ({ key: f.id, content: <FuncionalidadeCard funcionalidade={f} /> }))}
    />
  );
}
