import type { TDesempenhoSemanal } from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { Card, Title } from '@mantine/core';
import { AcertosErrosBars } from '../../../components/acertos-erros-bars';

/** 'Desempenho Semanal': hits and errors per weekday of the last 7 days, today last. */
export function DesempenhoSemanal({ dados }: { dados: TDesempenhoSemanal }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="desempenho-semanal">
      <Title order={2} size="h4" id="desempenho-semanal" mb="md">
        Desempenho Semanal
      </Title>
      <AcertosErrosBars dados={dados.diasDaSemana} chave="dia" h={260} />
    </Card>
  );
}
