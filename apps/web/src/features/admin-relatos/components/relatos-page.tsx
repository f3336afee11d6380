import {
  DESFECHO_RELATO_LABEL,
  DESFECHOS_RELATO,
  type DesfechoRelato,
  MENSAGENS_RELATOS,
  TIPO_ITEM_RELATO_LABEL,
  TIPOS_ITEM_RELATO,
  type TipoItemRelato,
  type TRelato,
  type TRelatoLinha,
  ZResponderRelato,
} from '@aprovei/shared/comentarios/relatos.schemas';
import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { confirm, showApiError } from '../../../components/dialogs';
import { formatDate, formatTime } from '../../../lib/formatters';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  fecharRelato,
  filaQueryOptions,
  relatoQueryOptions,
  relatosKeys,
  responderRelato,
} from '../api/relatos.api';
import { ItemDoRelato } from './item-do-relato';

const FILTROS = ['situacao', 'tipoItem', 'plataforma'] as const;
const SITUACOES = [
  { value: 'ABERTOS', label: 'Abertos' },
  { value: 'FECHADOS', label: 'Fechados' },
  { value: 'TODOS', label: 'Todos' },
];
const quando = (iso: string) => `${formatDate(iso)} ${formatTime(new Date(iso))}`;
const nomeDoItem = (r: Pick<TRelatoLinha, 'tipoItem' | 'numeroQuestao'>) =>
  `${r.tipoItem === 'QUESTAO' ? 'Questão' : 'Exercício'} ${r.numeroQuestao}`;
/** The item's editing screen in the back office. */
const edicaoDoItem = (r: Pick<TRelatoLinha, 'tipoItem' | 'itemId'>) =>
  `/admin/${r.tipoItem === 'QUESTAO' ? 'questoes' : 'exercicios'}/${r.itemId}`;

function Situacao({ r }: { r: TRelatoLinha }) {
  if (!r.desfecho) return <Badge color="orange">Aberto</Badge>;
  return (
    <Badge color={r.desfecho === 'CORRIGIDO' ? 'green' : 'gray'}>{DESFECHO_RELATO_LABEL[r.desfecho]}</Badge>
  );
}

