import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { formatTelefone } from '@aprovei/shared/conta/telefone.rules';
import { Anchor, Box, Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { ROUTES } from '../../../config/paths';
import { perfilQueryOptions } from '../api/conta.api';

export const ERRO_CARREGAR_PERFIL = 'Erro ao carregar perfil! Tente novamente mais tarde.';
export const SENHA_MASCARADA = '••••••••';

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {rotulo}
      </Text>
      <Box component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The data block of 'Dados da conta' (spec doc 1 §2.5): name, e-mail, phone, CPF, the masked password
 * with its link to the password change, and 'Atualizar dados'. Social-login accounts have no password.
 */
export function DadosConta() {
  const { data: perfil, isPending, error } = useQuery(perfilQueryOptions());
  useErrorDialog(error, ERRO_CARREGAR_PERFIL);

  return (
    <Card withBorder component="section" aria-labelledby="dados-titulo">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} id="dados-titulo">
          Meus dados
        </Title>
        <Button
          component={Link}
          to={ROUTES.editarPerfil.path}
          variant="light"
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          Atualizar dados
        </Button>
      </Group>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          {['nome', 'email', 'telefone', 'cpf'].map((k) => (
            <Skeleton key={k} h={40} />
          ))}
        </SimpleGrid>
      ) : perfil ? (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Campo rotulo="Nome">{perfil.nome}</Campo>
          <Campo rotulo="E-mail">{perfil.email}</Campo>
          <Campo rotulo="Telefone">{perfil.telefone ? formatTelefone(perfil.telefone) : '—'}</Campo>
          <Campo rotulo="CPF">{formatCpf(perfil.cpf)}</Campo>
          <Campo rotulo="Senha">
            {perfil.loginSocial ? (
              <Group gap="sm">
                <Text>Você entra pelo login social (sem senha na plataforma).</Text>
                {/* The e-mailed code sets a first password too (issue 23). */}
                <Anchor component={Link} to={ROUTES.alterarSenha.path}>
                  Criar senha
                </Anchor>
              </Group>
            ) : (
              <Group gap="sm">
                <Text aria-label="Senha oculta">{SENHA_MASCARADA}</Text>
                <Anchor component={Link} to={ROUTES.alterarSenha.path}>
                  Alterar senha
                </Anchor>
              </Group>
            )}
          </Campo>
        </SimpleGrid>
      ) : (
        <Text c="dimmed">Não foi possível carregar seus dados agora.</Text>
      )}
    </Card>
  );
}
