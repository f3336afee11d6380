import { NOMES_PLATAFORMA, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import type {
  TQuestaoAbertaAdmin,
  TQuestaoAbertaCampos,
} from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import { Badge, Button, Group, Loader, Modal, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CampoBusca } from '../../../components/admin/campo-busca';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import {
  daConsulta,
  TabelaAdmin,
  useEstadoTabela,
  useFiltrosNaUrl,
} from '../../../components/admin/tabela-admin';
import { showSuccess } from '../../../components/dialogs';
import { ADMIN_ROUTES } from '../../../config/admin-paths';
import {
  cadastrarQuestaoAberta,
  editarQuestaoAberta,
  questaoAbertaAdminQueryOptions,
  questoesAbertasAdminKeys,
  questoesAbertasAdminQueryOptions,
  temasAdminQueryOptions,
  trocarPdfQuestaoAberta,
} from '../api/questoes-abertas-admin.api';
import { opcoesPlataforma } from './comum';
import { QuestaoAbertaForm } from './questao-aberta-form';

const FILTROS = ['busca', 'tema', 'plataforma'] as const;
const nomePlataforma = (id: number) => NOMES_PLATAFORMA[id as PlataformaId] ?? String(id);

/** The open questions' multipart body: the fields first, then the PDF (the API reads them in order). */
function corpoDaQuestao(campos: TQuestaoAbertaCampos, pdf: File) {
  const corpo = new FormData();
  for (const [campo, valor] of Object.entries(campos)) corpo.append(campo, String(valor));
  corpo.append('arquivo', pdf);
  return corpo;
}

/**
 * The product's open questions (a PDF, a title, a theme, an observation): filtered by title, theme and
 * platform, sorted and paged on the server; a new one with its PDF, an edit that may replace the PDF.
 * Students see a question as soon as it is saved.
 */
export function QuestoesAbertasPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'numero' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const filtro = (chave: 'tema' | 'plataforma') => ({
    value: filtros[chave] ?? null,
    onChange: (v: string | null) => mudarFiltros({ [chave]: v }),
    clearable: true,
    w: { base: '100%', sm: chave === 'tema' ? 240 : 180 },
  });
  const [aberta, setAberta] = useState<'nova' | number | null>(null);
  const temas = useQuery(temasAdminQueryOptions());
  const lista = useQuery(
    questoesAbertasAdminQueryOptions({
      ...estado,
      ordem: estado.ordem as 'numero' | 'titulo' | 'tema',
      busca: filtros.busca,
      tema: filtros.tema ? Number(filtros.tema) : undefined,
      plataforma: filtros.plataforma ? Number(filtros.plataforma) : undefined,
    }),
  );
  const queryClient = useQueryClient();
  const fechar = async (mensagem?: string) => {
    setAberta(null);
    await queryClient.invalidateQueries({ queryKey: questoesAbertasAdminKeys.all });
    if (mensagem) await showSuccess(mensagem);
  };

  return (
    <PaginaAdmin
      titulo="Questões abertas"
      descricao="O PDF do enunciado, o tema e a observação. O aluno vê a questão assim que ela é salva."
      acoes={
        <>
          <Button component={Link} to={ADMIN_ROUTES.temas.path} variant="default">
            Temas e professores
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAberta('nova')}>
            Nova questão aberta
          </Button>
        </>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CampoBusca valor={filtros.busca} onBusca={(busca) => mudarFiltros({ busca })} placeholder="Título" />
        <Select
          label="Tema"
          placeholder="Todos"
          searchable
          data={(temas.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }))}
          {...filtro('tema')}
        />
        <Select label="Plataforma" placeholder="Todas" data={opcoesPlataforma()} {...filtro('plataforma')} />
      </Group>
      <TabelaAdmin<TQuestaoAbertaAdmin>
        {...daConsulta(lista)}
        estado={estado}
        onEstado={mudarEstado}
        vazio="Nenhuma questão aberta encontrada."
        onLinha={(q) => setAberta(q.id)}
        colunas={[
          { accessor: 'numero', title: 'Nº', sortable: true, width: 72 },
          { accessor: 'titulo', title: 'Título', sortable: true },
          {
            accessor: 'tema',
            title: 'Tema',
            sortable: true,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'plataformaId',
            title: 'Plataforma',
            render: (q) => (
              <Badge variant="light" tt="none">
                {nomePlataforma(q.plataformaId)}
              </Badge>
            ),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'respostas',
            title: 'Respostas',
            textAlign: 'right',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'nomeArquivo',
            title: 'PDF',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
          },
        ]}
      />
      <Modal
        opened={aberta !== null}
        onClose={() => setAberta(null)}
        title={aberta === 'nova' ? 'Nova questão aberta' : 'Editar questão aberta'}
        size="lg"
      >
        {aberta === 'nova' && (
          <QuestaoAbertaForm
            enviar={async (campos, pdf) => {
              await cadastrarQuestaoAberta(corpoDaQuestao(campos, pdf!));
              await fechar('Questão aberta cadastrada.');
            }}
          />
        )}
        {typeof aberta === 'number' && <EdicaoQuestaoAberta id={aberta} onFechar={fechar} />}
      </Modal>
    </PaginaAdmin>
  );
}

function EdicaoQuestaoAberta({
  id,
  onFechar,
}: {
  id: number;
  onFechar: (mensagem?: string) => Promise<void>;
}) {
  const questao = useQuery(questaoAbertaAdminQueryOptions(id));
  if (!questao.data) return <Loader aria-label="Carregando a questão" />;
  return (
    <QuestaoAbertaForm
      questao={questao.data}
      enviar={async (campos, pdf) => {
        // The file first: a refused PDF (the likelier failure) leaves the question as it was.
        if (pdf) await trocarPdfQuestaoAberta(id, pdf);
        await editarQuestaoAberta(id, campos);
        await onFechar('Questão aberta salva.');
      }}
    />
  );
}
