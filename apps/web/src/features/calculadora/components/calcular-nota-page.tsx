import {
  MENSAGEM_CALCULADORA_NAO_ENCONTRADA,
  MENSAGEM_SEM_CALCULADORA,
} from '@aprovei/shared/calculadora/calculadora.rules';
import { ZIdCalculadoraParams } from '@aprovei/shared/calculadora/calculadora.schemas';
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { CalculadoraCurriculo } from '../../../components/calculadora-curriculo';
import { useErrorDialog } from '../../../components/error-dialog';
import { ROUTES } from '../../../config/paths';
import {
  BENEFICIO_CALCULADORA,
  calculadoraQueryOptions,
  calcularPontuacao,
  ERRO_CALCULADORA,
  semAcesso,
  tabelaQueryOptions,
} from '../api/calculadora.api';

const voltar = (
  <Button
    component={Link}
    to={ROUTES.calculadorasCurriculo.path}
    variant="default"
    leftSection={<IconArrowLeft size={16} aria-hidden />}
  >
    Voltar
  </Button>
);

/** /calculadoras-curriculo/calcular-nota?id= (spec doc 3 "Curriculum calculator", §4). */
export function CalcularNotaPage() {
  const [params] = useSearchParams();
  const id = ZIdCalculadoraParams.safeParse({ id: params.get('id') ?? '' });
  if (!id.success)
    return (
      <Stack>
        <Alert color="yellow" role="alert">
          {MENSAGEM_CALCULADORA_NAO_ENCONTRADA}
        </Alert>
        <Group>{voltar}</Group>
      </Stack>
    );
  return <CalculadoraCarregada id={id.data.id} />;
}

function CalculadoraCarregada({ id }: { id: number }) {
  const calculadora = useQuery(calculadoraQueryOptions(id));
  const tabela = useQuery(tabelaQueryOptions(id));
  const bloqueado = semAcesso(calculadora.error) || semAcesso(tabela.error);
  useErrorDialog(bloqueado ? null : (calculadora.error ?? tabela.error), ERRO_CALCULADORA.carregar);

  if (bloqueado)
    return (
      <AcessoBloqueado
        titulo="Meu Currículo nos planos com a calculadora"
        mensagem={MENSAGEM_SEM_CALCULADORA}
        beneficio={BENEFICIO_CALCULADORA}
      />
    );
  if (calculadora.error || tabela.error) return <Group>{voltar}</Group>;
  if (!calculadora.data || !tabela.data)
    return (
      <Center role="status" aria-label="Carregando calculadora">
        <Loader />
      </Center>
    );
  return (
    <CalculadoraCurriculo
      calculadora={calculadora.data}
      tabela={tabela.data}
      calcular={(linhas) => calcularPontuacao({ idCalculadora: id, linhas })}
      voltar={voltar}
    />
  );
}
