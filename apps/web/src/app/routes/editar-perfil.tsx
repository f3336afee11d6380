import type { TAtualizarDadosForm } from '@aprovei/shared/conta/conta.schemas';
import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showApiError, showSuccess } from '../../components/dialogs';
import { PageLoader } from '../../components/page-loader';
import { atualizarDados, perfilQueryOptions } from '../../features/conta/api/conta.api';
import { UsuarioForm } from '../../features/conta/components/usuario-form';

/** /configuracoes/editar-perfil 'Edição de Usuário': own data; CPF and e-mail locked. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const perfil = useQuery(perfilQueryOptions());

  useEffect(() => {
    if (perfil.isError)
      void showApiError(perfil.error, 'Erro ao carregar perfil! Tente novamente mais tarde.');
  }, [perfil.isError, perfil.error]);

  const salvar = async ({ senha, confirmarSenha, senhaAtual, cpf, ...dados }: TAtualizarDadosForm) => {
    const { mensagem } = await atualizarDados({
      ...dados,
      cpf: onlyDigits(cpf ?? ''),
      // A blank password keeps the current one.
      ...(senha ? { senha, confirmarSenha, senhaAtual } : {}),
    });
    await queryClient.invalidateQueries({ queryKey: perfilQueryOptions().queryKey });
    await showSuccess(mensagem);
    navigate('/configuracoes');
  };

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Edição de Usuário</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {perfil.data ? (
          <UsuarioForm
            modo="edicao"
            inicial={{
              ...perfil.data,
              apelido: perfil.data.apelido ?? '',
              telefone: perfil.data.telefone ?? '',
            }}
            loginSocial={perfil.data.loginSocial}
            onSubmit={salvar}
            onVoltar={() => navigate(-1)}
          />
        ) : (
          !perfil.isError && <PageLoader />
        )}
      </Paper>
    </Stack>
  );
}
