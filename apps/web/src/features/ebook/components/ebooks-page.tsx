import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import { enderecoCheckoutEbooks, type TEbook } from '@aprovei/shared/ebook/ebook.schemas';
import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBooks, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { FiltersPanel, usePhone } from '../../../components/filters-panel';
import { Pager } from '../../../components/pager';
import { type FiltroEbooks, listaEbooksQueryOptions, materiasEbookQueryOptions } from '../api/ebook.api';
import type { ModoEbooks } from '../api/keys';
import { useCarrinho } from '../hooks/use-carrinho';
import { CarrinhoMenu } from './carrinho-menu';
import { EbookCard } from './ebook-card';
import { VerMaisModal } from './ver-mais-modal';

const ORDENACAO = [
  { value: 'nome,asc', label: 'Título A-Z' },
  { value: 'nome,desc', label: 'Título Z-A' },
];

/**
 * /ebook (the store) and /meus-ebooks (spec doc 2 "E-book store and my e-books"): search by name, the
 * subject filter, title A-Z or Z-A, pages of 9 cards, 'Ver mais'; in the store the cart (kept across
 * reloads) with its total and 'Adquirir', and buy now; in my e-books 'Ler ebook'.
 */
export function EbooksPage({ modo }: { modo: ModoEbooks }) {
  const navigate = useNavigate();
  const carrinho = useCarrinho();
  const [nome, setNome] = useState('');
  const [filtro, setFiltro] = useState<FiltroEbooks>({ page: '0', sort: 'nome,asc' });
  const [detalhe, setDetalhe] = useState<TEbook | null>(null);
  const phone = usePhone();
  // Phones: the 'Filtros' accordion starts closed (the list shows at once) and closes on 'Buscar'.
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const lista = useQuery(listaEbooksQueryOptions(modo, filtro));
  const materias = useQuery(materiasEbookQueryOptions(modo));
  useErrorDialog(lista.error, MENSAGENS_EBOOK.erroListar);
  useErrorDialog(materias.error, MENSAGENS_EBOOK.erroMaterias);

  // An e-book the student owns now leaves the cart.
  const possuidos = (lista.data?.content ?? []).filter((e) => e.adquirido && carrinho.contem(e.nome));
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the owned ids only.
  useEffect(() => {
    if (modo === 'loja' && possuidos.length > 0) carrinho.remover(possuidos.map((e) => e.id));
  }, [modo, possuidos.map((e) => e.id).join(',')]);

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    setFiltro({ ...filtro, nome: nome.trim() || undefined, page: '0' });
    if (phone) setFiltrosAbertos(false);
  };
  const alternar = (e: TEbook) => {
    notifications.show({ message: carrinho.alternar({ id: e.id, nome: e.nome, preco: e.valor }) });
  };
  const pagina = lista.data;
  const filtrado = Boolean(filtro.nome || filtro.idMateria);
  const limpar = () => {
    setNome('');
    setFiltro({ page: '0', sort: filtro.sort });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {modo === 'loja' ? 'E-books' : 'Meus e-books'}
        </Title>
        {modo === 'loja' && (
          <CarrinhoMenu
            itens={carrinho.itens}
            totalCentavos={carrinho.totalCentavos}
            onRemover={(item) => notifications.show({ message: carrinho.alternar(item) })}
            onAdquirir={() => navigate(enderecoCheckoutEbooks(carrinho.itens))}
          />
        )}
      </Group>
      <FiltersPanel aberto={filtrosAbertos} onAberto={setFiltrosAbertos}>
        <form onSubmit={buscar} aria-label="Filtros dos e-books">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Nome do e-book"
              value={nome}
              maxLength={100}
              onChange={(e) => setNome(e.currentTarget.value)}
              style={{ flex: '1 1 16rem' }}
            />
            <Select
              label="Matéria"
              placeholder="Todas"
              data={(materias.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
              value={filtro.idMateria ?? null}
              onChange={(v) => setFiltro({ ...filtro, idMateria: v ?? undefined, page: '0' })}
              clearable
              style={{ flex: '1 1 14rem' }}
            />
            <Select
              label="Ordenar por"
              data={ORDENACAO}
              value={filtro.sort ?? 'nome,asc'}
              allowDeselect={false}
              onChange={(v) => v && setFiltro({ ...filtro, sort: v as FiltroEbooks['sort'], page: '0' })}
              w={150}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Buscar
            </Button>
          </Group>
        </form>
      </FiltersPanel>
      {!pagina ? (
        lista.isPending && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            role="status"
            aria-label="Carregando e-books"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={400} radius="md" />
            ))}
          </SimpleGrid>
        )
      ) : pagina.content.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <IconBooks size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text>{MENSAGENS_EBOOK.nenhum}</Text>
          {filtrado ? (
            <Button variant="light" onClick={limpar}>
              Limpar filtros
            </Button>
          ) : (
            modo === 'meus' && (
              <Button component={Link} to="/ebook" variant="light">
                Ver a loja de e-books
              </Button>
            )
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {pagina.content.map((e) => (
            <EbookCard
              key={e.id}
              ebook={e}
              modo={modo}
              noCarrinho={carrinho.contem(e.nome)}
              onVerMais={() => setDetalhe(e)}
              onCarrinho={() => alternar(e)}
              onComprar={() => navigate(enderecoCheckoutEbooks([{ id: e.id, nome: e.nome, preco: e.valor }]))}
            />
          ))}
        </SimpleGrid>
      )}
      {pagina && (
        <Pager
          page={pagina.number}
          totalPages={pagina.totalPages}
          onChange={(page) => setFiltro({ ...filtro, page: String(page) })}
        />
      )}
      <VerMaisModal ebook={detalhe} onClose={() => setDetalhe(null)} />
    </Stack>
  );
}
