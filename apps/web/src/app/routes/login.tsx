import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicFooter, PublicHeader } from '../../components/public-page';
import { plataformaPath, safeRedirect } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { getPlataforma } from '../../lib/plataforma';

/** /login: after signing in, back to `?redirect=` or into the stored platform. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const destino = safeRedirect(params.get('redirect')) ?? plataformaPath(getPlataforma());

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader withAccess={false} />
      <Box component="main" id="conteudo" style={{ flex: 1 }}>
        <Container size={440} py={{ base: 'lg', sm: 48 }} px="md">
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={2}>Entrar</Title>
                <Text c="dimmed" size="sm">
                  Acesse a área do aluno com seu CPF ou e-mail.
                </Text>
              </Stack>
              <LoginForm onSignedIn={() => navigate(destino, { replace: true })} />
            </Stack>
          </Paper>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
