import { NOME_PAPEL } from '@aprovei/shared/equipe/papeis';
import {
  MENSAGENS_PESSOA_ADMIN,
  type TContratoPessoa,
  ZConcederCortesia,
  ZConcederEnvios,
  ZEncerrarContrato,
} from '@aprovei/shared/equipe/pessoa.schemas';
import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGift, IconLockOpen, IconMailPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { formatCentavos, formatDate } from '../../../lib/formatters';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  concederCortesia,
  concederEnvios,
  desbloquear,
  encerrarContrato,
  equipeKeys,
  euQueryOptions,
  pessoaQueryOptions,
  planosCortesiaQueryOptions,
} from '../api/equipe.api';
import {
  SecaoCartoes,
  SecaoEmails,
  SecaoEntradas,
  SecaoEnvios,
  SecaoLgpd,
  SecaoPedidos,
} from './pessoa-secoes';

const plataforma = (id: number | null) => (id ? NOMES_PLATAFORMA[id as PlataformaId] : 'Todas');
const metodo = (c: TContratoPessoa) =>
  c.metodoPagamento === 'CARTAO_CREDITO'
    ? 'Cartão'
    : c.metodoPagamento === 'PIX'
      ? 'Pix'
      : c.valorPagoCentavos === 0
        ? 'Sem pagamento'
        : '—';

/** Today in Brasília as YYYY-MM-DD (the courtesy's end date must come after it). */
const hojeNoBrasil = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

