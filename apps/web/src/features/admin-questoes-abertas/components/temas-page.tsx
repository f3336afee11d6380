import { type TTemaAdmin, ZTemaCampos } from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { PageLoader } from '../../../components/page-loader';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  criarTema,
  definirProfessores,
  ERRO_QUESTOES_ABERTAS_ADMIN,
  excluirTema,
  professoresAdminQueryOptions,
  questoesAbertasAdminKeys,
  renomearTema,
  temasAdminQueryOptions,
} from '../api/questoes-abertas-admin.api';
import { CartaoTema } from './cartao-tema';
import { BotaoEnviar } from './comum';

type Dialogo = { tipo: 'novo' } | { tipo: 'renomear' | 'professores'; tema: TTemaAdmin } | null;

const _questoes = (n: number) => (n === 1 ? '1 questão' : `${n} questões`);

/** A theme's name: a new theme, or a rename of `tema`. */
function TemaForm({ tema, onSalvo }: { tema?: TTemaAdmin; onSalvo: (mensagem: string) => Promise<void> }) {
  const form = useZodForm(ZTemaCampos, { initialValues: { nome: tema?.nome ?? '' } });
  const submit = form.onSubmit(async ({ nome }) => {
    try {
      if (tema) await renomearTema(tema.id, nome);
      else await criarTema(nome);
      await onSalvo(tema ? 'Tema renomeado.' : 'Tema criado.');
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, ERRO_QUESTOES_ABERTAS_ADMIN.tema);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Nome do tema" required data-autofocus {...form.getInputProps('nome')} />
        <BotaoEnviar enviando={form.submitting}>{tema ? 'Salvar' : 'Criar tema'}</BotaoEnviar>
      </Stack>
    </form>
  );
}

/** Which of the product's teachers correct `tema` (the whole list replaces the last). */
function ProfessoresForm({
  tema,
  onSalvo,
}: {
  tema: TTemaAdmin;
  onSalvo: (mensagem: string) => Promise<void>;
}) {
  const professores = useQuery(professoresAdminQueryOptions());
  const [escolhidos, setEscolhidos] = useState(tema.professores.map((p) => String(p.id)));
  const [salvando, setSalvando] = useState(false);
  if (!professores.data) return <Loader aria-label="Carregando os professores" />;
  const salvar = async () => {
    setSalvando(true);
    try {
      await definirProfessores(tema.id, escolhidos.map(Number));
      await onSalvo('Professores do tema salvos.');
    } catch (error) {
      await showApiError(error, ERRO_QUESTOES_ABERTAS_ADMIN.professores);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Um professor com temas corrige só as respostas dos seus temas (e as endereçadas a ele); um professor
        sem nenhum tema corrige todos.
      </Text>
      {professores.data.length === 0 ? (
        <Text>
          Nenhum professor cadastrado. Um administrador dá o papel de professor em Pessoas e papéis.
        </Text>
      ) : (
        <Checkbox.Group label="Professores" value={escolhidos} onChange={setEscolhidos}>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="xs" py="xs">
              {professores.data.map((p) => (
                <Checkbox key={p.id} value={String(p.id)} label={p.nome} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void salvar()} loading={salvando}>
          Salvar professores
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The open questions' themes: create, rename, delete one without questions, and (an admin's: the API
 * keeps it to the people area) which teachers correct each theme.
 */
export function TemasPage({ podeDefinirProfessores }: { podeDefinirProfessores: boolean }) {
  const temas = useQuery(temasAdminQueryOptions());
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const queryClient = useQueryClient();
  const atualizar = () => queryClient.invalidateQueries({ queryKey: questoesAbertasAdminKeys.all });
  const salvo = async (mensagem: string) => {
    setDialogo(null);
    await atualizar();
    await showSuccess(mensagem);
  };
  const excluir = async (tema: TTemaAdmin) => {
    if (!(await confirm(`Excluir o tema '${tema.nome}'?`, { title: 'Excluir tema', danger: true }))) return;
    try {
      await excluirTema(tema.id);
      await salvo('Tema excluído.');
    } catch (error) {
      await showApiError(error, ERRO_QUESTOES_ABERTAS_ADMIN.excluirTema);
      await atualizar();
    }
  };

  return (
    <PaginaAdmin
      titulo="Temas das questões abertas"
      descricao={
        podeDefinirProfessores
          ? 'Os temas e os professores que corrigem cada um. Só se exclui um tema sem questões.'
          : 'Os temas e quem os corrige; só um administrador escolhe os professores de cada tema.'
      }
      acoes={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialogo({ tipo: 'novo' })}>
          Novo tema
        </Button>
      }
    >
      {!temas.data ? (
        <PageLoader />
      ) : temas.data.length === 0 ? (
        <Text>Nenhum tema cadastrado.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
          {temas.data.map((t) => (
            <CartaoTema
              key={t.id}
              tema={t}
              podeDefinirProfessores={podeDefinirProfessores}
              onAbrir={(tipo) => setDialogo({ tipo, tema: t })}
              onExcluir={() => void excluir(t)}
            />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={dialogo !== null}
        onClose={() => setDialogo(null)}
        title={
          dialogo?.tipo === 'novo'
            ? 'Novo tema'
            : dialogo?.tipo === 'renomear'
              ? 'Renomear tema'
              : `Professores: ${dialogo?.tema.nome ?? ''}`
        }
      >
        {dialogo?.tipo === 'novo' && <TemaForm onSalvo={salvo} />}
        {dialogo?.tipo === 'renomear' && <TemaForm tema={dialogo.tema} onSalvo={salvo} />}
        {dialogo?.tipo === 'professores' && <ProfessoresForm tema={dialogo.tema} onSalvo={salvo} />}
      </Modal>
    </PaginaAdmin>
  );
}
