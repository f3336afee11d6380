import '@mantine/charts/styles.css';
import { MENSAGEM_SEM_RESULTADO } from '@aprovei/shared/estatisticas/estatisticas.rules';
import type { TEstatisticaFiltroResultado } from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { DonutChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { formatPercent } from '../../../lib/formatters';
import { RESULT_COLORS, RESULT_TEXT_COLORS } from '../../../theme';

interface Cartao {
  chave: string;
  nome: string;
  numeroAcertos: number;
  numeroErros: number;
  percentualAcerto: number;
  percentualErro: number;
}

function DonutCard({ titulo, item }: { titulo: string; item: Cartao }) {
  const fatias = [
    { name: 'Acertos', value: item.numeroAcertos, color: RESULT_COLORS.correta },
    { name: 'Erros', value: item.numeroErros, color: RESULT_COLORS.incorreta },
  ];
  return (
    <Card withBorder padding="md" component="article" aria-label={`${titulo}: ${item.nome}`}>
      <Stack gap="xs" align="center">
        <Title order={3} size="h6" ta="center">
          {titulo}
        </Title>
        <Text fw={600} ta="center">
          {item.nome}
        </Text>
        <DonutChart data={fatias} size={150} thickness={26} tooltipDataSource="segment" aria-hidden />
        <Group gap="md" justify="center">
          <Group gap={4} wrap="nowrap">
            <IconCircleCheck size={18} color={RESULT_COLORS.correta} aria-hidden />
            <Text size="sm" fw={600} c={RESULT_TEXT_COLORS.correta}>
              {`Acertos: ${item.numeroAcertos} (${formatPercent(item.percentualAcerto)})`}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCircleX size={18} color={RESULT_COLORS.incorreta} aria-hidden />
            <Text size="sm" fw={600} c={RESULT_TEXT_COLORS.incorreta}>
              {`Erros: ${item.numeroErros} (${formatPercent(item.percentualErro)})`}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The search's donuts: per content when any content was chosen ('ACERTOS E ERROS DO CONTEÚDO'),
 * per subject otherwise ('ACERTOS E ERROS DA MATÉRIA'), as the API's `agrupamento` says.
 */
export function ResultadosEstatisticas({ resultado }: { resultado: TEstatisticaFiltroResultado }) {
  const porConteudo = resultado.agrupamento === 'CONTEUDO';
  const titulo = porConteudo ? 'ACERTOS E ERROS DO CONTEÚDO' : 'ACERTOS E ERROS DA MATÉRIA';
  const itens: Cartao[] = porConteudo
    ? resultado.conteudos.map((c) => ({ chave: `c${c.idConteudo}`, nome: c.nomeConteudo, ...c }))
    : resultado.materias.map((m) => ({ chave: `m${m.idMateria}`, nome: m.nomeMateria, ...m }));
  if (itens.length === 0) return <Text role="status">{MENSAGEM_SEM_RESULTADO}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {itens.map((item) => (
        <DonutCard key={item.chave} titulo={titulo} item={item} />
      ))}
    </SimpleGrid>
  );
}
