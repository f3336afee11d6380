import { MENSAGEM_SEM_RESULTADO } from '@aprovei/shared/estatisticas/estatisticas.rules';
import type { TEstatisticaFiltroResultado } from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { SimpleGrid, Text } from '@mantine/core';
import { DonutCard, fatiasAcertosErros } from '../../../components/donut';
import { formatPercent } from '../../../lib/formatters';

interface Cartao {
  chave: string;
  nome: string;
  numeroAcertos: number;
  numeroErros: number;
  percentualAcerto: number;
  percentualErro: number;
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
        <DonutCard
          key={item.chave}
          titulo={titulo}
          subtitulo={item.nome}
          fatias={fatiasAcertosErros(item.numeroAcertos, item.numeroErros, {
            acertos: `${item.numeroAcertos} (${formatPercent(item.percentualAcerto)})`,
            erros: `${item.numeroErros} (${formatPercent(item.percentualErro)})`,
          })}
        />
      ))}
    </SimpleGrid>
  );
}