function FormCortesia({ usuarioId, onConcedida }: { usuarioId: number; onConcedida: () => void }) {
  const planos = useQuery(planosCortesiaQueryOptions());
  const form = useZodForm(ZConcederCortesia, {
    initialValues: { planoId: undefined as unknown as number, validaAte: '', motivo: '' },
  });
  const submit = form.onSubmit(async (corpo) => {
    try {
      await concederCortesia(usuarioId, corpo);
      onConcedida();
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível conceder a cortesia. Tente novamente.');
    }
  });
  const opcoes = (planos.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.nomePlano} — ${plataforma(p.plataformaId)}${p.ativo ? '' : ' (aposentado)'}`,
  }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Um contrato sem pedido e sem pagamento, que dá o acesso do plano até o fim do dia escolhido.
        </Text>
        <Select
          label="Plano"
          required
          searchable
          data={opcoes}
          value={form.values.planoId ? String(form.values.planoId) : null}
          onChange={(v) => form.setFieldValue('planoId', v ? Number(v) : (undefined as unknown as number))}
          error={form.errors.planoId}
        />
        <TextInput
          type="date"
          label="Acesso até"
          required
          min={hojeNoBrasil()}
          {...form.getInputProps('validaAte')}
        />
        <TextInput label="Motivo (fica na auditoria)" {...form.getInputProps('motivo')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Conceder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FormEnvios({ usuarioId, onConcedidos }: { usuarioId: number; onConcedidos: () => void }) {
  const form = useZodForm(ZConcederEnvios, {
    initialValues: { quantidade: 1, motivo: '' },
  });
  const submit = form.onSubmit(async (corpo) => {
    try {
      await concederEnvios(usuarioId, corpo);
      onConcedidos();
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível conceder os envios. Tente novamente.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Envios de questão aberta além dos do plano, por exemplo para compensar um problema.
        </Text>
        <NumberInput
          label="Envios"
          required
          min={1}
          max={100}
          allowDecimal={false}
          {...form.getInputProps('quantidade')}
        />
        <TextInput label="Motivo (fica na auditoria)" required {...form.getInputProps('motivo')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Conceder envios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FormEncerrar({
  usuarioId,
  contrato,
  onEncerrado,
}: {
  usuarioId: number;
  contrato: TContratoPessoa;
  onEncerrado: () => void;
}) {
  const form = useZodForm(ZEncerrarContrato, { initialValues: { motivo: '' } });
  const submit = form.onSubmit(async (corpo) => {
    try {
      await encerrarContrato(usuarioId, contrato.id, corpo);
      onEncerrado();
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível encerrar o contrato. Tente novamente.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {contrato.nomePlano} ({plataforma(contrato.plataformaId)}): o acesso acaba agora e não há renovação.
          Um reembolso, se houver, é feito no financeiro.
        </Text>
        <TextInput label="Motivo (fica na auditoria)" required {...form.getInputProps('motivo')} />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={form.submitting}>
            Encerrar agora
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A person of the product (admin only): who she is, her contracts, and a courtesy plan to grant. */
export function PessoaPage({ id }: { id: number | null }) {
  const pessoa = useQuery({ ...pessoaQueryOptions(id ?? 0), enabled: id !== null });
  const queryClient = useQueryClient();
  const [aberto, modal] = useDisclosure(false);
  const [enviosAberto, modalEnvios] = useDisclosure(false);
  const [encerrando, setEncerrando] = useState<TContratoPessoa | null>(null);
  const eu = useQuery(euQueryOptions());
  const navigate = useNavigate();
  const recarregar = () => queryClient.invalidateQueries({ queryKey: equipeKeys.pessoa(id ?? 0) });

  if (id === null || pessoa.isError)
    return (
      <PaginaAdmin titulo="Pessoa">
        <Alert color="red">{MENSAGENS_PESSOA_ADMIN.naoEncontrada}</Alert>
      </PaginaAdmin>
    );
  if (!pessoa.data) return <Loader m="xl" />;
  const p = pessoa.data;

  return (
    <PaginaAdmin
      titulo={p.nome}
      descricao={
        <Anchor component={Link} to="/admin/usuarios" size="sm">
          Voltar às pessoas
        </Anchor>
      }
      acoes={
        <Group gap="sm">
          <Button leftSection={<IconGift size={18} aria-hidden />} onClick={modal.open}>
            Conceder cortesia
          </Button>
          <Button
            variant="light"
            leftSection={<IconMailPlus size={18} aria-hidden />}
            onClick={modalEnvios.open}
          >
            Conceder envios
          </Button>
        </Group>
      }
    >
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {(
            [
              ['E-mail', p.email],
              ['CPF', p.cpf],
              ['Papel', NOME_PAPEL[p.papel]],
              ['Cadastro', formatDate(p.criadoEm)],
              ['Envios extras de questão aberta', String(p.enviosExtras)],
            ] as const
          ).map(([rotulo, valor]) => (
            <Stack gap={2} key={rotulo}>
              <Text size="xs" c="dimmed">
                {rotulo}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{valor}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      {p.bloqueada && (
        <Alert color="orange" title="Entrada bloqueada por senhas erradas">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Cada tentativa de entrar pede a verificação humana até a janela terminar. Desbloqueie se a
              pessoa confirmou quem é pelo suporte.
            </Text>
            <Button
              size="xs"
              color="orange"
              leftSection={<IconLockOpen size={16} aria-hidden />}
              onClick={async () => {
                if (!(await confirm(`Desbloquear a entrada de ${p.nome}?`))) return;
                try {
                  await desbloquear(p.id);
                  await recarregar();
                  await showSuccess('Entrada desbloqueada.');
                } catch (error) {
                  await showApiError(error, 'Não foi possível desbloquear. Tente novamente.');
                }
              }}
            >
              Desbloquear
            </Button>
          </Stack>
        </Alert>
      )}
      <Tabs defaultValue="contratos" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="contratos">Contratos</Tabs.Tab>
          <Tabs.Tab value="pedidos">Pedidos</Tabs.Tab>
          <Tabs.Tab value="cartoes">Cartões</Tabs.Tab>
          <Tabs.Tab value="envios">Questões abertas</Tabs.Tab>
          <Tabs.Tab value="entradas">Entradas</Tabs.Tab>
          <Tabs.Tab value="emails">E-mails</Tabs.Tab>
          <Tabs.Tab value="lgpd">LGPD</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contratos" pt="md">
          {p.contratos.length === 0 ? (
            <Text c="dimmed">Nenhum contrato.</Text>
          ) : (
            <Table.ScrollContainer minWidth={860}>
              <Table aria-label="Contratos">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Plano</Table.Th>
                    <Table.Th>Plataforma</Table.Th>
                    <Table.Th>Situação</Table.Th>
                    <Table.Th>Pagamento</Table.Th>
                    <Table.Th>Início</Table.Th>
                    <Table.Th>Válido até</Table.Th>
                    <Table.Th>Renovação automática</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.contratos.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{c.nomePlano}</Table.Td>
                      <Table.Td>{plataforma(c.plataformaId)}</Table.Td>
                      <Table.Td>
                        <Badge color={c.vigente ? 'blue' : 'gray'} variant="light">
                          {c.situacao.descricao}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {metodo(c)}
                        {c.valorPagoCentavos > 0 ? ` · ${formatCentavos(c.valorPagoCentavos)}` : ''}
                      </Table.Td>
                      <Table.Td>{formatDate(c.dataInicio)}</Table.Td>
                      <Table.Td>{formatDate(c.dataValidadeAssinatura)}</Table.Td>
                      <Table.Td>{c.renovacaoAutomatica ? 'Sim' : 'Não'}</Table.Td>
                      <Table.Td>
                        {c.situacao.codigo !== 6 && (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            aria-label={`Encerrar ${c.nomePlano}`}
                            onClick={() => setEncerrando(c)}
                          >
                            Encerrar
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="pedidos" pt="md">
          <SecaoPedidos id={p.id} comFinanceiro={eu.data?.areas.includes('financeiro') ?? false} />
        </Tabs.Panel>
        <Tabs.Panel value="cartoes" pt="md">
          <SecaoCartoes id={p.id} />
        </Tabs.Panel>
        <Tabs.Panel value="envios" pt="md">
          <SecaoEnvios id={p.id} />
        </Tabs.Panel>
        <Tabs.Panel value="entradas" pt="md">
          <SecaoEntradas id={p.id} />
        </Tabs.Panel>
        <Tabs.Panel value="emails" pt="md">
          <SecaoEmails id={p.id} />
        </Tabs.Panel>
        <Tabs.Panel value="lgpd" pt="md">
          <SecaoLgpd id={p.id} onExcluida={() => navigate('/admin/usuarios')} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={encerrando !== null} onClose={() => setEncerrando(null)} title="Encerrar contrato">
        {encerrando && (
          <FormEncerrar
            usuarioId={p.id}
            contrato={encerrando}
            onEncerrado={async () => {
              setEncerrando(null);
              await recarregar();
              await showSuccess('Contrato encerrado.');
            }}
          />
        )}
      </Modal>
      <Modal opened={aberto} onClose={modal.close} title="Conceder cortesia">
        <FormCortesia
          usuarioId={p.id}
          onConcedida={async () => {
            modal.close();
            await recarregar();
            await showSuccess('Cortesia concedida.');
          }}
        />
      </Modal>
      <Modal opened={enviosAberto} onClose={modalEnvios.close} title="Conceder envios">
        <FormEnvios
          usuarioId={p.id}
          onConcedidos={async () => {
            modalEnvios.close();
            await recarregar();
            await showSuccess('Envios concedidos.');
          }}
        />
      </Modal>
    </PaginaAdmin>
  );
}
