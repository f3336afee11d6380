import {
  ROTULO_STATUS_PAGAMENTO,
  type StatusPagamento,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import {
  type TPaginaPessoa,
  ZExclusaoPessoa,
  ZExportacaoPessoa,
} from '@aprovei/shared/equipe/pessoa.schemas';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { baixarArquivo } from '../../../lib/baixar-arquivo';
import { formatCentavos, formatDate } from '../../../lib/formatters';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  cartoesPessoaQueryOptions,
  emailsPessoaQueryOptions,
  entradasPessoaQueryOptions,
  enviosPessoaQueryOptions,
  equipeKeys,
  excluirConta,
  exportarDados,
  pedidosPessoaQueryOptions,
  reenviarEmail,
} from '../api/equipe.api';

const POR_PAGINA = 10;
const METODO: Record<string, string> = { CARTAO_CREDITO: 'Cartão', PIX: 'Pix' };

/** A page of a section: the page number in state, the API's paging parameters. */
function usePagina(): [TPaginaPessoa, (pagina: number) => void] {
  const [pagina, setPagina] = useState(1);
  return [{ pagina, porPagina: POR_PAGINA }, setPagina];
}

function Paginas({ total, p, mudar }: { total: number; p: TPaginaPessoa; mudar: (n: number) => void }) {
  const paginas = Math.ceil(total / p.porPagina);
  if (paginas <= 1) return null;
  return <Pagination total={paginas} value={p.pagina} onChange={mudar} size="sm" />;
}

/** A section's body: loading, error or empty states, or its content. */
function Estado({
  q,
  vazio,
  children,
}: {
  q: { isError: boolean; data: unknown };
  vazio: boolean;
  children: ReactNode;
}) {
  if (q.isError) return <Alert color="red">Não foi possível carregar. Tente novamente.</Alert>;
  if (q.data === undefined) return <Loader size="sm" />;
  if (vazio) return <Text c="dimmed">Nada por aqui.</Text>;
  return <>{children}</>;
}

