import { CalculadorasPage } from '../../features/calculadora/components/calculadoras-page';

/** /calculadoras-curriculo: 'Meu Currículo' in the menu. */
export function Component() {
  return <CalculadorasPage />;
}
