import { MENSAGEM_SEM_CALCULADORA } from '@aprovei/shared/calculadora/calculadora.rules';
import {
  TAMANHOS_PAGINA_CALCULADORA,
  type TFiltroCalculadoras,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { useErrorDialog } from '../../../components/error-dialog';
import { Pager } from '../../../components/pager';
import { ROUTES } from '../../../config/paths';
import {
  BENEFICIO_CALCULADORA,
  ERRO_CALCULADORA,
  instituicoesQueryOptions,
  listaQueryOptions,
  semAcesso,
} from '../api/calculadora.api';

export const linkCalcularNota = (id: number) => `${ROUTES.calcularNota.path}?id=${id}`;

/**
 * /calculadoras-curriculo (spec doc 3 "Curriculum calculator"): the calculators filtered by name and
 * institution, paged (10, 15, 20 or 50 a page), each with its calculate action.
 */
export function CalculadorasPage() {
  const [nome, setNome] = useState('');
  const [idInstituicao, setIdInstituicao] = useState<string | null>(null);
  const [filtro, setFiltro] = useState<TFiltroCalculadoras>({ page: '0', size: '10' });
  const lista = useQuery(listaQueryOptions(filtro));
  const instituicoes = useQuery(instituicoesQueryOptions());
  const bloqueado = semAcesso(lista.error);
  useErrorDialog(bloqueado ? null : lista.error, ERRO_CALCULADORA.lista);
  useErrorDialog(instituicoes.error, ERRO_CALCULADORA.instituicoes);

  if (bloqueado)
    return (
      <AcessoBloqueado
        titulo="Meu Currículo nos planos com a calculadora"
        mensagem={MENSAGEM_SEM_CALCULADORA}
        beneficio={BENEFICIO_CALCULADORA}
      />
    );

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    setFiltro({
      nome: nome.trim() || undefined,
      idInstituicao: idInstituicao ?? undefined,
      page: '0',
      size: filtro.size,
    });
  };
  const pagina = lista.data;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Meu Currículo
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={buscar} aria-label="Filtros das calculadoras">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Nome"
            value={nome}
            maxLength={120}
            onChange={(e) => setNome(e.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label="Instituição"
            data={(instituicoes.data ?? []).map((i) => ({ value: String(i.id), label: i.nome }))}
            value={idInstituicao}
            onChange={setIdInstituicao}
            clearable
            searchable
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit">Buscar</Button>
        </Group>
      </Paper>
      {!pagina ? (
        <Center role="status" aria-label="Carregando calculadoras">
          <Loader />
        </Center>
      ) : pagina.content.length === 0 ? (
        <Text>Nenhuma calculadora encontrada.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Calculadoras de currículo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              {/* On a phone the institution and year go under the name: the table fits without scrolling. */}
              <Table.Th visibleFrom="sm">Instituição</Table.Th>
              <Table.Th visibleFrom="sm">Ano</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pagina.content.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {c.nome}
                  <Text hiddenFrom="sm" size="xs" c="dimmed">
                    {c.instituicao.nome} · {c.ano}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{c.instituicao.nome}</Table.Td>
                <Table.Td visibleFrom="sm">{c.ano}</Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={linkCalcularNota(c.id)}
                    size="xs"
                    leftSection={<IconCalculator size={16} aria-hidden />}
                    aria-label={`Calcular nota: ${c.nome}`}
                  >
                    Calcular
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Select
          label="Itens por página"
          w={140}
          data={TAMANHOS_PAGINA_CALCULADORA.map(String)}
          value={filtro.size ?? '10'}
          allowDeselect={false}
          onChange={(size) => size && setFiltro({ ...filtro, size, page: '0' })}
        />
        {pagina && (
          <Pager
            page={pagina.number}
            totalPages={pagina.totalPages}
            onChange={(page) => setFiltro({ ...filtro, page: String(page) })}
          />
        )}
      </Group>
    </Stack>
  );
}
