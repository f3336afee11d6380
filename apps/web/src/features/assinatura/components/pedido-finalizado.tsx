import { isPlataformaId, PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ehSimuladoQueryOptions, planoQueryOptions } from '../api/assinatura.api';
import { usePlataformaComprada } from '../hooks/use-plataforma-comprada';

export const TEXTOS_FINALIZADO = {
  cadastroTitulo: 'Seu cadastro foi realizado',
  boasVindas: 'Seja bem-vindo(a)! Sua conta está pronta e o seu plano já pode ser usado.',
  bonsEstudos: 'Bons Estudos',
  entrar: 'Entrar na plataforma',
  compraTitulo: 'Sua compra foi concluída',
  irSimulados: 'Ir para simulados',
  comecar: 'COMEÇAR ESTUDOS',
} as const;

/** The background of the success screens follows the platform (medical, public-service, default). */
function fundo(plataforma: number, medica: boolean): string {
  if (medica) return 'linear-gradient(135deg, #4c3bcf 0%, #7048e8 100%)';
  if (plataforma === PLATAFORMA.CONCURSO) return 'linear-gradient(135deg, #2b8a3e 0%, #40c057 100%)';
  return 'linear-gradient(135deg, #0b7285 0%, #1098ad 100%)';
}

export function Moldura({
  plataforma,
  medica,
  children,
}: {
  plataforma: number;
  medica: boolean;
  children: React.ReactNode;
}) {
  return (
    <Stack
      justify="center"
      align="center"
      p="md"
      // The whole height under the shell's header (none on a public page): the background never stops halfway.
      style={{
        background: fundo(plataforma, medica),
        minHeight: 'calc(100dvh - var(--app-shell-header-offset, 0px) - 2 * var(--app-shell-padding, 0px))',
      }}
    >
      <Paper p="xl" radius="lg" shadow="md" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** 'Seu cadastro foi realizado' (spec doc 2 §2 Payment confirmation): welcome, 'Bons Estudos', 'Entrar na plataforma'. */
export function CadastroRealizado({ plataforma, medica }: { plataforma: number; medica: boolean }) {
  return (
    <Moldura plataforma={plataforma} medica={medica}>
      <IconBooks size={56} aria-hidden />
      <Title order={1} size="h2">
        {TEXTOS_FINALIZADO.cadastroTitulo}
      </Title>
      <Text>{TEXTOS_FINALIZADO.boasVindas}</Text>
      <Text fw={700}>{TEXTOS_FINALIZADO.bonsEstudos}</Text>
      <Button component={Link} to="/home" size="md">
        {TEXTOS_FINALIZADO.entrar}
      </Button>
    </Moldura>
  );
}

/**
 * 'Sua compra foi concluída': 'Ir para simulados' (/lista-simulado-enare) for a national-exam mock plan
 * (enare/verificar-se-e-simulado), else 'COMEÇAR ESTUDOS' (/simulados). The buyer lands on the bought
 * plan's platform (issue 19 §1): it is stored here, and on the public-service platform the questions
 * screen is its own (/QuestoesAproveiConcurso; /simulados is the residency search, hidden there).
 */
export function CompraConcluida({
  idPlano,
  plataforma,
  medica,
}: {
  idPlano: number;
  plataforma: number;
  medica: boolean;
}) {
  const simulado = useQuery(ehSimuladoQueryOptions(idPlano));
  const doPlano = useQuery(planoQueryOptions(idPlano)).data?.idPlataforma;
  usePlataformaComprada(doPlano);
  const destino = isPlataformaId(doPlano) ? doPlano : plataforma;
  const questoes = destino === PLATAFORMA.CONCURSO && !medica ? '/QuestoesAproveiConcurso' : '/simulados';
  return (
    <Moldura plataforma={destino} medica={medica}>
      <IconCircleCheck size={56} color="#2f9e44" aria-hidden />
      <Title order={1} size="h2">
        {TEXTOS_FINALIZADO.compraTitulo}
      </Title>
      <Text fw={700}>{TEXTOS_FINALIZADO.bonsEstudos}</Text>
      {simulado.isPending ? (
        <Skeleton h={42} w={220} />
      ) : simulado.data === true ? (
        <Button component={Link} to="/lista-simulado-enare" size="md">
          {TEXTOS_FINALIZADO.irSimulados}
        </Button>
      ) : (
        <Button component={Link} to={questoes} size="md">
          {TEXTOS_FINALIZADO.comecar}
        </Button>
      )}
    </Moldura>
  );
}
