import { MENSAGEM_MOTIVO_GABARITO, type SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import type { TAlteracaoGabarito } from '@aprovei/shared/questoes/admin.schemas';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { EditorRico } from '../../../components/admin/editor-rico';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { confirm, showApiError } from '../../../components/dialogs';
import {
  anosQueryOptions,
  bancasQueryOptions,
  conteudosQueryOptions,
  cursosQueryOptions,
  instituicoesQueryOptions,
  materiasQueryOptions,
} from '../../../lib/catalogo';
import { applyServerErrors, useZodForm, type ZodForm } from '../../../lib/forms';
import { type AcaoSituacao, enviarImagem } from '../api/itens-admin.api';
import { BadgeSituacao } from './lista-itens-page';
import { OPCOES_PLATAFORMA } from './plataformas';
import type { TextosItem } from './textos';

/** The form fields every kind shares: where the item sits in the catalogue, its explanation and state. */
export interface ValoresItem extends Record<string, unknown> {
  plataformaId: number;
  cursoId: string | null;
  anoId: number;
  instituicaoId: number;
  bancaId: number | null;
  materias: number[];
  conteudos: number[];
  explicacao: string;
  estagiario: boolean;
  situacao: SituacaoItem;
  motivo?: string;
}

const CLASSIFICACAO_VAZIA: ValoresItem = {
  plataformaId: 1,
  cursoId: null,
  anoId: 0,
  instituicaoId: 0,
  bancaId: null,
  materias: [],
  conteudos: [],
  explicacao: '',
  estagiario: false,
  situacao: 'RASCUNHO',
};

/** A new item's values: the empty classification (a draft) and the kind's own fields. */
export const novoItem = <E extends object>(proprios: E): ValoresItem & E => ({
  ...CLASSIFICACAO_VAZIA,
  ...proprios,
});

/** What the form reads of a stored item of any kind. */
export interface ItemAdmin {
  id: number;
  numero: number;
  situacao: SituacaoItem;
  historicoGabarito: TAlteracaoGabarito[];
}

/** One kind as its form page works with it: its texts, its calls and how its key reads. */
export interface TipoForm<I extends ItemAdmin, V, K extends readonly unknown[]> {
  textos: TextosItem;
  api: {
    keys: { all: readonly string[] };
    uma: (id: number) => UseQueryOptions<I, Error, I, K>;
    criar: (v: V) => Promise<{ id: number }>;
    editar: (id: number, v: V) => Promise<unknown>;
    mover: (id: number, acao: AcaoSituacao) => Promise<unknown>;
    excluir: (id: number) => Promise<unknown>;
  };
  /** The key of a stored item or of the form's values, comparable (`1,3`, `true`). */
  gabarito: (x: I | V) => string;
}

/** A kind's form page: the item loaded (`/admin/<kind>/:id`) or a new one (`id` null), then its form. */
export function PaginaFormItem<I extends ItemAdmin, V, K extends readonly unknown[]>({
  id,
  tipo,
  Form,
}: {
  id: number | null;
  tipo: TipoForm<I, V, K>;
  Form: ComponentType<{ item: I | null }>;
}) {
  const existente = useQuery({ ...tipo.api.uma(id ?? 0), enabled: id !== null });
  if (id !== null && !existente.data) {
    return (
      <PaginaAdmin titulo={`${tipo.textos.nome} ${id}`}>
        {existente.isError ? (
          <Alert color="red">{tipo.textos.naoEncontrado}</Alert>
        ) : (
          <Text>Carregando…</Text>
        )}
      </PaginaAdmin>
    );
  }
  return <Form key={id ?? 'novo'} item={existente.data ?? null} />;
}

/** The form of an item: the schema of a new one, or of an edit once it exists. */
export function useFormDoItem<S extends z.ZodType, V extends ValoresItem & z.input<S>, I>(
  item: I | null,
  esquemas: { novo: S; edicao: z.ZodType },
  valores: (item: I | null) => V,
) {
  return useZodForm<S, V>(() => (item ? (esquemas.edicao as unknown as S) : esquemas.novo), {
    initialValues: valores(item),
  });
}

/** A rich-text field's value, change and error bound to the form's field `campo`. */
export function campoRico<V extends ValoresItem>(form: ZodForm<V, z.ZodType>, campo: keyof V & string) {
  return {
    value: String(form.getValues()[campo] ?? ''),
    onChange: (html: string) => form.setValues({ [campo]: html } as Partial<V>),
    error: form.errors[campo] as string | undefined,
    enviarImagem,
  };
}

const idOuNulo = (v: string | null) => (v ? Number(v) : null);
const opcoes = (itens: { id: number; nome?: string; ano?: number }[] | undefined) =>
  (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome ?? String(i.ano ?? i.id) }));

