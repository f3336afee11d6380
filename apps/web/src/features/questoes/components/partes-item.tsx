import {
  ROTULO_GABARITO_ALTERADO,
  ROTULO_SITUACAO,
  type SituacaoVisivel,
  type TGabaritoAlterado,
} from '@aprovei/shared/itens-estudo/situacao';
import type { TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartPie, IconCircleCheck, IconCircleX, IconMessageCircle } from '@tabler/icons-react';
import { type CSSProperties, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { RESULT_COLORS, RESULT_TEXT_COLORS } from '../../../theme';
import type { Marca } from '../utils/alternativas';
import { type AlvoItem, TIPOS_DE_ITEM } from '../utils/item';
import { BarraReacoes } from './barra-reacoes';
import classes from './questoes.module.css';

/**
 * The panels load when they open (DESIGN.md performance budget): the statistics bring the charts, the
 * comments the forms library (zod and Mantine's form), neither needed for the first paint of a search.
 */
const PainelEstatisticas = lazy(() => import('./painel-estatisticas'));
const PainelComentarios = lazy(() =>
  import('./painel-comentarios').then((m) => ({ default: m.PainelComentarios })),
);

/** CSS variables of the fixed result colours, for the card's CSS module. */
export const RESULT_VARS = {
  '--app-correta': RESULT_COLORS.correta,
  '--app-incorreta': RESULT_COLORS.incorreta,
  '--app-correta-texto': RESULT_TEXT_COLORS.correta,
  '--app-incorreta-texto': RESULT_TEXT_COLORS.incorreta,
} as CSSProperties;

/** The card's heading and its chips (number, id, year, institution, subjects…) in small dimmed text. */
export function CabecalhoItem({
  titulo,
  tituloId,
  chips,
  situacao,
}: {
  titulo: string;
  tituloId: string;
  chips: string[];
  situacao?: SituacaoVisivel | undefined;
}) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Title order={3} size="h5" id={tituloId}>
          {titulo}
        </Title>
        {situacao && situacao !== 'PUBLICADA' && (
          <Badge color={situacao === 'ANULADA' ? 'red' : 'yellow'} variant="light">
            {ROTULO_SITUACAO[situacao]}
          </Badge>
        )}
      </Group>
      {chips.length > 0 && (
        <ul className={classes.chips} aria-label="Dados da questão">
          {chips.map((chip, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: chips may repeat (two subjects with one name).
            <li key={i} className={classes.chip}>
              {chip}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** Icon + word marking a row after answering (never colour alone). */
export function MarcaResultado({ marca }: { marca: Marca }) {
  if (!marca) return null;
  const Icon = marca === 'correta' ? IconCircleCheck : IconCircleX;
  return (
    <span className={classes.marca} data-resultado={marca}>
      <Icon size={18} aria-hidden color={RESULT_COLORS[marca]} />
      {marca === 'correta' ? 'Correta' : 'Incorreta'}
    </span>
  );
}

/** The answer's feedback: 'Correta' or 'Incorreta', the sentence and the explanation. */
export function AvisoResposta({
  certo,
  mensagem,
  explicacao,
  gabaritoAlterado,
  children,
}: {
  certo: boolean;
  mensagem: string;
  explicacao?: string | null;
  gabaritoAlterado?: TGabaritoAlterado | null;
  children?: ReactNode;
}) {
  const marca = certo ? 'correta' : 'incorreta';
  const Icon = certo ? IconCircleCheck : IconCircleX;
  return (
    <Alert
      variant="light"
      color={RESULT_COLORS[marca]}
      icon={<Icon size={22} aria-hidden />}
      title={certo ? 'Correta' : 'Incorreta'}
      styles={{ title: { color: RESULT_TEXT_COLORS[marca] } }}
    >
      <Stack gap="xs">
        <Text fw={600}>{mensagem}</Text>
        {gabaritoAlterado && (
          <Text size="sm">
            <Text span fw={700}>
              {`${ROTULO_GABARITO_ALTERADO}: `}
            </Text>
            {gabaritoAlterado.motivo}
          </Text>
        )}
        {explicacao?.trim() ? <SafeHtml html={explicacao} className={classes.enunciado} /> : null}
        {children}
      </Stack>
    </Alert>
  );
}

function PanelSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton h={16} w="40%" />
      <Skeleton h={160} />
    </Stack>
  );
}

type Painel = 'estatisticas' | 'comentarios' | null;

/**
 * Buttons 'Estatísticas' and 'Comentários ({n})', whose panels are mutually exclusive (spec doc 3 §2),
 * and the emoji bar of the question or exercise.
 */
export function ItemExtras({
  alvo,
  totalComentarios,
  reacoes,
}: {
  alvo: AlvoItem;
  totalComentarios: number;
  reacoes?: TResumoReacoes;
}) {
  const [painel, setPainel] = useState<Painel>(null);
  const [total, setTotal] = useState(totalComentarios);
  const id = useId();
  const toggle = (qual: Exclude<Painel, null>) => setPainel((atual) => (atual === qual ? null : qual));

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Button
            variant={painel === 'estatisticas' ? 'light' : 'subtle'}
            leftSection={<IconChartPie size={18} aria-hidden />}
            aria-expanded={painel === 'estatisticas'}
            aria-controls={`${id}-estatisticas`}
            onClick={() => toggle('estatisticas')}
          >
            Estatísticas
          </Button>
          <Button
            variant={painel === 'comentarios' ? 'light' : 'subtle'}
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            aria-expanded={painel === 'comentarios'}
            aria-controls={`${id}-comentarios`}
            onClick={() => toggle('comentarios')}
          >
            {`Comentários (${total})`}
          </Button>
        </Group>
        <BarraReacoes local={TIPOS_DE_ITEM[alvo.tipo].reacoes} id={alvo.id} inicial={reacoes} />
      </Group>
      <section id={`${id}-estatisticas`} hidden={painel !== 'estatisticas'} aria-label="Estatísticas">
        {painel === 'estatisticas' && (
          <Suspense fallback={<PanelSkeleton />}>
            <PainelEstatisticas alvo={alvo} />
          </Suspense>
        )}
      </section>
      <section id={`${id}-comentarios`} hidden={painel !== 'comentarios'} aria-label="Comentários">
        {painel === 'comentarios' && (
          <Suspense fallback={<PanelSkeleton />}>
            <PainelComentarios alvo={alvo} onTotal={setTotal} />
          </Suspense>
        )}
      </section>
    </Stack>
  );
}
