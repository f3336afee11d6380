import { Navigate, useParams } from 'react-router';

/** 'Cadastro Usuario Externo' (/cadastro-usuario-externo/:idPlano): the registration with the plan chosen. */
export function Component() {
  const { idPlano } = useParams();
  const id = Number(idPlano);
  const plano = Number.isSafeInteger(id) && id > 0 ? `?plano=${id}` : '';
  return <Navigate to={`/usuario/cadastro${plano}`} replace />;
}
