import {
  MENSAGENS_CONTEUDO_PUBLICO as M,
  type TDivulgacaoAdmin,
  type TDivulgacaoForm,
  ZDivulgacaoForm,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { diaNoBrasil, inicioDoDia } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { PLATAFORMA, PLATAFORMAS_DO_TENANT } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { CamposPeriodo } from '../../../components/admin/campos-periodo';
import { EditorRico } from '../../../components/admin/editor-rico';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { currentTenant } from '../../../config/env';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  adminConteudoKeys,
  divulgacoesAdminQueryOptions,
  enviarImagem,
  excluirDivulgacao,
  salvarDivulgacao,
} from '../api/conteudo-publico-admin.api';

// The student's own dialog, so the preview is exactly what she will see.
const PromoModal = lazy(() => import('../../../components/promo-modal'));

const NOME_PLATAFORMA: Record<number, string> = {
  [PLATAFORMA.RESIDENCIA]: 'Residência',
  [PLATAFORMA.CONCURSO]: 'Concursos',
  [PLATAFORMA.MEDICINA]: 'Medicina',
};

const DATA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
function periodo(d: Pick<TDivulgacaoAdmin, 'inicio' | 'fim'>) {
  const de = DATA.format(new Date(d.inicio));
  return d.fim ? `${de} a ${DATA.format(new Date(d.fim))}` : `Desde ${de}`;
}

function situacao(d: TDivulgacaoAdmin) {
  const agora = Date.now();
  if (!d.ativo) return <Badge color="gray">Desligada</Badge>;
  if (Date.parse(d.inicio) > agora) return <Badge color="blue">Agendada</Badge>;
  if (d.fim && Date.parse(d.fim) <= agora) return <Badge color="gray">Encerrada</Badge>;
  return <Badge color="green">No ar</Badge>;
}

function DivulgacaoForm({
  divulgacao,
  onSalvo,
  onCancelar,
}: {
  divulgacao?: TDivulgacaoAdmin;
  onSalvo: () => Promise<void>;
  onCancelar: () => void;
}) {
  const form = useZodForm(ZDivulgacaoForm, {
    initialValues: {
      tituloTexto: divulgacao?.tituloTexto ?? '',
      conteudoTexto: divulgacao?.conteudoTexto ?? '',
      imagemUrl: divulgacao?.imagemUrl ?? null,
      link: divulgacao?.link ?? null,
      plataformaId: divulgacao?.plataformaId ?? null,
      inicio: divulgacao?.inicio ?? inicioDoDia(diaNoBrasil(new Date())),
      fim: divulgacao?.fim ?? null,
      ativo: divulgacao?.ativo ?? true,
    } as TDivulgacaoForm,
  });
  const [previa, setPrevia] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const v = form.values;
  const plataformas = PLATAFORMAS_DO_TENANT[currentTenant()];

  const anexar = async (arquivo: File | null) => {
    if (!arquivo) return;
    setEnviando(true);
    try {
      form.setFieldValue('imagemUrl', await enviarImagem(arquivo));
    } catch (error) {
      await showApiError(error, 'Não foi possível enviar a imagem.');
    } finally {
      setEnviando(false);
    }
  };

  const submit = form.onSubmit(async () => {
    try {
      await salvarDivulgacao(divulgacao?.id ?? null, form.getValues());
      await onSalvo();
      await showSuccess(M.salvo);
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível salvar a divulgação.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Título" required {...form.getInputProps('tituloTexto')} />
        <EditorRico
          label="Texto"
          value={v.conteudoTexto}
          onChange={(html) => form.setFieldValue('conteudoTexto', html)}
          error={form.errors.conteudoTexto}
        />
        <Input.Wrapper
          label="Imagem"
          description="PNG, JPEG, WebP ou GIF, até 5 MB"
          error={form.errors.imagemUrl}
        >
          <Group gap="sm" mt={4}>
            {v.imagemUrl && <Image src={v.imagemUrl} alt="" h={60} w="auto" radius="sm" />}
            <FileButton onChange={anexar} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={enviando}>
                  {v.imagemUrl ? 'Trocar imagem' : 'Enviar imagem'}
                </Button>
              )}
            </FileButton>
            {v.imagemUrl && (
              <Button
                variant="subtle"
                size="xs"
                color="red"
                onClick={() => form.setFieldValue('imagemUrl', null)}
              >
                Remover imagem
              </Button>
            )}
          </Group>
        </Input.Wrapper>
        <TextInput
          label="Link do botão 'Saiba mais'"
          description="Um endereço da plataforma (/planos) ou https://; vazio: sem botão"
          value={v.link ?? ''}
          onChange={(e) => form.setFieldValue('link', e.currentTarget.value.trim() || null)}
          error={form.errors.link}
        />
        <Select
          label="Plataforma"
          allowDeselect={false}
          data={[
            { value: '', label: 'Todas as plataformas do produto' },
            ...plataformas.map((p) => ({ value: String(p), label: NOME_PLATAFORMA[p] ?? String(p) })),
          ]}
          value={v.plataformaId === null ? '' : String(v.plataformaId)}
          onChange={(p) => form.setFieldValue('plataformaId', p ? Number(p) : null)}
          error={form.errors.plataformaId}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CamposPeriodo
            rotulos={['Mostrar a partir de', 'Mostrar até']}
            semFim="Vazio: até ser desligada"
            inicio={v.inicio}
            fim={v.fim}
            onInicio={(d) => form.setFieldValue('inicio', d)}
            onFim={(d) => form.setFieldValue('fim', d)}
            erros={[form.errors.inicio, form.errors.fim]}
          />
        </SimpleGrid>
        <Switch label="Ligada" {...form.getInputProps('ativo', { type: 'checkbox' })} />
        <Group justify="space-between" mt="sm">
          <Button variant="light" onClick={() => setPrevia(true)}>
            Pré-visualizar
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onCancelar}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.submitting}>
              {divulgacao ? 'Salvar' : 'Cadastrar divulgação'}
            </Button>
          </Group>
        </Group>
      </Stack>
      {previa && (
        <Suspense fallback={null}>
          <PromoModal
            popup={{
              id: divulgacao?.id ?? 0,
              tituloTexto: v.tituloTexto || 'Sem título',
              conteudoTexto: v.conteudoTexto,
              imagemUrl: v.imagemUrl,
              link: v.link,
            }}
            opened
            naoMostrar={false}
            onNaoMostrar={() => undefined}
            onClose={() => setPrevia(false)}
          />
        </Suspense>
      )}
    </form>
  );
}

