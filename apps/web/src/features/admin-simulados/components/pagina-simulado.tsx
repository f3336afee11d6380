import type { TSimuladoAdminBody } from '@aprovei/shared/simulados/simulados-admin.schemas';
import { Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import {
  criarSimulado,
  ERROS_ADMIN_SIMULADOS,
  editarSimulado,
  publicarSimulado,
  simuladoAdminQueryOptions,
} from '../api/admin-simulados.api';
import { adminSimuladosKeys } from '../api/keys';
import { ComposicaoSimulado } from './composicao-simulado';
import { FormSimulado } from './form-simulado';
import { SituacaoBadge } from './pagina-simulados';
import { PreviaSimulado } from './previa-simulado';

/** /admin/simulados/novo: a new draft (its fields only; the questions come after, on its page). */
export function PaginaNovoSimulado() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const salvar = async (b: TSimuladoAdminBody) => {
    const { id } = await criarSimulado(b);
    await queryClient.invalidateQueries({ queryKey: adminSimuladosKeys.raiz });
    navigate(`/admin/simulados/${id}`, { replace: true });
  };
  return (
    <PaginaAdmin
      titulo="Novo simulado"
      descricao="O simulado nasce como rascunho: os alunos só o veem depois de publicado."
    >
      <Card withBorder>
        <FormSimulado onSalvar={salvar} />
      </Card>
    </PaginaAdmin>
  );
}

/** /admin/simulados/:id: its fields, its questions (composition), the preview, publishing and annulment. */
export function PaginaSimulado() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const consulta = useQuery(simuladoAdminQueryOptions(id));
  useErrorDialog(consulta.error, ERROS_ADMIN_SIMULADOS.simulado);
  const [previaAberta, previa] = useDisclosure(false);
  const celular = useMediaQuery('(max-width: 36em)');
  const s = consulta.data;
  if (!s) return <Loader aria-label="Carregando o simulado" m="xl" />;

  const recarregar = () => queryClient.invalidateQueries({ queryKey: adminSimuladosKeys.raiz });
  const salvar = async (b: TSimuladoAdminBody) => {
    await editarSimulado(s.id, b);
    await recarregar();
    await showSuccess('Dados do simulado salvos.');
  };
  const publicar = async () => {
    if (!(await confirm(['Publicar este simulado?', 'Os alunos o verão a partir da data de liberação.'])))
      return;
    try {
      await publicarSimulado(s.id);
      await recarregar();
      await showSuccess('Simulado publicado.');
    } catch (error) {
      await showApiError(error, ERROS_ADMIN_SIMULADOS.publicar);
    }
  };

  return (
    <PaginaAdmin
      titulo={s.nome}
      descricao={`${s.tipo} · ${s.totalQuestoes} questões · ${s.participantes} finalizados`}
      acoes={
        <Group gap="xs">
          <SituacaoBadge situacao={s.situacao} />
          <Button variant="default" onClick={previa.open} disabled={s.totalQuestoes === 0}>
            Prévia
          </Button>
          {s.situacao === 'RASCUNHO' && <Button onClick={publicar}>Publicar</Button>}
        </Group>
      }
    >
      <Stack gap="md">
        <Card withBorder>
          <Stack gap="sm">
            <Title order={3} size="h4">
              Dados do simulado
            </Title>
            {s.congelado && (
              <Text size="sm" c="dimmed">
                Alunos já responderam este simulado: os dados não podem mais ser alterados.
              </Text>
            )}
            <FormSimulado
              key={`${s.id}-${s.congelado}`}
              simulado={s}
              bloqueado={s.congelado}
              onSalvar={salvar}
            />
          </Stack>
        </Card>
        <ComposicaoSimulado simulado={s} />
      </Stack>
      <Modal
        opened={previaAberta}
        onClose={previa.close}
        title={`Prévia: ${s.nome}`}
        size="xl"
        fullScreen={celular}
      >
        {previaAberta && <PreviaSimulado id={s.id} />}
      </Modal>
    </PaginaAdmin>
  );
}
