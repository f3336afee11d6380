import {
  COMENTARIO_MAX,
  type TComentario,
  TIPO_COMENTARIO_LABEL,
  TIPOS_COMENTARIO,
  type TipoComentario,
  type TRespostaComentario,
  ZComentarioBody,
  ZRespostaComentarioBody,
} from '@aprovei/shared/comentarios/comentarios.schemas';
import { tempoRelativo } from '@aprovei/shared/comentarios/tempo-relativo.rules';
import {
  Badge,
  Button,
  Divider,
  Group,
  Input,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconMessageReply, IconSend, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatTime } from '../../../lib/formatters';
import { applyServerErrors, useZodForm, type ZodForm } from '../../../lib/forms';
import {
  comentariosQueryOptions,
  criarComentario,
  ERRO_COMENTARIOS,
  responderComentario,
  respostasQueryOptions,
} from '../api/comentarios.api';
import { questoesKeys } from '../api/keys';
import { usePaginasAcumuladas } from '../hooks/use-paginas';
import type { AlvoItem } from '../utils/item';
import { BarraReacoes } from './barra-reacoes';

export const SEM_COMENTARIOS = 'Não existem comentários para esta questão.';
export const SEM_RESPOSTAS = 'Não existem respostas para este comentário.';

const TIPO_COR: Record<TipoComentario, string> = { INFORMATIVO: 'gray', ERRO: 'red', SUGESTAO: 'brand' };

function Quando({ inicio }: { inicio: string }) {
  const data = new Date(inicio);
  if (Number.isNaN(data.getTime())) return null;
  return (
    <Text
      component="time"
      dateTime={data.toISOString()}
      size="xs"
      c="dimmed"
      title={`${formatDate(data)} ${formatTime(data)}`}
    >
      {tempoRelativo(data)}
    </Text>
  );
}

/** Plain text, never HTML (comments are written by users). */
function TextoSimples({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

function ListaSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton h={14} w="30%" />
          <Skeleton h={14} />
          <Skeleton h={14} w="80%" />
        </Stack>
      ))}
    </Stack>
  );
}

function Paginas({
  podeVerMais,
  podeVerMenos,
  carregandoMais,
  verMais,
  verMenos,
  de,
}: {
  podeVerMais: boolean;
  podeVerMenos: boolean;
  carregandoMais: boolean;
  verMais: () => void;
  verMenos: () => void;
  de: 'comentários' | 'respostas';
}) {
  if (!podeVerMais && !podeVerMenos && !carregandoMais) return null;
  return (
    <Group gap="xs">
      {(podeVerMais || carregandoMais) && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={verMais}
          loading={carregandoMais}
          aria-label={`Ver mais ${de}`}
        >
          Ver mais
        </Button>
      )}
      {podeVerMenos && (
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          onClick={verMenos}
          aria-label={`Ver menos ${de}`}
        >
          Ver menos
        </Button>
      )}
    </Group>
  );
}

/** A reply; the platform's (an editor answering an error report) stands out, signed by the brand. */
function RespostaItem({ resposta }: { resposta: TRespostaComentario }) {
  const daPlataforma = resposta.daPlataforma;
  return (
    <Stack
      gap={2}
      component="li"
      p={daPlataforma ? 'xs' : undefined}
      bg={daPlataforma ? 'var(--mantine-primary-color-light)' : undefined}
      style={daPlataforma ? { borderRadius: 'var(--mantine-radius-md)' } : undefined}
      aria-label={daPlataforma ? `Resposta da ${resposta.usuarioExterno.nome}` : undefined}
    >
      <Group gap="xs">
        {daPlataforma && (
          <IconShieldCheck size={16} color="var(--mantine-primary-color-filled)" aria-hidden />
        )}
        <Text size="sm" fw={600} c={daPlataforma ? 'var(--mantine-primary-color-filled)' : undefined}>
          {resposta.usuarioExterno.nome}
        </Text>
        {daPlataforma && (
          <Badge size="xs" variant="filled">
            Oficial
          </Badge>
        )}
        <Quando inicio={resposta.inicio} />
      </Group>
      <TextoSimples>{resposta.resposta}</TextoSimples>
    </Stack>
  );
}

/**
 * The text form of a comment or a reply, on the shared body schema: `campo` is the text field (the
 * textarea), `children` renders any other field of the body. Sends the schema's output, puts the
 * server's field errors under the fields (anything else in the error dialog) and resets on success.
 */