/** The person's orders with their refunds; a link to the order for who sees the money screens. */
export function SecaoPedidos({ id, comFinanceiro }: { id: number; comFinanceiro: boolean }) {
  const [p, mudar] = usePagina();
  const q = useQuery(pedidosPessoaQueryOptions(id, p));
  return (
    <Estado q={q} vazio={q.data?.total === 0}>
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Pedidos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pedido</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>Pagamento</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Valor</Table.Th>
              <Table.Th>Estornos</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data?.linhas.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  {comFinanceiro ? (
                    <Anchor component={Link} to={`/admin/financeiro/pedidos/${l.id}`}>
                      #{l.id}
                    </Anchor>
                  ) : (
                    `#${l.id}`
                  )}
                </Table.Td>
                <Table.Td>{formatDate(l.criadoEm)}</Table.Td>
                <Table.Td>{l.nomePlano ?? (l.tipo === 'RENOVACAO' ? 'Renovação' : 'Produtos')}</Table.Td>
                <Table.Td>
                  {METODO[l.metodoPagamento] ?? l.metodoPagamento}
                  {l.qtdParcelas > 1 ? ` em ${l.qtdParcelas}x` : ''}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={l.status === 'approved' ? 'teal' : 'gray'}>
                    {ROTULO_STATUS_PAGAMENTO[l.status as StatusPagamento] ?? l.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatCentavos(l.valorTotalCentavos)}</Table.Td>
                <Table.Td>
                  {l.estornos.length === 0
                    ? '—'
                    : l.estornos.map((e) => (
                        <Text size="sm" key={e.id}>
                          {formatCentavos(e.valorCentavos)} em {formatDate(e.criadoEm)} — {e.motivo}
                        </Text>
                      ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paginas total={q.data?.total ?? 0} p={p} mudar={mudar} />
    </Estado>
  );
}

/** Saved cards: brand and last four digits only. */
export function SecaoCartoes({ id }: { id: number }) {
  const q = useQuery(cartoesPessoaQueryOptions(id));
  return (
    <Estado q={q} vazio={q.data?.length === 0}>
      <Stack gap="xs" aria-label="Cartões salvos">
        {q.data?.map((c) => (
          <Text key={c.id}>
            {c.bandeira} terminado em {c.ultimosQuatroDigitos}
          </Text>
        ))}
      </Stack>
    </Estado>
  );
}

/** Open-question sends and the balance. */
export function SecaoEnvios({ id }: { id: number }) {
  const [p, mudar] = usePagina();
  const q = useQuery(enviosPessoaQueryOptions(id, p));
  const s = q.data?.saldo;
  return (
    <Stack gap="sm">
      {s && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {(
            [
              ['Cota dos planos', s.doPlano],
              ['Envios extras', s.extras],
              ['Enviadas', s.enviadas],
              ['Disponíveis', s.disponiveis],
            ] as const
          ).map(([rotulo, valor]) => (
            <Stack gap={2} key={rotulo}>
              <Text size="xs" c="dimmed">
                {rotulo}
              </Text>
              <Text fw={600}>{valor}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Estado q={q} vazio={q.data?.total === 0}>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Envios de questão aberta">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Questão</Table.Th>
                <Table.Th>Enviada em</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Nota</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data?.linhas.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    {l.numeroQuestao} — {l.tituloQuestao}
                  </Table.Td>
                  <Table.Td>{formatarDataHora(l.enviadaEm)}</Table.Td>
                  <Table.Td>{l.situacao === 'C' ? 'Corrigida' : 'Aguardando correção'}</Table.Td>
                  <Table.Td>{l.notaDecimos === null ? '—' : (l.notaDecimos / 10).toFixed(1)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Paginas total={q.data?.total ?? 0} p={p} mudar={mudar} />
      </Estado>
    </Stack>
  );
}

/** Sign-ins, failed password checks and the lock state. */
export function SecaoEntradas({ id }: { id: number }) {
  const q = useQuery(entradasPessoaQueryOptions(id));
  const e = q.data;
  return (
    <Estado q={q} vazio={false}>
      {e && (
        <Stack gap="sm">
          <Text>
            Entrada:{' '}
            <Badge color={e.bloqueada ? 'orange' : 'teal'} variant="light">
              {e.bloqueada ? 'Bloqueada por senhas erradas' : 'Liberada'}
            </Badge>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4}>
              <Text fw={600}>Entradas recentes</Text>
              {e.entradas.length === 0 && <Text c="dimmed">Nenhuma.</Text>}
              {e.entradas.map((x) => (
                <Text size="sm" key={x.em}>
                  {formatarDataHora(x.em)} {x.ativa ? '· sessão ativa' : ''}
                </Text>
              ))}
            </Stack>
            <Stack gap={4}>
              <Text fw={600}>Senhas erradas</Text>
              {e.falhas.length === 0 && <Text c="dimmed">Nenhuma registrada.</Text>}
              {e.falhas.map((x) => (
                <Text size="sm" key={x.em}>
                  {formatarDataHora(x.em)}
                </Text>
              ))}
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Estado>
  );
}

/** The e-mails sent to the person, each with a resend (a password e-mail sends a fresh code). */
export function SecaoEmails({ id }: { id: number }) {
  const [p, mudar] = usePagina();
  const q = useQuery(emailsPessoaQueryOptions(id, p));
  const queryClient = useQueryClient();
  const reenviar = async (emailId: number, codigoSenha: boolean) => {
    const pergunta = codigoSenha
      ? 'Enviar um novo código de alteração de senha? O código antigo deixa de valer.'
      : 'Reenviar este e-mail?';
    if (!(await confirm(pergunta))) return;
    try {
      await reenviarEmail(id, emailId);
      await queryClient.invalidateQueries({ queryKey: equipeKeys.secao(id, 'emails').slice(0, 4) });
      await showSuccess(codigoSenha ? 'Novo código enviado.' : 'E-mail reenviado.');
    } catch (error) {
      await showApiError(error, 'Não foi possível reenviar. Tente novamente.');
    }
  };
  return (
    <Estado q={q} vazio={q.data?.total === 0}>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="E-mails enviados">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Assunto</Table.Th>
              <Table.Th>Para</Table.Th>
              <Table.Th>Quando</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data?.linhas.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.assunto}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.para}</Table.Td>
                <Table.Td>{formatarDataHora(m.criadoEm)}</Table.Td>
                <Table.Td>{m.enviadoEm ? 'Entregue ao servidor' : 'Na fila'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconMailForward size={16} aria-hidden />}
                    aria-label={`${m.codigoSenha ? 'Enviar novo código' : 'Reenviar'}: ${m.assunto}`}
                    onClick={() => reenviar(m.id, m.codigoSenha)}
                  >
                    {m.codigoSenha ? 'Enviar novo código' : 'Reenviar'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paginas total={q.data?.total ?? 0} p={p} mudar={mudar} />
    </Estado>
  );
}

function FormExportar({ id, onFeito }: { id: number; onFeito: () => void }) {
  const form = useZodForm(ZExportacaoPessoa, { initialValues: { motivo: '' } });
  const submit = form.onSubmit(async (corpo) => {
    try {
      const dados = await exportarDados(id, corpo);
      baixarArquivo(
        new Blob([JSON.stringify(dados, null, 2)], { type: 'application/json' }),
        `dados-${id}-${dados.geradoEm.slice(0, 10)}.json`,
      );
      onFeito();
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível exportar. Tente novamente.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          O mesmo arquivo que a pessoa baixa em Configurações. Entregue-o só à própria pessoa, pelo e-mail da
          conta.
        </Text>
        <TextInput label="Motivo (fica na auditoria)" required {...form.getInputProps('motivo')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Exportar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FormExcluir({ id, onFeito }: { id: number; onFeito: () => void }) {
  const form = useZodForm(ZExclusaoPessoa, { initialValues: { motivo: '', confirmacao: '' } });
  const submit = form.onSubmit(async (corpo) => {
    try {
      await excluirConta(id, corpo);
      onFeito();
    } catch (error) {
      if (!applyServerErrors(form, error))
        await showApiError(error, 'Não foi possível excluir. Tente novamente.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="red">
          A mesma exclusão de “Excluir minha conta”: o cadastro é anonimizado, as sessões encerradas e os
          dados pessoais apagados. Contratos e pagamentos ficam guardados. Não pode ser desfeita.
        </Alert>
        <TextInput label="Motivo (fica na auditoria)" required {...form.getInputProps('motivo')} />
        <TextInput label="Digite EXCLUIR para confirmar" required {...form.getInputProps('confirmacao')} />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={form.submitting}>
            Excluir conta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** LGPD on the person's request: the export and the erasure. */
export function SecaoLgpd({ id, onExcluida }: { id: number; onExcluida: () => void }) {
  const [exportar, modalExportar] = useDisclosure(false);
  const [excluir, modalExcluir] = useDisclosure(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">Pedidos da pessoa pela LGPD: uma cópia dos dados ou a exclusão da conta.</Text>
      <Group gap="sm">
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={modalExportar.open}>
          Exportar dados
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={modalExcluir.open}
        >
          Excluir conta
        </Button>
      </Group>
      <Modal opened={exportar} onClose={modalExportar.close} title="Exportar dados">
        <FormExportar
          id={id}
          onFeito={async () => {
            modalExportar.close();
            await showSuccess('Dados exportados.');
          }}
        />
      </Modal>
      <Modal opened={excluir} onClose={modalExcluir.close} title="Excluir conta">
        <FormExcluir
          id={id}
          onFeito={async () => {
            modalExcluir.close();
            await showSuccess('Conta excluída.');
            onExcluida();
          }}
        />
      </Modal>
    </Stack>
  );
}
