import {
  FILTROS_SITUACAO,
  type FiltroSituacao,
  MENSAGEM_LIMITE_ENVIOS,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import type { TFiltroQuestoesAbertaInput } from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import {
  Alert,
  Autocomplete,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import { Pager } from '../../../components/pager';
import { questaoAbertaKeys } from '../api/keys';
import {
  contadorQueryOptions,
  ERRO_QUESTAO_ABERTA,
  listaQueryOptions,
  ordenacaoQueryOptions,
  salvarOrdenacao,
  temasQueryOptions,
  titulosQueryOptions,
} from '../api/questao-aberta.api';
import { QuestaoAbertaCard } from './questao-aberta-card';

const ROTULOS: Record<FiltroSituacao, string> = {
  TODAS: 'Todas',
  NAO_RESPONDIDAS: 'Não respondidas',
  EM_CORRECAO: 'Em correção pelo professor',
  CORRIGIDAS: 'Respondidas pelo professor',
};

/**
 * /questao-aberta (spec doc 3 "Open questions"): filters (title, theme, the status radio), the totals
 * 'Respondidas' / 'Disponiveis', and the cards. At the sending limit the cards hide their sending
 * controls and the page invites the student to buy more packs.
 */
export function QuestaoAbertaPage() {
  const [titulo, setTitulo] = useState('');
  const [idTema, setIdTema] = useState<string | null>(null);
  const [situacao, setSituacao] = useState<FiltroSituacao>('TODAS');
  const [filtro, setFiltro] = useState<TFiltroQuestoesAbertaInput>({ page: '0', size: '10' });
  const lista = useQuery(listaQueryOptions(filtro));
  const contador = useQuery(contadorQueryOptions());
  const temas = useQuery(temasQueryOptions());
  const queryClient = useQueryClient();
  const ordenacao = useQuery(ordenacaoQueryOptions());
  const mudarOrdem = async (aleatoria: boolean) => {
    try {
      queryClient.setQueryData(questaoAbertaKeys.ordenacao(), await salvarOrdenacao(aleatoria));
      await queryClient.invalidateQueries({ queryKey: questaoAbertaKeys.listas() });
    } catch (error) {
      void showApiError(error, ERRO_QUESTAO_ABERTA.ordenacao);
    }
  };
  const [tituloDigitado] = useDebouncedValue(titulo.trim(), 300);
  const sugestoes = useQuery({ ...titulosQueryOptions(tituloDigitado), enabled: tituloDigitado.length >= 2 });
  useErrorDialog(lista.error, ERRO_QUESTAO_ABERTA.lista);
  useErrorDialog(temas.error, ERRO_QUESTAO_ABERTA.temas);

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    setFiltro({
      titulo: titulo.trim() || undefined,
      idTema: idTema ?? undefined,
      situacao,
      page: '0',
      size: filtro.size,
    });
  };
  const pagina = lista.data;
  const disponiveis = contador.data?.disponiveis ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Questão aberta
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={buscar} aria-label="Filtros das questões abertas">
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <Autocomplete
              label="Título"
              value={titulo}
              maxLength={200}
              onChange={setTitulo}
              data={[...new Set((sugestoes.data ?? []).map((t) => t.titulo))]}
              style={{ flex: '1 1 16rem' }}
            />
            <Select
              label="Tema"
              data={(temas.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }))}
              value={idTema}
              onChange={setIdTema}
              clearable
              searchable
              style={{ flex: '1 1 16rem' }}
            />
          </Group>
          <Radio.Group label="Situação" value={situacao} onChange={(v) => setSituacao(v as FiltroSituacao)}>
            <Group mt="xs">
              {FILTROS_SITUACAO.map((s) => (
                <Radio key={s} value={s} label={ROTULOS[s]} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="space-between">
            <Switch
              label="Ordem aleatória"
              checked={ordenacao.data?.aleatoria ?? false}
              disabled={!ordenacao.data}
              onChange={(e) => void mudarOrdem(e.currentTarget.checked)}
            />
            <Button type="submit">Buscar</Button>
          </Group>
        </Stack>
      </Paper>

      {contador.data && (
        <Paper withBorder p="md" aria-label="Totais de envios">
          <Group gap="xl">
            <Text>
              Respondidas: <strong>{contador.data.respondidas}</strong>
            </Text>
            <Text>
              Disponiveis: <strong>{contador.data.disponiveis}</strong>
            </Text>
            {(contador.data.disponiveis > 0 || contador.data.respondidas > 0) && (
              <Button component={Link} to="/comprar-envios" variant="light" size="xs" ml="auto">
                Comprar mais envios
              </Button>
            )}
          </Group>
        </Paper>
      )}
      {/* A plan without sends (the trainee's) never sent anything: it is not a limit reached. */}
      {contador.data && disponiveis === 0 && contador.data.respondidas === 0 && (
        <AcessoBloqueado
          titulo="Questões abertas nos planos pagos"
          mensagem="O seu plano não inclui envios de questões abertas."
          beneficio="Com um plano pago, você envia respostas discursivas e recebe a nota e o comentário de um professor; pacotes de envios extras ampliam o limite."
        />
      )}
      {contador.data && disponiveis === 0 && contador.data.respondidas > 0 && (
        <Alert color="yellow" title="Limite de envios atingido">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{MENSAGEM_LIMITE_ENVIOS}</Text>
            <Button
              component={Link}
              to="/comprar-envios"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
            >
              Comprar mais pacotes
            </Button>
          </Stack>
        </Alert>
      )}

      {!pagina ? (
        <Center role="status" aria-label="Carregando questões abertas">
          <Loader />
        </Center>
      ) : pagina.content.length === 0 ? (
        <Text>Nenhuma questão encontrada</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {pagina.content.map((q) => (
            <QuestaoAbertaCard key={q.id} questao={q} disponiveis={disponiveis} />
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
    </Stack>
  );
}
