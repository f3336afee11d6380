import { useParams } from 'react-router';
import { PessoaPage } from '../../../features/equipe/components/pessoa-page';

export function Component() {
  const { id } = useParams();
  return <PessoaPage id={id && /^\d+$/.test(id) ? Number(id) : null} />;
}
