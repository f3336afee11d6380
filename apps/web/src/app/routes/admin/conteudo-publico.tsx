import { ConteudoPublicoPage } from '../../../features/admin-conteudo-publico/components/conteudo-publico-page';

export function Component() {
  return <ConteudoPublicoPage />;
}
