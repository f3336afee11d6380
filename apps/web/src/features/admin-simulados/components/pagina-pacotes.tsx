import { NOMES_PLATAFORMA, PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  type TPacoteAdmin,
  type TPacoteAdminForm,
  ZPacoteAdminForm,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import { Badge, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela } from '../../../components/admin/tabela-admin';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate } from '../../../lib/formatters';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  criarPacote,
  ERROS_ADMIN_SIMULADOS,
  editarPacote,
  pacotesAdminQueryOptions,
} from '../api/admin-simulados.api';
import { adminSimuladosKeys } from '../api/keys';

const PLATAFORMAS = [PLATAFORMA.RESIDENCIA, PLATAFORMA.CONCURSO].map((p) => ({
  value: String(p),
  label: NOMES_PLATAFORMA[p],
}));

function FormPacote({ pacote, onSalvo }: { pacote?: TPacoteAdmin; onSalvo: () => Promise<void> }) {
  const initialValues: TPacoteAdminForm = {
    nome: pacote?.nome ?? '',
    plataformaId: String(pacote?.plataformaId ?? PLATAFORMA.RESIDENCIA),
    gratuito: pacote?.gratuito ?? false,
  };
  const form = useZodForm(ZPacoteAdminForm, { initialValues });
  const submit = form.onSubmit(async (body) => {
    try {
      if (pacote) await editarPacote(pacote.id, body);
      else await criarPacote(body);
      await onSalvo();
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, ERROS_ADMIN_SIMULADOS.pacote);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Pacote de simulados">
      <Stack gap="sm">
        <TextInput label="Nome" required {...form.getInputProps('nome')} />
        <Select
          label="Plataforma"
          required
          data={PLATAFORMAS}
          allowDeselect={false}
          disabled={pacote !== undefined}
          {...form.getInputProps('plataformaId')}
        />
        <Switch
          label="Gratuito (todo aluno tem os simulados do pacote)"
          {...form.getInputProps('gratuito', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/pacotes-simulado: the packages students see as buttons on the mock list; create and edit. */
export function PaginaPacotes() {
  const queryClient = useQueryClient();
  const [estado, mudar] = useEstadoTabela({ ordem: 'nome', direcao: 'asc' });
  const consulta = useQuery(
    pacotesAdminQueryOptions({
      pagina: estado.pagina,
      porPagina: estado.porPagina,
      ordem: estado.ordem as 'nome',
      direcao: estado.direcao,
    }),
  );
  useErrorDialog(consulta.error, ERROS_ADMIN_SIMULADOS.pacotes);

  const abrir = (pacote?: TPacoteAdmin) => {
    const id = modals.open({
      title: pacote ? `Editar ${pacote.nome}` : 'Novo pacote',
      centered: true,
      children: (
        <FormPacote
          pacote={pacote}
          onSalvo={async () => {
            modals.close(id);
            await queryClient.invalidateQueries({ queryKey: adminSimuladosKeys.raiz });
          }}
        />
      ),
    });
  };

  return (
    <PaginaAdmin
      titulo="Pacotes de simulados"
      descricao="Um pacote gratuito é de todos os alunos; um pago, de quem o compra ou tem o plano de simulados nacionais."
      acoes={<Button onClick={() => abrir()}>Novo pacote</Button>}
    >
      <TabelaAdmin<TPacoteAdmin>
        registros={consulta.data?.linhas ?? []}
        total={consulta.data?.total ?? 0}
        estado={estado}
        onEstado={mudar}
        carregando={consulta.isFetching}
        onLinha={(p) => abrir(p)}
        vazio="Nenhum pacote cadastrado."
        colunas={[
          { accessor: 'nome', title: 'Nome', sortable: true },
          {
            accessor: 'plataformaId',
            title: 'Plataforma',
            render: (p) => NOMES_PLATAFORMA[p.plataformaId as PlataformaId],
          },
          {
            accessor: 'gratuito',
            title: 'Acesso',
            render: (p) => (p.gratuito ? <Badge color="green">Gratuito</Badge> : <Badge>Pago</Badge>),
          },
          { accessor: 'simulados', title: 'Simulados' },
          { accessor: 'criadoEm', title: 'Criado em', sortable: true, render: (p) => formatDate(p.criadoEm) },
        ]}
      />
    </PaginaAdmin>
  );
}