/**
 * The form of one item of any kind: the state's actions, the catalogue, the kind's own fields
 * (`children`), the explanation, and the save — which asks the reason when the key of a published
 * item changes (`mudouGabarito`).
 */
export function FormItem<
  I extends ItemAdmin,
  V extends ValoresItem,
  K extends readonly unknown[],
  S extends z.ZodType,
>({
  item,
  tipo: { textos, api, gabarito },
  form,
  opcoesExtras,
  children,
}: {
  item: I | null;
  tipo: TipoForm<I, V, K>;
  form: ZodForm<V, S>;
  /** Switches of the kind beside the trainee one (a question's sum type). */
  opcoesExtras?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const v = form.getValues();
  const mudar = (campos: Partial<ValoresItem>) => form.setValues(campos as Partial<V>);
  const [pedirMotivo, setPedirMotivo] = useState<null | ((motivo: string) => void)>(null);
  const [motivo, setMotivo] = useState('');

  const atualizar = () => queryClient.invalidateQueries({ queryKey: api.keys.all });
  const salvar = useMutation({
    mutationFn: async (valores: V) => {
      if (!item) return (await api.criar(valores)).id;
      await api.editar(item.id, valores);
      return item.id;
    },
    onSuccess: async (novoId) => {
      await atualizar();
      if (!item) navigate(`${textos.caminho}/${novoId}`, { replace: true });
    },
    onError: (e) => {
      if (!applyServerErrors(form as never, e)) void showApiError(e, `Não foi possível salvar ${textos.o}.`);
    },
  });

  const enviar = form.onSubmit(async (parsed) => {
    const valores = parsed as V;
    if (item && item.situacao !== 'RASCUNHO' && gabarito(valores) !== gabarito(item)) {
      setMotivo('');
      setPedirMotivo(() => (m: string) => salvar.mutate({ ...valores, motivo: m }));
      return;
    }
    salvar.mutate(valores);
  });

  return (
    <PaginaAdmin
      titulo={item ? `${textos.nome} ${item.numero} (#${item.id})` : textos.novo}
      acoes={item && <AcoesSituacao item={item} textos={textos} api={api} atualizar={atualizar} />}
    >
      <form onSubmit={enviar} noValidate aria-label={textos.nome}>
        <Stack gap="md">
          <Card withBorder>
            <Classificacao valores={v} mudar={mudar} erros={form.errors} existente={item !== null} />
            <Group mt="sm" gap="lg">
              <Switch
                label="Pré-seleção de estagiários"
                {...form.getInputProps('estagiario', { type: 'checkbox' })}
              />
              {opcoesExtras}
            </Group>
          </Card>

          {children}

          <EditorRico label={textos.explicacao} {...campoRico(form as never, 'explicacao')} />

          {!item && (
            <Checkbox
              label="Publicar ao salvar"
              checked={v.situacao === 'PUBLICADA'}
              onChange={(e) => mudar({ situacao: e.currentTarget.checked ? 'PUBLICADA' : 'RASCUNHO' })}
            />
          )}
          {item && item.historicoGabarito.length > 0 && (
            <Alert title="Gabarito alterado" color="yellow">
              {item.historicoGabarito.map((h) => (
                <Text key={h.em} size="sm">{`${h.antes} → ${h.depois}: ${h.motivo}`}</Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(textos.caminho)}>
              Voltar
            </Button>
            <Button type="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal opened={pedirMotivo !== null} onClose={() => setPedirMotivo(null)} title="Alterar o gabarito">
        <Stack gap="sm">
          <Text size="sm">
            {`${textos.publicado}: as respostas dos alunos serão corrigidas de novo e eles verão o motivo.`}
          </Text>
          <TextInput
            label="Motivo da alteração"
            required
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={form.errors.motivo}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPedirMotivo(null)}>
              Cancelar
            </Button>
            <Button
              onClick={() => {
                if (!motivo.trim()) {
                  form.setFieldError('motivo', MENSAGEM_MOTIVO_GABARITO);
                  return;
                }
                pedirMotivo?.(motivo.trim());
                setPedirMotivo(null);
              }}
            >
              Alterar gabarito
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PaginaAdmin>
  );
}

/** The state's badge and the moves it allows: publish or delete a draft, annul, mark outdated. */
function AcoesSituacao({
  item,
  textos,
  api,
  atualizar,
}: {
  item: ItemAdmin;
  textos: TextosItem;
  api: Pick<TipoForm<ItemAdmin, never, never>['api'], 'mover' | 'excluir'>;
  atualizar: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const mover = useMutation({
    mutationFn: (acao: AcaoSituacao) => api.mover(item.id, acao),
    onSuccess: atualizar,
    onError: (e) => void showApiError(e, 'Não foi possível mudar a situação.'),
  });
  const acao = async (a: AcaoSituacao, pergunta: string) => {
    if (await confirm(pergunta, { title: 'Confirmar', danger: a !== 'publicar' })) mover.mutate(a);
  };
  const excluir = async () => {
    if (!(await confirm('Excluir este rascunho?', { title: 'Excluir', danger: true }))) return;
    await api.excluir(item.id).catch((e) => showApiError(e, 'Não foi possível excluir.'));
    await atualizar();
    navigate(textos.caminho);
  };
  const { situacao } = item;
  return (
    <Group gap="xs">
      <BadgeSituacao situacao={situacao} />
      {situacao === 'RASCUNHO' && (
        <>
          <Button onClick={() => acao('publicar', `Publicar ${textos.este} para os alunos?`)}>
            Publicar
          </Button>
          <Button variant="default" color="red" onClick={excluir}>
            Excluir
          </Button>
        </>
      )}
      {situacao !== 'RASCUNHO' && situacao !== 'ANULADA' && (
        <Button variant="default" color="red" onClick={() => acao('anular', `Anular ${textos.este}?`)}>
          Anular
        </Button>
      )}
      {situacao !== 'RASCUNHO' && situacao !== 'DESATUALIZADA' && (
        <Button
          variant="default"
          onClick={() => acao('desatualizar', `Marcar ${textos.este} como ${textos.desatualizado}?`)}
        >
          {`Marcar como ${textos.desatualizado}`}
        </Button>
      )}
    </Group>
  );
}

interface SelectIdProps {
  label: string;
  data: { value: string; label: string }[];
  valor: number | null | undefined;
  mudar: (id: number | null) => void;
  obrigatorio?: boolean;
  erro?: ReactNode;
}

/** A catalogue select of ids (`null` when cleared). */
function SelectId({ label, data, valor, mudar, obrigatorio = false, erro }: SelectIdProps) {
  return (
    <Select
      label={label}
      required={obrigatorio}
      clearable={!obrigatorio}
      searchable
      data={data}
      value={valor ? String(valor) : null}
      error={erro}
      onChange={(x) => mudar(idOuNulo(x))}
    />
  );
}

/**
 * Where the item sits: platform (fixed once saved: it numbers the item), course, subject, content,
 * institution, year and board. Changing a level clears the levels below it.
 */
function Classificacao({
  valores: v,
  mudar,
  erros,
  existente,
}: {
  valores: ValoresItem;
  mudar: (campos: Partial<ValoresItem>) => void;
  erros: Record<string, ReactNode>;
  existente: boolean;
}) {
  const cursos = useQuery(cursosQueryOptions(v.plataformaId));
  const cursoId = v.cursoId ?? (cursos.data?.[0] ? String(cursos.data[0].id) : null);
  const materias = useQuery({ ...materiasQueryOptions(Number(cursoId)), enabled: cursoId !== null });
  const materiaId = v.materias[0];
  const conteudos = useQuery({ ...conteudosQueryOptions(materiaId ?? 0), enabled: materiaId !== undefined });
  const anos = useQuery(anosQueryOptions());
  const instituicoes = useQuery(instituicoesQueryOptions());
  const bancas = useQuery(bancasQueryOptions());
  const semTags = { materias: [], conteudos: [] };
  const referencias: SelectIdProps[] = [
    {
      label: 'Matéria',
      obrigatorio: true,
      data: opcoes(materias.data),
      valor: materiaId,
      erro: erros.materias,
      mudar: (m) => mudar({ materias: m ? [m] : [], conteudos: [] }),
    },
    {
      label: 'Conteúdo',
      data: opcoes(conteudos.data),
      valor: v.conteudos[0],
      erro: erros.conteudos,
      mudar: (c) => mudar({ conteudos: c ? [c] : [] }),
    },
    {
      label: 'Instituição',
      obrigatorio: true,
      data: opcoes(instituicoes.data),
      valor: v.instituicaoId,
      erro: erros.instituicaoId,
      mudar: (i) => mudar({ instituicaoId: i ?? 0 }),
    },
    {
      label: 'Ano',
      obrigatorio: true,
      data: opcoes(anos.data),
      valor: v.anoId,
      erro: erros.anoId,
      mudar: (a) => mudar({ anoId: a ?? 0 }),
    },
    { label: 'Banca', data: opcoes(bancas.data), valor: v.bancaId, mudar: (b) => mudar({ bancaId: b }) },
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <Select
        label="Plataforma"
        data={OPCOES_PLATAFORMA}
        value={String(v.plataformaId)}
        disabled={existente}
        allowDeselect={false}
        onChange={(p) => mudar({ plataformaId: Number(p), cursoId: null, ...semTags })}
      />
      <Select
        label="Curso"
        data={opcoes(cursos.data)}
        value={cursoId}
        onChange={(c) => mudar({ cursoId: c, ...semTags })}
      />
      {referencias.map((r) => (
        <SelectId key={r.label} {...r} />
      ))}
    </SimpleGrid>
  );
}