function Responder({ relato }: { relato: TRelato }) {
  const queryClient = useQueryClient();
  const form = useZodForm(ZResponderRelato, { initialValues: { resposta: '' } });
  const mutation = useMutation({
    mutationFn: (texto: string) => responderRelato(relato.id, texto),
    onSuccess: (novo) => {
      form.reset();
      queryClient.setQueryData(relatosKeys.relato(relato.id), novo);
      void queryClient.invalidateQueries({ queryKey: [...relatosKeys.all, 'fila'] });
    },
    onError: (e) => {
      if (!applyServerErrors(form, e)) void showApiError(e, 'Não foi possível enviar a resposta.');
    },
  });
  return (
    <form
      aria-label="Responder ao aluno"
      noValidate
      onSubmit={form.onSubmit((v) => mutation.mutate(v.resposta))}
    >
      <Stack gap="xs">
        <Textarea
          label="Resposta ao aluno (assinada como Equipe Aprovei)"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('resposta')}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={mutation.isPending}>
            Responder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Fechar({ relato }: { relato: TRelato }) {
  const queryClient = useQueryClient();
  const [desfecho, setDesfecho] = useState<DesfechoRelato>('CORRIGIDO');
  const mutation = useMutation({
    mutationFn: () => fecharRelato(relato.id, desfecho),
    onSuccess: (novo) => {
      queryClient.setQueryData(relatosKeys.relato(relato.id), novo);
      void queryClient.invalidateQueries({ queryKey: [...relatosKeys.all, 'fila'] });
    },
    onError: (e) => void showApiError(e, 'Não foi possível fechar o relato.'),
  });
  const fechar = async () => {
    const ok = await confirm(`Fechar o relato como '${DESFECHO_RELATO_LABEL[desfecho]}'?`, {
      title: 'Fechar relato',
    });
    if (ok) mutation.mutate();
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="desfecho-relato">
        Desfecho
      </Text>
      <SegmentedControl
        aria-labelledby="desfecho-relato"
        value={desfecho}
        onChange={(v) => setDesfecho(v as DesfechoRelato)}
        data={DESFECHOS_RELATO.map((d) => ({
          value: d,
          label: d === 'CORRIGIDO' ? 'Corrigido (o item foi corrigido)' : 'Mantido (expliquei por quê)',
        }))}
        fullWidth
        orientation="vertical"
      />
      <Group justify="flex-end">
        <Button color="green" variant="light" onClick={() => void fechar()} loading={mutation.isPending}>
          Fechar relato
        </Button>
      </Group>
    </Stack>
  );
}

function DetalheRelato({ id }: { id: number }) {
  const { data: relato, isLoading, error } = useQuery(relatoQueryOptions(id));
  if (isLoading) return <Skeleton h={240} />;
  if (!relato) return <Text c="red">{error ? MENSAGENS_RELATOS.naoEncontrado : ''}</Text>;
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Stack gap={4}>
          <Group gap="xs" justify="space-between">
            <Text fw={600}>{relato.aluno}</Text>
            <Situacao r={relato} />
          </Group>
          <Text size="xs" c="dimmed">
            {relato.alunoEmail} · {quando(relato.criadoEm)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{relato.comentario}</Text>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Title order={3} fz="h4">
          {nomeDoItem(relato)} · {NOMES_PLATAFORMA[relato.plataformaId as PlataformaId]}
        </Title>
        <Anchor component={Link} to={edicaoDoItem(relato)} size="sm">
          <Group gap={4}>
            Editar o item <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <ItemDoRelato item={relato.item} />
      <Divider label="Respostas" labelPosition="left" />
      {relato.respostas.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ninguém respondeu ainda.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Respostas"
        >
          {relato.respostas.map((r) => (
            <Paper
              key={r.id}
              component="li"
              withBorder
              p="xs"
              bg={r.daPlataforma ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Text size="sm" fw={600}>
                {r.nome}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {quando(r.criadoEm)}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.texto}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Responder relato={relato} />
      {relato.fechadoEm ? (
        <Text size="sm" c="dimmed">
          Fechado em {quando(relato.fechadoEm)}
          {relato.fechadoPor ? ` por ${relato.fechadoPor}` : ''} como '
          {relato.desfecho ? DESFECHO_RELATO_LABEL[relato.desfecho] : ''}'.
        </Text>
      ) : (
        <Fechar relato={relato} />
      )}
    </Stack>
  );
}

/** The error reports students typed on questions and exercises: the queue, oldest open first. */
export function RelatosPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm', direcao: 'asc' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const situacao = (filtros.situacao ?? 'ABERTOS') as 'ABERTOS' | 'FECHADOS' | 'TODOS';
  const lista = useQuery(
    filaQueryOptions({
      ...estado,
      ordem: 'criadoEm',
      situacao,
      tipoItem: filtros.tipoItem as TipoItemRelato | undefined,
      plataforma: filtros.plataforma ? Number(filtros.plataforma) : undefined,
    }),
  );
  const [aberto, setAberto] = useState<number | null>(null);

  return (
    <PaginaAdmin
      titulo="Relatos de erro"
      descricao="Comentários do tipo Erro dos alunos. Responda como a Equipe Aprovei e feche com o desfecho."
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Situação"
          data={SITUACOES}
          value={situacao}
          onChange={(v) => mudarFiltros({ situacao: v === 'ABERTOS' ? null : v })}
        />
        <Select
          label="Item"
          placeholder="Todos"
          data={TIPOS_ITEM_RELATO.map((t) => ({ value: t, label: TIPO_ITEM_RELATO_LABEL[t] }))}
          value={filtros.tipoItem ?? null}
          onChange={(v) => mudarFiltros({ tipoItem: v })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Plataforma"
          placeholder="Todas"
          data={Object.entries(NOMES_PLATAFORMA).map(([value, label]) => ({ value, label }))}
          value={filtros.plataforma ?? null}
          onChange={(v) => mudarFiltros({ plataforma: v })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <TabelaAdmin<TRelatoLinha>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio={situacao === 'ABERTOS' ? 'Nenhum relato aberto.' : 'Nenhum relato encontrado.'}
        onLinha={(r) => setAberto(r.id)}
        colunas={[
          { accessor: 'criadoEm', title: 'Enviado', sortable: true, render: (r) => quando(r.criadoEm) },
          { accessor: 'aluno', title: 'Aluno' },
          { accessor: 'item', title: 'Item', render: (r) => nomeDoItem(r) },
          {
            accessor: 'comentario',
            title: 'Relato',
            render: (r) => (
              <Text size="sm" lineClamp={2}>
                {r.comentario}
              </Text>
            ),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          { accessor: 'situacao', title: 'Situação', render: (r) => <Situacao r={r} /> },
        ]}
      />
      <Drawer
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        position="right"
        size="xl"
        title="Relato de erro"
      >
        {aberto !== null && <DetalheRelato id={aberto} />}
      </Drawer>
    </PaginaAdmin>
  );
}
