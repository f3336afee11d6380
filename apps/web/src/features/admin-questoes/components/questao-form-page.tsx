import { MENSAGEM_MOTIVO_GABARITO } from '@aprovei/shared/itens-estudo/situacao';
import type { TQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { letra } from '@aprovei/shared/questoes/questoes.rules';
import { type TQuestaoNova, ZQuestaoEdicao, ZQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  criarQuestao,
  editarQuestao,
  enviarImagem,
  excluirQuestao,
  moverQuestao,
  questaoAdminQueryOptions,
  questoesAdminKeys,
} from '../api/questoes-admin.api';
import { OPCOES_PLATAFORMA } from './plataformas';
import { BadgeSituacao } from './questoes-page';

type Valores = Omit<TQuestaoNova, 'alternativas' | 'explicacoesAlternativas' | 'corretas'> & {
  alternativas: string[];
  explicacoesAlternativas: string[];
  corretas: number[];
  motivo?: string;
  cursoId: string | null;
};

const VAZIA: Valores = {
  plataformaId: 1,
  cursoId: null,
  anoId: 0,
  instituicaoId: 0,
  bancaId: null,
  materias: [],
  conteudos: [],
  subConteudos: [],
  enunciado: '',
  alternativas: ['', '', '', ''],
  explicacoesAlternativas: ['', '', '', ''],
  corretas: [],
  somatoria: false,
  explicacao: '',
  estagiario: false,
  situacao: 'RASCUNHO',
};

const doItem = (q: TQuestaoAdmin): Valores => ({
  ...VAZIA,
  plataformaId: q.plataformaId,
  anoId: q.anoId,
  instituicaoId: q.instituicaoId,
  bancaId: q.bancaId,
  materias: q.materias,
  conteudos: q.conteudos,
  subConteudos: q.subConteudos,
  enunciado: q.enunciado,
  alternativas: q.alternativas,
  explicacoesAlternativas: q.alternativas.map((_, i) => q.explicacoesAlternativas[i] ?? ''),
  corretas: q.corretas,
  somatoria: q.somatoria,
  explicacao: q.explicacao,
  estagiario: q.estagiario,
});

const idOuNulo = (v: string | null) => (v ? Number(v) : null);
const opcoes = (itens: { id: number; nome?: string; ano?: number }[] | undefined) =>
  (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome ?? String(i.ano ?? i.id) }));

/** A question's form: new (`/admin/questoes/nova`) or an existing one (`/admin/questoes/:id`). */
export function QuestaoFormPage({ id }: { id: number | null }) {
  const existente = useQuery({ ...questaoAdminQueryOptions(id ?? 0), enabled: id !== null });
  if (id !== null && !existente.data) {
    return (
      <PaginaAdmin titulo={`Questão ${id}`}>
        {existente.isError ? <Alert color="red">Questão não encontrada.</Alert> : <Text>Carregando…</Text>}
      </PaginaAdmin>
    );
  }
  return <FormQuestao key={id ?? 'nova'} questao={existente.data ?? null} />;
}

