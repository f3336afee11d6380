import {
  COLUNAS,
  type Coluna,
  colunaDaMateria,
  ERRO_SALVAR_CHECKLIST,
  MENSAGEM_SEM_CHECKLIST,
  moverMateria,
  TEXTO_COLUNA_VAZIA,
} from '@aprovei/shared/checklist/checklist.rules';
import type {
  TChecklist,
  TChecklistConteudo,
  TChecklistMateria,
} from '@aprovei/shared/checklist/checklist.schemas';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { AcessoBloqueado } from '../../../components/acesso-bloqueado';
import { showApiError } from '../../../components/dialogs';
import { useErrorDialog } from '../../../components/error-dialog';
import {
  checklistQueryOptions,
  desatualizada,
  ErroCarregarChecklist,
  salvarChecklist,
  semAcesso,
} from '../api/checklist.api';
import { checklistKeys } from '../api/keys';
import { type ConteudoAberto, ConteudoModal } from './conteudo-modal';
import { MateriaCard } from './materia-card';
import { LegendaCores } from './situacao-conteudo';

const PROXIMA: Partial<Record<string, 1 | -1>> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Up]: -1,
};

/**
 * The keyboard moves a subject one whole column per arrow key (right/down next, left/up previous).
 * The column is tracked here, not read from the collision result, which lags a quick key press.
 */
function colunaPorTeclado(coluna: { current: Coluna | null }): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const passo = PROXIMA[event.code];
    const { active, collisionRect, droppableRects } = context;
    if (!passo || !active || !collisionRect) return undefined;
    event.preventDefault();
    const atual = coluna.current ?? (active.data.current?.coluna as Coluna);
    const destino = COLUNAS[COLUNAS.indexOf(atual) + passo];
    const rect = destino && droppableRects.get(destino);
    if (!rect) return currentCoordinates;
    coluna.current = destino;
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 48 };
  };
}

const nomeDe = (lista: TChecklistMateria[], id: unknown) =>
  lista.find((m) => m.checklistMateriaVO.materia.id === id)?.checklistMateriaVO.materia.nome ?? '';

function anuncios(lista: TChecklistMateria[]): Announcements {
  const coluna = (id: unknown) => (id === undefined || id === null ? 'fora das colunas' : `na coluna ${id}`);
  return {
    onDragStart: ({ active }) => `Matéria ${nomeDe(lista, active.id)} selecionada.`,
    onDragOver: ({ active, over }) => `Matéria ${nomeDe(lista, active.id)} ${coluna(over?.id)}.`,
    onDragEnd: ({ active, over }) => `Matéria ${nomeDe(lista, active.id)} solta ${coluna(over?.id)}.`,
    onDragCancel: ({ active }) => `Movimento de ${nomeDe(lista, active.id)} cancelado.`,
  };
}

const INSTRUCOES =
  'Para mover a matéria, pressione espaço. Use as setas para trocar de coluna e espaço de novo para soltar, ou Esc para cancelar.';

