import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PessoaPage } from '../../../features/equipe/components/pessoa-page';
import { SegundoFatorDaPessoa } from '../../../features/segundo-fator/components/segundo-fator-da-pessoa';

export function Component() {
  const { id } = useParams();
  const pessoa = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <Stack gap="lg">
      <PessoaPage id={pessoa} />
      {pessoa !== null && <SegundoFatorDaPessoa id={pessoa} />}
    </Stack>
  );
}
