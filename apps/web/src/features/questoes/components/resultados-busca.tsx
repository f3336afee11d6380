import type { TPage } from '@aprovei/shared/common.schemas';
import { Alert, Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api-client';
import { AvisoEstagiario } from './aviso-estagiario';

/** A placeholder shaped like a question card: chips, statement lines, alternatives. */
export function EsqueletoCartao() {
  return (
    <Card aria-hidden>
      <Stack gap="sm">
        <Skeleton h={18} w={140} />
        <Group gap={6}>
          <Skeleton h={18} w={60} radius="xl" />
          <Skeleton h={18} w={50} radius="xl" />
          <Skeleton h={18} w={110} radius="xl" />
        </Group>
        <Skeleton h={14} />
        <Skeleton h={14} />
        <Skeleton h={14} w="70%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    </Card>
  );
}

export interface ResultadosBuscaProps<T> {
  query: UseQueryResult<TPage<T>>;
  /** Whether a search ran (nothing is shown before). */
  buscou: boolean;
  vazio: string;
  /** Text of a 401 SEM_ACESSO (the server's message wins). */
  semAcesso: string;
  erro: string;
  estagiario: boolean;
  onLimpar: () => void;
  onPagina: (page: number) => void;
  /** The count line, singular and plural ('questão encontrada', 'questões encontradas'). */
  encontrados: [string, string];
  children: (item: T) => ReactNode;
  itemKey: (item: T) => number;
}

const semAcessoDe = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.codigo === 'SEM_ACESSO';

/**
 * The results of a search: skeleton cards while loading, the empty state (with the trainee message for
 * trainees), the trainee's 401, the items and the pagination.
 */
export function ResultadosBusca<T>(props: ResultadosBuscaProps<T>) {
  const topo = useRef<HTMLDivElement>(null);
  const semAcesso = semAcessoDe(props.query.error);
  useErrorDialog(semAcesso ? null : props.query.error, props.erro);

  if (!props.buscou) return null;

  const irPara = (page: number) => {
    props.onPagina(page);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    topo.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <div ref={topo} style={{ scrollMarginTop: 72 }}>
      <ResultsBody {...props} semAcessoErro={semAcesso} irPara={irPara} />
    </div>
  );
}

function ResultsBody<T>({
  query,
  semAcessoErro,
  irPara,
  ...props
}: ResultadosBuscaProps<T> & { semAcessoErro: boolean; irPara: (page: number) => void }) {
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Carregando resultados">
        <EsqueletoCartao />
        <EsqueletoCartao />
      </Stack>
    );
  }

  if (query.isError) {
    if (!semAcessoErro) return <Text c="dimmed">{props.erro}</Text>;
    const body = (query.error as ApiError).body as { mensagem?: unknown } | null;
    const mensagem = typeof body?.mensagem === 'string' && body.mensagem ? body.mensagem : props.semAcesso;
    return (
      <Stack gap="md">
        <Alert variant="light" color="red" icon={<IconLock size={20} aria-hidden />} title="Acesso limitado">
          {mensagem}
        </Alert>
        <AvisoEstagiario />
      </Stack>
    );
  }

  const { content, number: pagina, totalPages, totalElements } = query.data;
  if (content.length === 0) {
    return (
      <Stack gap="md">
        <EmptyState
          icon={<IconMoodEmpty size={32} aria-hidden />}
          withIndicatorBackground
          title={props.vazio}
          description="Tente outros filtros ou outra forma de exibir as questões."
          py="xl"
        >
          <EmptyState.Actions>
            <Button variant="light" onClick={props.onLimpar}>
              Limpar filtros
            </Button>
          </EmptyState.Actions>
        </EmptyState>
        {props.estagiario && <AvisoEstagiario />}
      </Stack>
    );
  }

  const [um, varios] = props.encontrados;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`${totalElements} ${totalElements === 1 ? um : varios} · página ${pagina + 1} de ${Math.max(totalPages, 1)}`}
      </Text>
      {content.map((item) => (
        <div key={props.itemKey(item)}>{props.children(item)}</div>
      ))}
      <Pager page={pagina} totalPages={totalPages} onChange={irPara} />
    </Stack>
  );
}
