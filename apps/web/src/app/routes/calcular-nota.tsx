import { CalcularNotaPage } from '../../features/calculadora/components/calcular-nota-page';

/** /calculadoras-curriculo/calcular-nota?id=: one calculator. */
export function Component() {
  return <CalcularNotaPage />;
}
