import { EstatisticasPage } from '../../features/estatisticas/components/estatisticas-page';

/** /menu-estatisticas: 'Métricas de questões' in the menu. */
export function Component() {
  return <EstatisticasPage />;
}