function TextoForm<S extends z.ZodType, Values extends Record<string, unknown> & z.input<S>>({
  ariaLabel,
  label,
  rows,
  schema,
  initialValues,
  campo,
  enviar,
  onEnviado,
  erroFallback,
  botao,
  icone,
  size,
  children,
}: {
  ariaLabel: string;
  label: string;
  rows: [number, number];
  schema: S;
  initialValues: Values;
  campo: keyof Values & string;
  enviar: (body: z.output<S>) => Promise<unknown>;
  onEnviado: () => unknown;
  erroFallback: string;
  botao: string;
  icone: ReactNode;
  size?: 'sm';
  children?: (form: ZodForm<Values, S>) => ReactNode;
}) {
  const form = useZodForm(schema, { initialValues });
  const mutation = useMutation({
    mutationFn: enviar,
    onSuccess: () => {
      form.reset();
      void onEnviado();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) void showApiError(error, erroFallback);
    },
  });

  return (
    <form onSubmit={form.onSubmit((body) => mutation.mutate(body))} noValidate aria-label={ariaLabel}>
      <Stack gap="xs">
        {children?.(form)}
        <Textarea
          label={label}
          autosize
          minRows={rows[0]}
          maxRows={rows[1]}
          maxLength={COMENTARIO_MAX}
          {...form.getInputProps(campo)}
        />
        <Group justify="flex-end">
          <Button type="submit" size={size} leftSection={icone} loading={mutation.isPending}>
            {botao}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Respostas({ comentario, exercicio }: { comentario: TComentario; exercicio: boolean }) {
  const queryClient = useQueryClient();
  const paginas = usePaginasAcumuladas((page) => respostasQueryOptions(exercicio, comentario.id, page));
  useErrorDialog(paginas.erro, ERRO_COMENTARIOS.listarRespostas);
  return (
    <Stack gap="sm" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
      {paginas.carregando ? (
        <ListaSkeleton />
      ) : paginas.itens.length === 0 ? (
        <Text size="sm" c="dimmed">
          {paginas.erro ? ERRO_COMENTARIOS.listarRespostas : SEM_RESPOSTAS}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Respostas"
        >
          {paginas.itens.map((r) => (
            <RespostaItem key={r.id} resposta={r} />
          ))}
        </Stack>
      )}
      <Paginas de="respostas" {...paginas} />
      <TextoForm
        ariaLabel={`Responder ao comentário de ${comentario.nomeUsuario}`}
        label="Sua resposta"
        rows={[2, 8]}
        schema={ZRespostaComentarioBody}
        initialValues={{ resposta: '' }}
        campo="resposta"
        enviar={(body) => responderComentario(exercicio, comentario.id, body.resposta)}
        onEnviado={() =>
          queryClient.invalidateQueries({ queryKey: questoesKeys.respostas(exercicio, comentario.id) })
        }
        erroFallback={ERRO_COMENTARIOS.responder}
        botao="Responder"
        icone={<IconMessageReply size={16} aria-hidden />}
        size="sm"
      />
    </Stack>
  );
}

function ComentarioItem({ comentario, exercicio }: { comentario: TComentario; exercicio: boolean }) {
  const [aberto, setAberto] = useState(false);
  const respostasId = useId();
  return (
    <Stack gap={6} component="li">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {comentario.nomeUsuario}
        </Text>
        <Badge size="sm" variant="light" color={TIPO_COR[comentario.tipo]}>
          {TIPO_COMENTARIO_LABEL[comentario.tipo]}
        </Badge>
        <Quando inicio={comentario.inicio} />
      </Group>
      <TextoSimples>{comentario.comentario}</TextoSimples>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAberto((v) => !v)}
          aria-expanded={aberto}
          aria-controls={respostasId}
        >
          {aberto
            ? 'Ocultar respostas'
            : comentario.totalRespostas > 0
              ? `Ver respostas (${comentario.totalRespostas})`
              : 'Ver respostas'}
        </Button>
        <BarraReacoes
          local={exercicio ? 'COMENTARIO_EXERCICIO_FIXACAO' : 'COMENTARIO'}
          id={comentario.id}
          size="xs"
          inicial={comentario.reacoes}
        />
      </Group>
      <div id={respostasId} hidden={!aberto}>
        {aberto && <Respostas comentario={comentario} exercicio={exercicio} />}
      </div>
    </Stack>
  );
}

/**
 * Comments of a question or of a fixation exercise (spec doc 3 §2 "Comments and emoji reactions"): the
 * form (type and text), then the comments 5 at a time, newest first, each with its reactions and
 * replies. `onTotal` receives the number of comments whenever it is known.
 */
export function PainelComentarios({ alvo, onTotal }: { alvo: AlvoItem; onTotal?: (total: number) => void }) {
  const queryClient = useQueryClient();
  const exercicio = alvo.tipo === 'exercicio';
  const paginas = usePaginasAcumuladas((page) => comentariosQueryOptions(alvo, page));
  useErrorDialog(paginas.erro, exercicio ? ERRO_COMENTARIOS.listarExercicio : ERRO_COMENTARIOS.listarQuestao);
  const tipoLabelId = useId();

  const total = paginas.total;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);

  return (
    <Stack gap="md">
      <TextoForm
        ariaLabel="Novo comentário"
        label="Comentário"
        rows={[3, 10]}
        schema={ZComentarioBody}
        initialValues={{ comentario: '', tipo: 'INFORMATIVO' as TipoComentario }}
        campo="comentario"
        enviar={(body) => criarComentario(alvo, body)}
        onEnviado={() => queryClient.invalidateQueries({ queryKey: questoesKeys.comentarios(alvo) })}
        erroFallback={ERRO_COMENTARIOS.comentar}
        botao="Comentar"
        icone={<IconSend size={16} aria-hidden />}
      >
        {(form) => (
          <Input.Wrapper
            label="Tipo"
            labelElement="div"
            id={tipoLabelId}
            labelProps={{ style: { display: 'block' } }}
            error={form.errors.tipo}
          >
            <SegmentedControl
              aria-labelledby={`${tipoLabelId}-label`}
              {...form.getInputProps('tipo')}
              data={TIPOS_COMENTARIO.map((t) => ({ value: t, label: TIPO_COMENTARIO_LABEL[t] }))}
              mt={4}
            />
          </Input.Wrapper>
        )}
      </TextoForm>
      <Divider />
      {paginas.carregando ? (
        <ListaSkeleton />
      ) : paginas.itens.length === 0 ? (
        <Text c="dimmed">
          {paginas.erro
            ? exercicio
              ? ERRO_COMENTARIOS.listarExercicio
              : ERRO_COMENTARIOS.listarQuestao
            : SEM_COMENTARIOS}
        </Text>
      ) : (
        <Stack
          gap="lg"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Comentários"
        >
          {paginas.itens.map((c) => (
            <ComentarioItem key={c.id} comentario={c} exercicio={exercicio} />
          ))}
        </Stack>
      )}
      <Paginas de="comentários" {...paginas} />
    </Stack>
  );
}
