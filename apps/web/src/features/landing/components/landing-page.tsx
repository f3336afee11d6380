import type { IconeDestaque } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBook2,
  IconChartBar,
  IconChecks,
  IconFileText,
  IconMenu2,
  IconTrophy,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { AoAproximar } from '../../../components/ao-aproximar';
import { Brand } from '../../../components/brand';
import { LinhaEmpresa } from '../../../components/public-page';
import { brandName, isMedical } from '../../../config/env';
import { loginPath, PLANOS_SECTION_ID, plataformaPath } from '../../../config/paths';
import { firstName } from '../../../lib/jwt';
import { usePlataforma } from '../../../lib/plataforma';
import { useSession } from '../../../lib/session';
import { captureUtm } from '../../../lib/utm';
import { conteudoLandingQueryOptions } from '../api/landing.api';
import heroUrl from '../assets/hero.svg';
import { CHAMADA, MATERIAS, PITCH, SOBRE } from '../utils/conteudo';
import classes from './landing-page.module.css';

// Below the fold and moving or loading data: one lazy chunk, loaded when the person scrolls near.
const secoes = () => import('./secoes-dinamicas');
const Contadores = lazy(() => secoes().then((m) => ({ default: m.Contadores })));
const AprovadosCarrossel = lazy(() => secoes().then((m) => ({ default: m.AprovadosCarrossel })));
const DepoimentosCarrossel = lazy(() => secoes().then((m) => ({ default: m.DepoimentosCarrossel })));

const ICONES: Record<IconeDestaque, ComponentType<{ size?: number; stroke?: number }>> = {
  questoes: IconBook2,
  fixacao: IconChecks,
  simulados: IconTrophy,
  metricas: IconChartBar,
  abertas: IconFileText,
};

export const SECOES = { sobre: 'sobre', aprovados: 'aprovados', planos: PLANOS_SECTION_ID } as const;