function ColunaChecklist({ coluna, children }: { coluna: Coluna; children: React.ReactNode[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: coluna });
  const titulo = `checklist-coluna-${coluna.replace(' ', '-')}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titulo}
      withBorder
      p="sm"
      bg={isOver ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ minHeight: 160 }}
    >
      <Title order={2} size="h4" id={titulo} mb="sm">
        {coluna}
      </Title>
      <Stack gap="sm">
        {children.length === 0 ? (
          <Text c="dimmed" size="sm">
            {TEXTO_COLUNA_VAZIA[coluna]}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /checklist, 'Guia de Estudos' (spec doc 3 "Study guide"): subjects in three columns derived from
 * their contents' flags. Dropping a subject in a column sets the flags that column implies; every
 * change saves the whole list at the version read, and a 409 (another tab saved first) reloads it.
 */
export function ChecklistPage() {
  const queryClient = useQueryClient();
  const checklist = useQuery(checklistQueryOptions());
  const [aberto, setAberto] = useState<ConteudoAberto | null>(null);
  /** The column a keyboard drag is over now (null when not dragging by keyboard). */
  const teclado = useRef<Coluna | null>(null);
  const coordinateGetter = useMemo(() => colunaPorTeclado(teclado), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const salvar = useMutation({
    mutationFn: (checklists: TChecklistMateria[]) =>
      salvarChecklist((checklist.data as TChecklist).versao, checklists),
    onMutate: (checklists) => {
      queryClient.setQueryData(checklistKeys.lista(), (c) => c && { ...c, checklists });
    },
    onSuccess: (salva) => {
      queryClient.setQueryData(checklistKeys.lista(), salva);
      setAberto(null);
    },
    onError: async (error) => {
      setAberto(null);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.lista() });
      await showApiError(error, desatualizada(error) ? undefined : ERRO_SALVAR_CHECKLIST);
    },
  });

  const erro = checklist.error;
  const bloqueado = semAcesso(erro);
  useErrorDialog(
    bloqueado || !(erro instanceof ErroCarregarChecklist) ? null : erro.causa,
    erro instanceof ErroCarregarChecklist ? erro.fallback : '',
  );

  if (bloqueado)
    return (
      <AcessoBloqueado
        titulo="Guia de Estudos nos planos com checklist"
        mensagem={MENSAGEM_SEM_CHECKLIST}
        beneficio="Com um plano que inclui o checklist de estudos, você organiza cada matéria em A ESTUDAR, EM ESTUDO e ESTUDADO e vai direto às questões de cada conteúdo."
      />
    );

  const lista = checklist.data?.checklists ?? [];
  const trocar = (materiaId: number, mudar: (m: TChecklistMateria) => TChecklistMateria) =>
    salvar.mutate(lista.map((m) => (m.checklistMateriaVO.materia.id === materiaId ? mudar(m) : m)));

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const porTeclado = activatorEvent instanceof KeyboardEvent;
    const destino = (porTeclado ? teclado.current : over?.id) as Coluna | undefined | null;
    teclado.current = null;
    const materia = lista.find((m) => m.checklistMateriaVO.materia.id === active.id);
    if (!destino || !materia || colunaDaMateria(materia.listaConteudo) === destino) return;
    trocar(materia.checklistMateriaVO.materia.id, (m) => ({
      ...m,
      listaConteudo: moverMateria(m.listaConteudo, destino),
    }));
  };

  const salvarConteudo = (conteudo: TChecklistConteudo) => {
    if (!aberto) return;
    const id = conteudo.conteudoMateriaVO.conteudo.id;
    trocar(aberto.materia.id, (m) => ({
      ...m,
      listaConteudo: m.listaConteudo.map((k) => (k.conteudoMateriaVO.conteudo.id === id ? conteudo : k)),
    }));
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Guia de Estudos
      </Title>
      <LegendaCores />
      {checklist.isPending || checklist.isFetching ? (
        <Center role="status" aria-label="Carregando checklist">
          <Loader />
        </Center>
      ) : null}
      {checklist.data && (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            teclado.current = null;
          }}
          accessibility={{
            announcements: anuncios(lista),
            screenReaderInstructions: { draggable: INSTRUCOES },
          }}
        >
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {COLUNAS.map((coluna) => (
              <ColunaChecklist key={coluna} coluna={coluna}>
                {lista
                  .filter((m) => colunaDaMateria(m.listaConteudo) === coluna)
                  .map((m) => (
                    <MateriaCard
                      key={m.checklistMateriaVO.materia.id}
                      materia={m}
                      coluna={coluna}
                      bloqueada={salvar.isPending || checklist.isFetching}
                      onAbrirConteudo={(conteudo) =>
                        setAberto({ materia: m.checklistMateriaVO.materia, conteudo })
                      }
                    />
                  ))}
              </ColunaChecklist>
            ))}
          </SimpleGrid>
        </DndContext>
      )}
      {aberto && (
        <ConteudoModal
          key={aberto.conteudo.conteudoMateriaVO.conteudo.id}
          aberto={aberto}
          salvando={salvar.isPending}
          onSalvar={salvarConteudo}
          onClose={() => setAberto(null)}
        />
      )}
    </Stack>
  );
}
