import { Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { PublicFormPage } from '../../components/public-form-page';
import { plataformaPath, ROUTES } from '../../config/paths';
import { AlterarSenhaForm } from '../../features/conta/components/alterar-senha-form';
import { getPlataforma } from '../../lib/plataforma';
import { useSession } from '../../lib/session';

// The signed-in shell loads only for a signed-in person (the page is public for whoever forgot the password).
const Shell = lazy(() =>
  import('../layouts/authenticated-layout').then((m) => ({ default: m.AuthenticatedLayout })),
);

const TITULO = 'Altere sua senha';
const SUBTITULO = 'Enviaremos um código para o e-mail da sua conta.';

/**
 * /configuracoes/alterar-senha and /conta/gerar-codigo-recuperar-senha: 'Altere sua senha'. Public, so
 * it also serves whoever forgot the password, who goes to the sign-in page afterwards; a signed-in
 * person changes it inside the app's shell and 'Voltar ao início' takes them home.
 */
export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  if (!session) {
    return (
      <PublicFormPage title={TITULO} subtitle={SUBTITULO}>
        <AlterarSenhaForm onConcluir={() => navigate(ROUTES.login.path)} />
      </PublicFormPage>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Shell>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {TITULO}
              </Title>
              <Text c="dimmed" size="sm">
                {SUBTITULO}
              </Text>
            </Stack>
            <AlterarSenhaForm
              cpfInicial={session.claims.cpf}
              onConcluir={() => navigate(plataformaPath(getPlataforma()))}
            />
          </Stack>
        </Paper>
      </Shell>
    </Suspense>
  );
}