/** A section of the landing with its h2; `fundo` tints it. */
function Secao({
  id,
  titulo,
  subtitulo,
  fundo,
  children,
}: {
  id: string;
  titulo: string;
  subtitulo?: string;
  fundo?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-titulo`}
      py={{ base: 40, md: 64 }}
      bg={fundo}
      style={{ scrollMarginTop: 16 }}
    >
      <Container size={1200}>
        <Stack gap={4} mb="xl">
          <Title id={`${id}-titulo`} order={2}>
            {titulo}
          </Title>
          {subtitulo && <Text size="lg">{subtitulo}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** The feature cards under the hero, as the admin set them (issue 22 §3). */
function Destaques() {
  const query = useQuery(conteudoLandingQueryOptions());
  const destaques = query.data?.destaques ?? [];
  if (query.isPending)
    return <Skeleton height={180} mt={{ base: 32, md: 56 }} radius="md" aria-label="Carregando recursos" />;
  if (destaques.length === 0) return null;
  return (
    <>
      <h2 className="visually-hidden">Recursos da plataforma</h2>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt={{ base: 32, md: 56 }} spacing="md">
        {destaques.map((d) => {
          const Icone = ICONES[d.icone];
          return (
            <Box
              key={d.id}
              p="lg"
              bg="var(--mantine-color-body)"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icone size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="h4" mt="sm">
                {d.titulo}
              </Title>
              <Text mt={6}>{d.texto}</Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </>
  );
}

const LINKS_DA_PAGINA = [
  { secao: SECOES.sobre, rotulo: 'Sobre' },
  { secao: SECOES.planos, rotulo: 'Planos' },
  { secao: SECOES.aprovados, rotulo: 'Nossos Aprovados' },
] as const;

function NavegacaoTopo() {
  const session = useSession();
  const plataforma = usePlataforma();
  const nome = firstName(session?.claims.name);
  const links = LINKS_DA_PAGINA.map(({ secao, rotulo }) => (
    <Anchor key={secao} href={`#${secao}`} c="dark" fw={600}>
      {rotulo}
    </Anchor>
  ));
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size={1200}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Brand to="/" />
          <Group component="nav" aria-label="Navegação da página" gap="md" wrap="nowrap">
            <Group gap="md" visibleFrom="sm">
              {links}
            </Group>
            {/* Phones: the section links fold into a menu (a native disclosure: no script). */}
            <Box component="details" hiddenFrom="sm" className={classes.menuCelular}>
              <Box component="summary" aria-label="Menu da página">
                <IconMenu2 size={22} aria-hidden />
              </Box>
              <Stack
                gap="sm"
                className={classes.menuCelularLista}
                onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}
              >
                {links}
              </Stack>
            </Box>
            {session ? (
              <Button
                component={Link}
                to={plataformaPath(plataforma)}
                size="sm"
                style={{ whiteSpace: 'normal', height: 'auto', minHeight: 36 }}
              >
                {nome ? `Olá ${nome}, acessar área do Aluno` : 'Acessar área do Aluno'}
              </Button>
            ) : (
              <Button component={Link} to={loginPath()} size="sm">
                Já Sou Aluno
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

interface LandingPageProps {
  /** The plans grid of the current platform (feature planos, composed by the route). */
  planos: ReactNode;
  /** The plans' feature carousel (feature planos). */
  funcionalidades: ReactNode;
  /** The social links of the footer (feature parametro). */
  redesSociais: ReactNode;
}

/**
 * The public landing (spec doc 2 "Landing page"): top navigation, hero, feature cards, counters,
 * approved students, feature carousel, About, plans, subjects, testimonials, footer. The cookie notice
 * is the root layout's. Campaign parameters (utm_*) of the address are kept when present.
 */
export function LandingPage({ planos, funcionalidades, redesSociais }: LandingPageProps) {
  const { hash, search } = useLocation();
  const variante = isMedical() ? 'medical' : 'main';
  const brand = brandName();

  useEffect(() => captureUtm(search), [search]);

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <NavegacaoTopo />
      <Box component="main" id="conteudo" tabIndex={-1} style={{ flex: 1 }}>
        <Box
          component="section"
          aria-labelledby="landing-titulo"
          bg="var(--mantine-color-brand-0)"
          py={{ base: 40, md: 80 }}
        >
          <Container size={1200}>
            <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
              <Stack maw={640} gap="lg" align="flex-start">
                <Title id="landing-titulo" order={1} fz={{ base: 36, sm: 48 }}>
                  {brand}
                </Title>
                <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.25}>
                  {CHAMADA[variante]}
                </Text>
                <Text size="lg">{PITCH[variante]}</Text>
                <Button component="a" href={`#${SECOES.planos}`} size="lg">
                  Conheça os planos
                </Button>
              </Stack>
              <Box visibleFrom="md" style={{ flexShrink: 0 }}>
                <img src={heroUrl} alt="" width={440} height={330} />
              </Box>
            </Group>
            <Destaques />
          </Container>
        </Box>

        <Secao id="numeros" titulo={`${brand} em números`}>
          <AoAproximar altura={96}>
            <Contadores />
          </AoAproximar>
        </Secao>

        <Secao
          id={SECOES.aprovados}
          titulo="Nossos Aprovados"
          subtitulo="Alunos que estudaram com a gente e conquistaram a vaga."
          fundo="var(--mantine-color-gray-0)"
        >
          <AoAproximar altura={260}>
            <AprovadosCarrossel />
          </AoAproximar>
        </Secao>

        <Secao id="funcionalidades" titulo="Tudo o que você precisa para ser aprovado">
          {funcionalidades}
        </Secao>

        <Secao id={SECOES.sobre} titulo={`Sobre a ${brand}`} fundo="var(--mantine-color-gray-0)">
          <Stack gap="md" maw={760}>
            {SOBRE[variante].map((p) => (
              <Text key={p} size="lg">
                {p}
              </Text>
            ))}
          </Stack>
        </Secao>

        <Secao
          id={SECOES.planos}
          titulo="Nossos Planos"
          subtitulo="Parcelamento sem juros no cartão de crédito ou pagamento por PIX."
        >
          {planos}
        </Secao>

        <Secao id="materias" titulo="Matérias" fundo="var(--mantine-color-gray-0)">
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {MATERIAS[variante].map((m) => (
              <Group component="li" key={m} gap="xs" wrap="nowrap">
                <IconChecks size={20} stroke={2} color="var(--mantine-primary-color-filled)" aria-hidden />
                <Text>{m}</Text>
              </Group>
            ))}
          </SimpleGrid>
        </Secao>

        <Secao id="depoimentos" titulo="O que dizem nossos alunos">
          <AoAproximar altura={240}>
            <DepoimentosCarrossel />
          </AoAproximar>
        </Secao>
      </Box>

      <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={1200}>
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap="xs" maw={420}>
              <Brand />
              <Text size="sm">Questões, simulados e materiais de estudo para a sua aprovação.</Text>
              {redesSociais}
            </Stack>
            <Stack gap={6} component="nav" aria-label="Rodapé">
              <Anchor href={`#${SECOES.sobre}`} size="sm">
                Sobre
              </Anchor>
              <Anchor component={Link} to="/planos" size="sm">
                Planos
              </Anchor>
              <Anchor component={Link} to="/termos-de-uso" size="sm">
                Termos de Uso
              </Anchor>
              <Anchor component={Link} to="/politica-de-privacidade" size="sm">
                Política de Privacidade
              </Anchor>
            </Stack>
          </Group>
          <Box mt="lg">
            <LinhaEmpresa />
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
