import { Card, Text } from '@mantine/core';
import { Carousel } from '../../../components/carousel';
import { isMedical } from '../../../config/env';
import { APROVADOS, type Aprovado } from '../utils/conteudo';
import { Retrato } from './retrato';

function AprovadoCard({ aprovado }: { aprovado: Aprovado }) {
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
  const aprovados = APROVADOS[isMedical() ? 'medical' : 'main'];
  return (
    <Carousel
      label="Alunos aprovados"
      perSlide={{ base: 1, sm: 2, md: 4 }}
      items={aprovados.map((a) => ({ key: a.nome, content: <AprovadoCard aprovado={a} /> }))}
    />
  );
}
