import { useParams } from 'react-router';
import { QuestaoFormPage } from '../../../features/admin-questoes/components/questao-form-page';

export function Component() {
  const { id } = useParams();
  const numero = id && /^\d+$/.test(id) ? Number(id) : null;
  return <QuestaoFormPage id={numero} />;
}