/** The product's promotional popups (issue 22 §3): per platform, with a period, on or off, and a preview. */
export function PopupsPage() {
  const lista = useQuery(divulgacoesAdminQueryOptions());
  const queryClient = useQueryClient();
  const [aberto, setAberto] = useState<'novo' | TDivulgacaoAdmin | null>(null);
  const atualizar = () => queryClient.invalidateQueries({ queryKey: adminConteudoKeys.divulgacoes });
  const excluir = async (d: TDivulgacaoAdmin) => {
    if (!(await confirm(`Excluir a divulgação “${d.tituloTexto}”?`, { danger: true }))) return;
    try {
      await excluirDivulgacao(d.id);
      await atualizar();
      await showSuccess(M.excluido);
    } catch (error) {
      await showApiError(error, 'Não foi possível excluir a divulgação.');
    }
  };

  return (
    <PaginaAdmin
      titulo="Divulgações (popups)"
      descricao="O popup que o aluno vê ao entrar: a mais recente ligada e dentro do período, da plataforma em que ele está. Quem marcou 'Não mostrar novamente.' não a vê de novo."
      acoes={<Button onClick={() => setAberto('novo')}>Nova divulgação</Button>}
    >
      {lista.isPending ? (
        <Skeleton h={160} />
      ) : (lista.data ?? []).length === 0 ? (
        <Text c="dimmed">Nenhuma divulgação.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Plataforma</Table.Th>
                <Table.Th>Período</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Dispensada por</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(lista.data ?? []).map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td fw={600}>{d.tituloTexto}</Table.Td>
                  <Table.Td>{d.plataformaId === null ? 'Todas' : NOME_PLATAFORMA[d.plataformaId]}</Table.Td>
                  <Table.Td>{periodo(d)}</Table.Td>
                  <Table.Td>{situacao(d)}</Table.Td>
                  <Table.Td>{d.vistas}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setAberto(d)}
                        aria-label={`Editar ${d.tituloTexto}`}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => excluir(d)}
                        aria-label={`Excluir ${d.tituloTexto}`}
                      >
                        Excluir
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? 'Nova divulgação' : 'Editar divulgação'}
        size="xl"
      >
        {aberto !== null && (
          <DivulgacaoForm
            key={aberto === 'novo' ? 'novo' : aberto.id}
            divulgacao={aberto === 'novo' ? undefined : aberto}
            onSalvo={async () => {
              setAberto(null);
              await atualizar();
            }}
            onCancelar={() => setAberto(null)}
          />
        )}
      </Modal>
    </PaginaAdmin>
  );
}
