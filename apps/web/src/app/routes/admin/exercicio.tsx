import { useParams } from 'react-router';
import { ExercicioFormPage } from '../../../features/admin-questoes/components/exercicio-form-page';

export function Component() {
  const { id } = useParams();
  const numero = id && /^\d+$/.test(id) ? Number(id) : null;
  return <ExercicioFormPage id={numero} />;
}
