import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { brandName } from '../config/env';
import { loginPath, plataformaPath } from '../config/paths';
import { usePlataforma } from '../lib/plataforma';
import { useSession } from '../lib/session';
import { Brand } from './brand';

/** Header of the public pages: brand and the way into the student area. */
export function PublicHeader({ withAccess = true }: { withAccess?: boolean }) {
  const session = useSession();
  const plataforma = usePlataforma();
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size={1200}>
        <Group justify="space-between" wrap="nowrap">
          <Brand to="/" />
          {!withAccess ? null : session ? (
            <Button component={Link} to={plataformaPath(plataforma)} variant="light" size="sm">
              Área do Aluno
            </Button>
          ) : (
            <Button component={Link} to={loginPath()} variant="light" size="sm">
              Entrar
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}

/**
 * The footer's line naming the company (name, CNPJ, address): the app's root provides it from the public
 * parameters; without it, the product's name.
 */
export const LinhaEmpresaContext = createContext<ReactNode>(null);

export function LinhaEmpresa() {
  const linha = useContext(LinhaEmpresaContext);
  return (
    linha ?? (
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {brandName()}
      </Text>
    )
  );
}

export function PublicFooter() {
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size={1200}>
        <Group justify="space-between" gap="sm">
          <LinhaEmpresa />
          <Group gap="md">
            <Anchor component={Link} to="/termos-de-uso" size="sm">
              Termos de Uso
            </Anchor>
            <Anchor component={Link} to="/politica-de-privacidade" size="sm">
              Política de Privacidade
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** Frame of public pages other than the landing: header, content, footer. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <PublicHeader />
      <Box component="main" id="conteudo" tabIndex={-1} style={{ flex: 1 }}>
        <Container size={1200} py="xl">
          {children}
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
