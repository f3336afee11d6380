import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import { Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArquivoButton } from '../../../components/arquivo-button';
import { useErrorDialog } from '../../../components/error-dialog';
import { Pager } from '../../../components/pager';
import { formatDate, formatTime } from '../../../lib/formatters';
import {
  arquivoQuestaoDoTema,
  arquivoResposta,
  corrigidasQueryOptions,
  dosMeusTemasQueryOptions,
  ERRO_QUESTAO_ABERTA,
  filaQueryOptions,
} from '../api/questao-aberta.api';
import { CorrecaoForm } from './correcao-form';
import { EscalaNotas } from './escala-notas';

const Carregando = ({ rotulo }: { rotulo: string }) => (
  <Center role="status" aria-label={rotulo}>
    <Loader />
  </Center>
);

const quando = (iso: string) => `${formatDate(iso)} às ${formatTime(iso)}`;

function BaixarResposta({ id, nomeArquivo }: { id: number; nomeArquivo: string }) {
  return (
    <Group>
      <ArquivoButton
        carregar={() => arquivoResposta(id)}
        erro={ERRO_QUESTAO_ABERTA.arquivo}
        nomeArquivo={nomeArquivo}
        leftSection={<IconFileDownload size={18} aria-hidden />}
      >
        Baixar resposta do aluno
      </ArquivoButton>
    </Group>
  );
}

/** The answers waiting for this teacher or for any teacher, oldest first, each with its correction form. */
function Fila() {
  const fila = useQuery(filaQueryOptions());
  useErrorDialog(fila.error, ERRO_QUESTAO_ABERTA.fila);
  if (!fila.data) return <Carregando rotulo="Carregando a fila de correção" />;
  if (fila.data.length === 0) return <Text>Nenhuma resposta aguardando correção.</Text>;
  return (
    <Stack gap="lg">
      <EscalaNotas />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {fila.data.map((r) => (
          <Card key={r.id} withBorder padding="lg" component="article" aria-labelledby={`resposta-${r.id}`}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Badge variant="light">Questão {r.questao.numero}</Badge>
                <Badge variant="dot" tt="none" color={r.paraMim ? 'blue' : 'gray'}>
                  {r.paraMim ? 'Para você' : 'Qualquer professor'}
                </Badge>
              </Group>
              <Title order={2} size="h4" id={`resposta-${r.id}`}>
                {r.questao.titulo}
              </Title>
              <Text size="sm">
                {r.aluno} · enviada em {quando(r.enviadaEm)} · {r.questao.tema}
              </Text>
              <BaixarResposta id={r.id} nomeArquivo={r.nomeArquivo} />
              <CorrecaoForm resposta={r} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** What this teacher already corrected, newest first, with the score and the comment given. */
function Corrigidas() {
  const [page, setPage] = useState(0);
  const corrigidas = useQuery(corrigidasQueryOptions(page));
  useErrorDialog(corrigidas.error, ERRO_QUESTAO_ABERTA.corrigidas);
  if (!corrigidas.data) return <Carregando rotulo="Carregando as respostas corrigidas" />;
  if (corrigidas.data.totalElements === 0) return <Text>Você ainda não corrigiu nenhuma resposta.</Text>;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {corrigidas.data.content.map((r) => (
          <Card key={r.id} withBorder padding="lg" component="article" aria-labelledby={`corrigida-${r.id}`}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Badge variant="light">Questão {r.questao.numero}</Badge>
                <Badge color="teal" tt="none" size="lg">
                  Nota {r.nota.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}
                </Badge>
              </Group>
              <Title order={2} size="h4" id={`corrigida-${r.id}`}>
                {r.questao.titulo}
              </Title>
              <Text size="sm">
                {r.aluno} · {r.questao.tema} · enviada em {quando(r.enviadaEm)} · corrigida em{' '}
                {quando(r.corrigidaEm)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.comentario}
              </Text>
              <BaixarResposta id={r.id} nomeArquivo={r.nomeArquivo} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Pager
        page={page}
        totalPages={corrigidas.data.totalPages}
        onChange={setPage}
        rotulo="Páginas das corrigidas"
      />
    </Stack>
  );
}

/** The open questions of the themes this teacher corrects (all of them when she has none), with their PDF. */
function QuestoesDosMeusTemas() {
  const [pagina, setPagina] = useState(1);
  const questoes = useQuery(dosMeusTemasQueryOptions(pagina));
  useErrorDialog(questoes.error, ERRO_QUESTAO_ABERTA.dosMeusTemas);
  if (!questoes.data) return <Carregando rotulo="Carregando as questões dos seus temas" />;
  if (questoes.data.total === 0) return <Text>Nenhuma questão aberta nos seus temas.</Text>;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {questoes.data.linhas.map((q) => (
          <Card key={q.id} withBorder padding="lg" component="article" aria-labelledby={`questao-${q.id}`}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Badge variant="light">Questão {q.numero}</Badge>
                <Badge variant="outline" tt="none">
                  {NOMES_PLATAFORMA[q.plataformaId as PlataformaId]}
                </Badge>
              </Group>
              <Title order={2} size="h4" id={`questao-${q.id}`}>
                {q.titulo}
              </Title>
              <Text size="sm">{q.tema}</Text>
              <Group>
                <ArquivoButton
                  carregar={() => arquivoQuestaoDoTema(q.id)}
                  erro={ERRO_QUESTAO_ABERTA.arquivo}
                  nomeArquivo={q.nomeArquivo}
                  variant="light"
                  leftSection={<IconFileTypePdf size={18} aria-hidden />}
                >
                  Abrir PDF
                </ArquivoButton>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Pager
        page={pagina - 1}
        totalPages={Math.ceil(questoes.data.total / 10)}
        onChange={(p) => setPagina(p + 1)}
        rotulo="Páginas das questões dos seus temas"
      />
    </Stack>
  );
}

/**
 * /correcoes, the teacher's home (not in the spec): the queue to correct, with the grading scale, and the
 * answers already corrected, and the open questions of her themes.
 */
export function CorrecoesPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Correções
      </Title>
      <Tabs defaultValue="fila" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fila">Aguardando correção</Tabs.Tab>
          <Tabs.Tab value="corrigidas">Corrigidas por você</Tabs.Tab>
          <Tabs.Tab value="temas">Questões dos meus temas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fila" pt="md">
          <Fila />
        </Tabs.Panel>
        <Tabs.Panel value="corrigidas" pt="md">
          <Corrigidas />
        </Tabs.Panel>
        <Tabs.Panel value="temas" pt="md">
          <QuestoesDosMeusTemas />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
