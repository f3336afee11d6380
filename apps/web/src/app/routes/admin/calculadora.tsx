import { useParams } from 'react-router';
import { CalculadoraFormPage } from '../../../features/admin-calculadoras/components/calculadora-form-page';

export function Component() {
  const { id } = useParams();
  return <CalculadoraFormPage id={id && /^\d+$/.test(id) ? Number(id) : null} />;
}
