import { NOMES_PARTE, PARTES_POR_TIPO, type ParteSimulado } from '@aprovei/shared/simulados/simulados.rules';
import type {
  TQuestaoSimuladoAdmin,
  TSimuladoAdmin,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../components/dialogs';
import {
  anosQueryOptions,
  cursosQueryOptions,
  instituicoesQueryOptions,
  materiasQueryOptions,
} from '../../../lib/catalogo';
import { htmlToText } from '../../../lib/html-text';
import {
  adicionarQuestoes,
  anularQuestao,
  bancoQueryOptions,
  ERROS_ADMIN_SIMULADOS,
  type FiltroBanco,
  removerQuestao,
  reordenarQuestoes,
} from '../api/admin-simulados.api';
import { adminSimuladosKeys } from '../api/keys';

const resumo = (html: string, max = 160) => {
  const texto = htmlToText(html);
  return texto.length > max ? `${texto.slice(0, max - 1)}…` : texto;
};
const ids = (v: string | null) => (v ? [Number(v)] : []);

/** One question of the mock: its place, part, situation, statement and key; order, remove or annul it. */
function LinhaQuestao({
  q,
  primeira,
  ultima,
  congelado,
  publicado,
  ocupado,
  onMover,
  onRemover,
  onAnular,
}: {
  q: TQuestaoSimuladoAdmin;
  primeira: boolean;
  ultima: boolean;
  congelado: boolean;
  publicado: boolean;
  ocupado: boolean;
  onMover: (delta: -1 | 1) => void;
  onRemover: () => void;
  onAnular: () => void;
}) {
  const gabarito = q.alternativas.find((a) => a.correta);
  const rotulo = `Questão ${q.numeroQuestao}`;
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={rotulo}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{rotulo}</Text>
            <Badge variant="light">{NOMES_PARTE[q.parte]}</Badge>
            {q.situacao === 'ANULADA' && <Badge color="red">Anulada</Badge>}
            {q.questaoOrigemId !== null && (
              <Text size="xs" c="dimmed">
                banco nº {q.questaoOrigemId}
              </Text>
            )}
          </Group>
          <Text size="sm">{resumo(q.enunciado)}</Text>
          <Text size="xs" c="dimmed">
            {q.ano} · {q.instituicao}
            {gabarito ? ` · Gabarito: ${String.fromCharCode(96 + gabarito.ordem)}` : ''}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {!congelado && (
            <>
              <ActionIcon
                variant="default"
                aria-label={`Subir a ${rotulo.toLowerCase()}`}
                disabled={primeira || ocupado}
                onClick={() => onMover(-1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={`Descer a ${rotulo.toLowerCase()}`}
                disabled={ultima || ocupado}
                onClick={() => onMover(1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                color="red"
                variant="light"
                aria-label={`Remover a ${rotulo.toLowerCase()}`}
                disabled={ocupado}
                onClick={onRemover}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </>
          )}
          {publicado && q.situacao !== 'ANULADA' && (
            <Button size="xs" color="red" variant="light" onClick={onAnular} disabled={ocupado}>
              Anular
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function AnularForm({ onAnular }: { onAnular: (motivo: string) => Promise<void> }) {
  const [motivo, setMotivo] = useState('');
  const [enviando, setEnviando] = useState(false);
  return (
    <Stack>
      <Text size="sm">
        A questão passa a contar como certa para todos os alunos, e as notas e o ranking são recalculados.
      </Text>
      <Textarea
        label="Motivo da anulação"
        required
        autosize
        minRows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          color="red"
          loading={enviando}
          onClick={async () => {
            setEnviando(true);
            try {
              await onAnular(motivo);
            } finally {
              setEnviando(false);
            }
          }}
        >
          Confirmar anulação
        </Button>
      </Group>
    </Stack>
  );
}

/** The bank's published questions of the mock's platform, by filters or ids, added to a chosen part. */
function BuscaBanco({ simulado, onAlterado }: { simulado: TSimuladoAdmin; onAlterado: () => Promise<void> }) {
  const partes = PARTES_POR_TIPO[simulado.tipo];
  const [parte, setParte] = useState<ParteSimulado>(partes[0]!);
  const [idsTexto, setIdsTexto] = useState('');
  const [materia, setMateria] = useState<string | null>(null);
  const [ano, setAno] = useState<string | null>(null);
  const [instituicao, setInstituicao] = useState<string | null>(null);
  const [limite, setLimite] = useState<number | string>(10);
  const [pagina, setPagina] = useState(1);
  const [ocupado, setOcupado] = useState(false);

  const cursos = useQuery(cursosQueryOptions(simulado.plataformaId));
  const curso = cursos.data?.[0]?.id;
  const materias = useQuery({ ...materiasQueryOptions(curso ?? 0), enabled: curso !== undefined });
  const anos = useQuery(anosQueryOptions());
  const instituicoes = useQuery(instituicoesQueryOptions());

  const filtro: FiltroBanco = {
    ids: idsTexto
      .split(/[\s,;]+/)
      .map((x) => Number(x))
      .filter((x) => Number.isInteger(x) && x > 0),
    materias: ids(materia),
    conteudos: [],
    instituicoes: ids(instituicao),
    anos: ids(ano),
    pagina,
    porPagina: 10,
  };
  const banco = useQuery(bancoQueryOptions(simulado.id, filtro));

  async function adicionar(corpo: Parameters<typeof adicionarQuestoes>[1]) {
    setOcupado(true);
    try {
      const { adicionadas } = await adicionarQuestoes(simulado.id, corpo);
      await onAlterado();
      await showSuccess(adicionadas === 1 ? '1 questão adicionada.' : `${adicionadas} questões adicionadas.`);
    } catch (error) {
      await showApiError(error, ERROS_ADMIN_SIMULADOS.compor);
    } finally {
      setOcupado(false);
    }
  }

  const temFiltro = filtro.materias.length + filtro.anos.length + filtro.instituicoes.length > 0;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Adicionar questões publicadas do banco
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label="Adicionar na parte"
            data={partes.map((p) => ({ value: p, label: NOMES_PARTE[p] }))}
            value={parte}
            allowDeselect={false}
            onChange={(v) => v && setParte(v as ParteSimulado)}
          />
          <TextInput
            label="Ids das questões"
            placeholder="Ex.: 12, 15, 40"
            value={idsTexto}
            onChange={(e) => {
              setIdsTexto(e.currentTarget.value);
              setPagina(1);
            }}
          />
          <Select
            label="Matéria"
            clearable
            searchable
            data={(materias.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
            value={materia}
            onChange={(v) => {
              setMateria(v);
              setPagina(1);
            }}
          />
          <Select
            label="Ano"
            clearable
            data={(anos.data ?? []).map((a) => ({ value: String(a.id), label: String(a.ano) }))}
            value={ano}
            onChange={(v) => {
              setAno(v);
              setPagina(1);
            }}
          />
          <Select
            label="Instituição"
            clearable
            searchable
            data={(instituicoes.data ?? []).map((i) => ({ value: String(i.id), label: i.nome }))}
            value={instituicao}
            onChange={(v) => {
              setInstituicao(v);
              setPagina(1);
            }}
          />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <NumberInput
              label="Limite"
              min={1}
              max={200}
              allowDecimal={false}
              value={limite}
              onChange={setLimite}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              disabled={!temFiltro || ocupado}
              onClick={() =>
                adicionar({
                  parte,
                  filtro: {
                    materias: filtro.materias,
                    conteudos: [],
                    subConteudos: [],
                    instituicoes: filtro.instituicoes,
                    bancas: [],
                    anos: filtro.anos,
                  },
                  limite: Number(limite) || 1,
                })
              }
            >
              Adicionar as filtradas
            </Button>
          </Group>
        </SimpleGrid>
        <Text size="sm" c="dimmed" aria-live="polite">
          {banco.data ? `${banco.data.total} questões publicadas encontradas` : 'Buscando…'}
        </Text>
        <Stack gap="xs" role="list" aria-label="Questões do banco">
          {banco.data?.linhas.map((q) => (
            <Paper key={q.id} withBorder p="xs" role="listitem" aria-label={`Questão do banco ${q.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    nº {q.id} · {q.ano} · {q.instituicao}
                  </Text>
                  <Text size="sm">{resumo(q.enunciado, 140)}</Text>
                  {q.materias.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {q.materias.join(', ')}
                    </Text>
                  )}
                </Stack>
                {q.noSimulado ? (
                  <Badge variant="outline" style={{ flexShrink: 0 }}>
                    No simulado
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    style={{ flexShrink: 0 }}
                    disabled={ocupado}
                    aria-label={`Adicionar a questão ${q.id}`}
                    onClick={() => adicionar({ parte, ids: [q.id] })}
                  >
                    Adicionar
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
        {banco.data && banco.data.total > 10 && (
          <Group justify="center">
            <Button variant="default" size="xs" disabled={pagina === 1} onClick={() => setPagina(pagina - 1)}>
              Anteriores
            </Button>
            <Text size="sm">
              Página {pagina} de {Math.ceil(banco.data.total / 10)}
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={pagina * 10 >= banco.data.total}
              onClick={() => setPagina(pagina + 1)}
            >
              Próximas
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The mock's questions (ordered, removable while not frozen; annulled once published) and the bank search. */
export function ComposicaoSimulado({ simulado }: { simulado: TSimuladoAdmin }) {
  const queryClient = useQueryClient();
  const [ocupado, setOcupado] = useState(false);
  const recarregar = () => queryClient.invalidateQueries({ queryKey: adminSimuladosKeys.um(simulado.id) });
  const recarregarTudo = () => queryClient.invalidateQueries({ queryKey: adminSimuladosKeys.raiz });
  const publicado = simulado.situacao === 'PUBLICADO';

  async function acao(fazer: () => Promise<unknown>, erro: string) {
    setOcupado(true);
    try {
      await fazer();
      await recarregarTudo();
    } catch (error) {
      await showApiError(error, erro);
      await recarregar();
    } finally {
      setOcupado(false);
    }
  }

  const mover = (i: number, delta: -1 | 1) => {
    const ordem = simulado.questoes.map((q) => q.id);
    const [q] = ordem.splice(i, 1);
    ordem.splice(i + delta, 0, q!);
    return acao(() => reordenarQuestoes(simulado.id, ordem), ERROS_ADMIN_SIMULADOS.compor);
  };

  const anular = (q: TQuestaoSimuladoAdmin) => {
    const id = modals.open({
      title: `Anular a questão ${q.numeroQuestao}`,
      centered: true,
      children: (
        <AnularForm
          onAnular={async (motivo) => {
            try {
              const r = await anularQuestao(simulado.id, q.id, motivo);
              modals.close(id);
              await recarregarTudo();
              await showSuccess(
                `Questão anulada. ${r.tentativasRecalculadas === 1 ? '1 tentativa recalculada' : `${r.tentativasRecalculadas} tentativas recalculadas`}.`,
              );
            } catch (error) {
              await showApiError(error, ERROS_ADMIN_SIMULADOS.anular);
            }
          }}
        />
      ),
    });
  };

  const porParte = (p: ParteSimulado) => simulado.questoes.filter((q) => q.parte === p).length;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              Questões do simulado ({simulado.questoes.length})
            </Title>
            <Group gap="xs">
              {PARTES_POR_TIPO[simulado.tipo].map((p) => (
                <Badge key={p} variant="light">
                  {NOMES_PARTE[p]}: {porParte(p)}
                </Badge>
              ))}
            </Group>
          </Group>
          {simulado.congelado && (
            <Text size="sm" c="dimmed">
              Este simulado já tem respostas: as questões e o gabarito estão congelados. Para corrigir uma
              questão, anule-a.
            </Text>
          )}
          {simulado.questoes.length === 0 ? (
            <Text c="dimmed">Nenhuma questão ainda. Adicione questões publicadas do banco abaixo.</Text>
          ) : (
            <Stack gap="xs" role="list" aria-label="Questões do simulado">
              {simulado.questoes.map((q, i) => (
                <LinhaQuestao
                  key={q.id}
                  q={q}
                  primeira={i === 0}
                  ultima={i === simulado.questoes.length - 1}
                  congelado={simulado.congelado}
                  publicado={publicado}
                  ocupado={ocupado}
                  onMover={(d) => mover(i, d)}
                  onRemover={() =>
                    acao(() => removerQuestao(simulado.id, q.id), ERROS_ADMIN_SIMULADOS.compor)
                  }
                  onAnular={() => anular(q)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
      {!simulado.congelado && <BuscaBanco simulado={simulado} onAlterado={recarregarTudo} />}
    </Stack>
  );
}