function FormQuestao({ questao }: { questao: TQuestaoAdmin | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const publicada = questao !== null && questao.situacao !== 'RASCUNHO';
  const form = useZodForm<typeof ZQuestaoNova, Valores>(
    () => (questao ? (ZQuestaoEdicao as unknown as typeof ZQuestaoNova) : ZQuestaoNova),
    { initialValues: questao ? doItem(questao) : VAZIA },
  );
  const v = form.getValues();
  const cursos = useQuery(cursosQueryOptions(v.plataformaId));
  const cursoId = v.cursoId ?? (cursos.data?.[0] ? String(cursos.data[0].id) : null);
  const materias = useQuery({ ...materiasQueryOptions(Number(cursoId)), enabled: cursoId !== null });
  const materiaId = v.materias[0];
  const conteudos = useQuery({ ...conteudosQueryOptions(materiaId ?? 0), enabled: materiaId !== undefined });
  const anos = useQuery(anosQueryOptions());
  const instituicoes = useQuery(instituicoesQueryOptions());
  const bancas = useQuery(bancasQueryOptions());
  const [pedirMotivo, setPedirMotivo] = useState<null | ((motivo: string) => void)>(null);
  const [motivo, setMotivo] = useState('');

  const atualizar = () => queryClient.invalidateQueries({ queryKey: questoesAdminKeys.all });
  const salvar = useMutation({
    mutationFn: async (valores: Valores) => {
      if (!questao) return (await criarQuestao(valores)).id;
      await editarQuestao(questao.id, valores);
      return questao.id;
    },
    onSuccess: async (novoId) => {
      await atualizar();
      if (!questao) navigate(`/admin/questoes/${novoId}`, { replace: true });
    },
    onError: (e) => {
      if (!applyServerErrors(form as never, e)) void showApiError(e, 'Não foi possível salvar a questão.');
    },
  });
  const mover = useMutation({
    mutationFn: (acao: 'publicar' | 'anular' | 'desatualizar') => moverQuestao(questao!.id, acao),
    onSuccess: atualizar,
    onError: (e) => void showApiError(e, 'Não foi possível mudar a situação da questão.'),
  });

  const enviar = form.onSubmit(async (valores) => {
    const gabarito = (c: number[]) => [...c].sort().join(',');
    if (publicada && questao && gabarito(valores.corretas) !== gabarito(questao.corretas)) {
      setMotivo('');
      setPedirMotivo(() => (m: string) => salvar.mutate({ ...valores, motivo: m, cursoId: null }));
      return;
    }
    salvar.mutate(valores as Valores);
  });

  const acao = async (a: 'publicar' | 'anular' | 'desatualizar', pergunta: string) => {
    if (await confirm(pergunta, { title: 'Confirmar', danger: a !== 'publicar' })) mover.mutate(a);
  };

  const n = v.alternativas.length;
  const mudarAlternativas = (alts: string[], exps: string[], corretas: number[]) => {
    form.setFieldValue('alternativas', alts);
    form.setFieldValue('explicacoesAlternativas', exps);
    form.setFieldValue('corretas', corretas);
  };

  return (
    <PaginaAdmin
      titulo={questao ? `Questão ${questao.numero} (#${questao.id})` : 'Nova questão'}
      acoes={
        questao && (
          <Group gap="xs">
            <BadgeSituacao situacao={questao.situacao} />
            {questao.situacao === 'RASCUNHO' && (
              <>
                <Button onClick={() => acao('publicar', 'Publicar esta questão para os alunos?')}>
                  Publicar
                </Button>
                <Button
                  variant="default"
                  color="red"
                  onClick={async () => {
                    if (await confirm('Excluir este rascunho?', { title: 'Excluir', danger: true })) {
                      await excluirQuestao(questao.id).catch((e) =>
                        showApiError(e, 'Não foi possível excluir.'),
                      );
                      await atualizar();
                      navigate('/admin/questoes');
                    }
                  }}
                >
                  Excluir
                </Button>
              </>
            )}
            {questao.situacao !== 'RASCUNHO' && questao.situacao !== 'ANULADA' && (
              <Button variant="default" color="red" onClick={() => acao('anular', 'Anular esta questão?')}>
                Anular
              </Button>
            )}
            {questao.situacao !== 'RASCUNHO' && questao.situacao !== 'DESATUALIZADA' && (
              <Button
                variant="default"
                onClick={() => acao('desatualizar', 'Marcar esta questão como desatualizada?')}
              >
                Marcar como desatualizada
              </Button>
            )}
          </Group>
        )
      }
    >
      <form onSubmit={enviar} noValidate aria-label="Questão">
        <Stack gap="md">
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Select
                label="Plataforma"
                data={OPCOES_PLATAFORMA}
                value={String(v.plataformaId)}
                disabled={questao !== null}
                allowDeselect={false}
                onChange={(p) => {
                  form.setFieldValue('plataformaId', Number(p));
                  form.setFieldValue('cursoId', null);
                  form.setFieldValue('materias', []);
                  form.setFieldValue('conteudos', []);
                }}
              />
              <Select
                label="Curso"
                data={opcoes(cursos.data)}
                value={cursoId}
                onChange={(c) => {
                  form.setFieldValue('cursoId', c);
                  form.setFieldValue('materias', []);
                  form.setFieldValue('conteudos', []);
                }}
              />
              <Select
                label="Matéria"
                required
                searchable
                data={opcoes(materias.data)}
                value={materiaId ? String(materiaId) : null}
                error={form.errors.materias}
                onChange={(m) => {
                  form.setFieldValue('materias', m ? [Number(m)] : []);
                  form.setFieldValue('conteudos', []);
                }}
              />
              <Select
                label="Conteúdo"
                searchable
                clearable
                data={opcoes(conteudos.data)}
                value={v.conteudos?.[0] ? String(v.conteudos[0]) : null}
                error={form.errors.conteudos}
                onChange={(c) => form.setFieldValue('conteudos', c ? [Number(c)] : [])}
              />
              <Select
                label="Instituição"
                required
                searchable
                data={opcoes(instituicoes.data)}
                value={v.instituicaoId ? String(v.instituicaoId) : null}
                error={form.errors.instituicaoId}
                onChange={(i) => form.setFieldValue('instituicaoId', idOuNulo(i) ?? 0)}
              />
              <Select
                label="Ano"
                required
                searchable
                data={opcoes(anos.data)}
                value={v.anoId ? String(v.anoId) : null}
                error={form.errors.anoId}
                onChange={(a) => form.setFieldValue('anoId', idOuNulo(a) ?? 0)}
              />
              <Select
                label="Banca"
                searchable
                clearable
                data={opcoes(bancas.data)}
                value={v.bancaId ? String(v.bancaId) : null}
                onChange={(b) => form.setFieldValue('bancaId', idOuNulo(b))}
              />
            </SimpleGrid>
            <Group mt="sm" gap="lg">
              <Switch
                label="Pré-seleção de estagiários"
                {...form.getInputProps('estagiario', { type: 'checkbox' })}
              />
              <Switch
                label="Somatória"
                disabled={publicada}
                checked={v.somatoria}
                onChange={(e) => {
                  form.setFieldValue('somatoria', e.currentTarget.checked);
                  form.setFieldValue('corretas', []);
                }}
              />
            </Group>
          </Card>

          <EditorRico
            label="Enunciado"
            value={v.enunciado}
            onChange={(html) => form.setFieldValue('enunciado', html)}
            error={form.errors.enunciado as string | undefined}
            enviarImagem={enviarImagem}
          />

          <Stack gap="sm" role="group" aria-label="Alternativas">
            <Text fw={600}>
              {v.somatoria ? 'Proposições (marque as verdadeiras)' : 'Alternativas (marque a correta)'}
            </Text>
            {form.errors.alternativas && (
              <Text c="red" size="sm">
                {form.errors.alternativas}
              </Text>
            )}
            {form.errors.corretas && (
              <Text c="red" size="sm">
                {form.errors.corretas}
              </Text>
            )}
            <Radio.Group
              value={!v.somatoria && v.corretas[0] !== undefined ? String(v.corretas[0]) : null}
              onChange={(c) => form.setFieldValue('corretas', [Number(c)])}
            >
              <Stack gap="sm">
                {v.alternativas.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: alternatives are their positions.
                  <Card withBorder key={i} padding="sm">
                    <Group align="flex-start" wrap="nowrap" gap="sm">
                      {v.somatoria ? (
                        <Checkbox
                          mt={30}
                          aria-label={`Proposição ${letra(i).toUpperCase()} verdadeira`}
                          checked={v.corretas.includes(i)}
                          onChange={(e) =>
                            form.setFieldValue(
                              'corretas',
                              e.currentTarget.checked
                                ? [...v.corretas, i]
                                : v.corretas.filter((c) => c !== i),
                            )
                          }
                        />
                      ) : (
                        <Radio
                          mt={30}
                          value={String(i)}
                          aria-label={`Alternativa ${letra(i).toUpperCase()} correta`}
                        />
                      )}
                      <Stack gap="xs" style={{ flex: 1 }}>
                        <Textarea
                          label={`Alternativa ${letra(i).toUpperCase()}`}
                          autosize
                          minRows={1}
                          {...form.getInputProps(`alternativas.${i}`)}
                        />
                        <EditorRico
                          label={`Explicação da alternativa ${letra(i).toUpperCase()}`}
                          value={v.explicacoesAlternativas[i] ?? ''}
                          onChange={(html) => form.setFieldValue(`explicacoesAlternativas.${i}`, html)}
                          enviarImagem={enviarImagem}
                        />
                      </Stack>
                      {!publicada && n > 2 && (
                        <ActionIcon
                          mt={30}
                          variant="subtle"
                          color="red"
                          aria-label={`Remover alternativa ${letra(i).toUpperCase()}`}
                          onClick={() =>
                            mudarAlternativas(
                              v.alternativas.filter((_, j) => j !== i),
                              v.explicacoesAlternativas.filter((_, j) => j !== i),
                              v.corretas.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)),
                            )
                          }
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Card>
                ))}
              </Stack>
            </Radio.Group>
            {!publicada && n < 10 && (
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() =>
                  mudarAlternativas([...v.alternativas, ''], [...v.explicacoesAlternativas, ''], v.corretas)
                }
                style={{ alignSelf: 'flex-start' }}
              >
                Adicionar alternativa
              </Button>
            )}
          </Stack>

          <EditorRico
            label="Explicação geral"
            value={v.explicacao}
            onChange={(html) => form.setFieldValue('explicacao', html)}
            error={form.errors.explicacao as string | undefined}
            enviarImagem={enviarImagem}
          />

          {!questao && (
            <Checkbox
              label="Publicar ao salvar"
              checked={v.situacao === 'PUBLICADA'}
              onChange={(e) =>
                form.setFieldValue('situacao', e.currentTarget.checked ? 'PUBLICADA' : 'RASCUNHO')
              }
            />
          )}
          {questao && questao.historicoGabarito.length > 0 && (
            <Alert title="Gabarito alterado" color="yellow">
              {questao.historicoGabarito.map((h) => (
                <Text key={h.em} size="sm">{`${h.antes} → ${h.depois}: ${h.motivo}`}</Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/admin/questoes')}>
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
            A questão já foi publicada: as respostas dos alunos serão corrigidas de novo e eles verão o
            motivo.
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
