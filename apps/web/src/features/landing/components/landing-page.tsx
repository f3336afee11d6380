import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PublicFooter, PublicHeader } from '../../../components/public-page';
import { brandName, isMedical } from '../../../config/env';
import { PLANOS_SECTION_ID, plataformaPath } from '../../../config/paths';
import { firstName } from '../../../lib/jwt';
import { usePlataforma } from '../../../lib/plataforma';
import { useSession } from '../../../lib/session';
import { captureUtm } from '../../../lib/utm';

const PITCH = {
  main: 'Questões comentadas, simulados, exercícios de fixação e e-books para você se preparar para residências em cirurgia bucomaxilofacial e odontologia hospitalar e para concursos públicos: no seu ritmo, no celular ou no computador.',
  medical:
    'Questões comentadas, simulados e materiais de estudo para você se preparar para as provas do curso de Medicina: no seu ritmo, no celular ou no computador.',
};

/**
 * The public landing, minimal until the commerce issue lists the plans: brand, pitch, the way into
 * the student area and the (for now empty) plans section that /home sends non-subscribers to.
 */
export function LandingPage() {
  const session = useSession();
  const plataforma = usePlataforma();
  const { hash, search } = useLocation();
  const brand = brandName();

  useEffect(() => captureUtm(search), [search]);

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const nome = firstName(session?.claims.name);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <PublicHeader withAccess={false} />
      <Box component="main" id="conteudo" tabIndex={-1} style={{ flex: 1 }}>
        <Box
          component="section"
          aria-labelledby="landing-titulo"
          bg="var(--mantine-color-brand-0)"
          py={{ base: 48, md: 88 }}
        >
          <Container size={1200}>
            <Stack maw={680} gap="lg" align="flex-start">
              <Title id="landing-titulo" order={1} fz={{ base: 36, sm: 48 }}>
                {brand}
              </Title>
              <Text size="lg">{isMedical() ? PITCH.medical : PITCH.main}</Text>
              {session ? (
                <Button
                  component={Link}
                  to={plataformaPath(plataforma)}
                  size="lg"
                  style={{ whiteSpace: 'normal', height: 'auto', minHeight: 50 }}
                >
                  {nome ? `Olá ${nome}, acessar área do Aluno` : 'Acessar área do Aluno'}
                </Button>
              ) : (
                <Button component={Link} to="/login" size="lg">
                  Já Sou Aluno
                </Button>
              )}
            </Stack>
          </Container>
        </Box>
        <Box
          component="section"
          id={PLANOS_SECTION_ID}
          aria-labelledby="planos-titulo"
          py={{ base: 40, md: 64 }}
          style={{ scrollMarginTop: 16 }}
        >
          <Container size={1200}>
            <Stack gap="sm" maw={680}>
              <Title id="planos-titulo" order={2}>
                Nossos Planos
              </Title>
              <Text>Os planos de assinatura serão apresentados aqui em breve.</Text>
            </Stack>
          </Container>
        </Box>
      </Box>
      <PublicFooter />
    </Box>
  );
}
