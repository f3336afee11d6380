import { UsuariosPage } from '../../../features/equipe/components/usuarios-page';

export function Component() {
  return <UsuariosPage />;
}
