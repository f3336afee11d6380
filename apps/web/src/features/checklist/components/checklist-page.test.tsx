import {
  MENSAGEM_CHECKLIST_DESATUALIZADA,
  MENSAGEM_SEM_CHECKLIST,
} from '@aprovei/shared/checklist/checklist.rules';
import type { TChecklist, TChecklistAtualizar } from '@aprovei/shared/checklist/checklist.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp, renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { ConteudoModal } from './conteudo-modal';

const LISTAR = 'GET checklist/listar-checklists';
const CRIAR = 'POST checklist/criar-checklist';
const SALVAR = 'PUT checklist/atualizar-checklist';

const conteudo = (id: number, nome: string, flags: [boolean, boolean, boolean], observacoes = '') => ({
  conteudoMateriaVO: { conteudo: { id, nome } },
  estudoTeorico: flags[0],
  resolucaoQuestao: flags[1],
  revisao: flags[2],
  observacoes,
});
const NADA: [boolean, boolean, boolean] = [false, false, false];
const TUDO: [boolean, boolean, boolean] = [true, true, true];

/** Anatomia to study, Cirurgia in study, no subject studied yet. */
const CHECKLIST: TChecklist = {
  versao: 3,
  checklists: [
    {
      checklistMateriaVO: { materia: { id: 1, nome: 'Anatomia' } },
      listaConteudo: [conteudo(11, 'Osteologia', NADA), conteudo(12, 'Músculos', NADA)],
    },
    {
      checklistMateriaVO: { materia: { id: 2, nome: 'Cirurgia' } },
      listaConteudo: [conteudo(21, 'Exodontias', TUDO), conteudo(22, 'Biópsias', [true, false, false], 'ok')],
    },
  ],
};

function tela(rotas: Record<string, RouteValue> = {}) {
  signInAs();
  const mock = mockApi({
    ...PUBLIC_API,
    'GET conta/verificar-premicao-academy': false,
    [LISTAR]: CHECKLIST,
    ...rotas,
  });
  return { mock, app: renderApp('/checklist') };
}

const coluna = (nome: string) => screen.getByRole('region', { name: nome });
const corpo = (call: ApiCall) => call.body as TChecklistAtualizar;
/** The server's answer to a save: the list sent, at the next version. */
const salvo = (call: ApiCall) => ({ versao: corpo(call).versao + 1, checklists: corpo(call).checklists });

describe('/checklist', () => {
  it('shows the subjects in the columns their flags imply, with the empty texts and the legend', async () => {
    tela();
    expect(await screen.findByRole('heading', { name: 'Guia de Estudos' })).toBeInTheDocument();
    await within(await screen.findByRole('region', { name: 'A ESTUDAR' })).findByText('Anatomia');
    expect(within(coluna('EM ESTUDO')).getByText('Cirurgia')).toBeInTheDocument();
    expect(within(coluna('ESTUDADO')).getByText('Nenhuma matéria completa')).toBeInTheDocument();
    expect(within(coluna('A ESTUDAR')).queryByText('Nenhuma matéria a estudar')).not.toBeInTheDocument();
    const legenda = screen.getByRole('list', { name: 'Legenda de cores' });
    expect(
      within(legenda)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Finalizado', 'Em estudo', 'Não iniciado']);
    // Each content says its state in words, not by colour alone.
    const cirurgia = within(coluna('EM ESTUDO'));
    expect(cirurgia.getByRole('button', { name: /Exodontias\s*Finalizado/ })).toBeInTheDocument();
    expect(cirurgia.getByRole('button', { name: /Biópsias\s*Em estudo/ })).toBeInTheDocument();
  });

  it('collapses a subject card', async () => {
    const { app } = tela();
    const toggle = await screen.findByRole('button', { name: 'Anatomia', expanded: true });
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Anatomia', expanded: false })).toBeInTheDocument();
  });

  it('creates the checklist on first access', async () => {
    const { mock } = tela({
      [LISTAR]: reply({ codigo: 'NAO_ENCONTRADO', mensagem: 'Checklist ainda não criada.' }, 404),
      [CRIAR]: { ...CHECKLIST, versao: 0 },
    });
    await within(await screen.findByRole('region', { name: 'A ESTUDAR' })).findByText('Anatomia');
    expect(mock.callsTo('POST', 'checklist/criar-checklist')).toHaveLength(1);
  });

  it("shows the spec's 401 text when the plan lacks the checklist", async () => {
    tela({ [LISTAR]: reply({ codigo: 'SEM_ACESSO', mensagem: MENSAGEM_SEM_CHECKLIST }, 401) });
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_SEM_CHECKLIST);
    // A locked screen says what it is, what a plan unlocks and leads to the plans.
    const gate = screen.getByRole('region', { name: 'Guia de Estudos nos planos com checklist' });
    expect(within(gate).getByText(/A ESTUDAR, EM ESTUDO e ESTUDADO/)).toBeInTheDocument();
    expect(within(gate).getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/planos');
  });

  it('opens a content: its questions in a new tab, the flags and notes saved with the whole list', async () => {
    const { mock, app } = tela({ [SALVAR]: (call) => reply(salvo(call)) });
    await app.user.click(await screen.findByRole('button', { name: /Osteologia/ }));
    const modal = await screen.findByRole('dialog', { name: 'Osteologia' });
    const link = within(modal).getByRole('link', { name: 'Visualizar questões desse conteúdo' });
    expect(link).toHaveAttribute('target', '_blank');
    const url = new URL(link.getAttribute('href')!, window.location.origin);
    expect(url.pathname).toBe('/simulados');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      materia: '1',
      conteudo: '11',
      nomeMateria: 'Anatomia',
      nomeConteudo: 'Osteologia',
      ordem: 'NUMERO',
    });

    for (const label of ['Estudo teórico', 'Resolução de questão', 'Revisão'])
      expect(within(modal).getByRole('checkbox', { name: label })).not.toBeChecked();
    await app.user.click(within(modal).getByRole('checkbox', { name: 'Estudo teórico' }));
    await app.user.type(within(modal).getByRole('textbox', { name: 'Observações' }), 'Ler o capítulo 2');
    await app.user.click(within(modal).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = mock.callsTo('PUT', 'checklist/atualizar-checklist');
    expect(corpo(call!).versao).toBe(3);
    expect(corpo(call!).checklists).toHaveLength(2);
    expect(corpo(call!).checklists[0]!.listaConteudo[0]).toMatchObject({
      estudoTeorico: true,
      resolucaoQuestao: false,
      revisao: false,
      observacoes: 'Ler o capítulo 2',
    });
    // Anatomia now has a flag: in study.
    expect(await within(coluna('EM ESTUDO')).findByText('Anatomia')).toBeInTheDocument();
    expect(within(coluna('A ESTUDAR')).getByText('Nenhuma matéria a estudar')).toBeInTheDocument();
  });

  it('shows the 409 message and reloads the list another tab saved', async () => {
    let leituras = 0;
    const outraAba: TChecklist = {
      versao: 4,
      checklists: [
        {
          ...CHECKLIST.checklists[0]!,
          listaConteudo: [conteudo(11, 'Osteologia', TUDO), conteudo(12, 'Músculos', TUDO)],
        },
        CHECKLIST.checklists[1]!,
      ],
    };
    const { mock, app } = tela({
      [LISTAR]: () => reply(leituras++ === 0 ? CHECKLIST : outraAba),
      [SALVAR]: reply({ codigo: 'CONFLITO', mensagem: MENSAGEM_CHECKLIST_DESATUALIZADA }, 409),
    });
    await app.user.click(await screen.findByRole('button', { name: /Músculos/ }));
    const modal = await screen.findByRole('dialog', { name: 'Músculos' });
    await app.user.click(within(modal).getByRole('checkbox', { name: 'Revisão' }));
    await app.user.click(within(modal).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(MENSAGEM_CHECKLIST_DESATUALIZADA)).toBeInTheDocument();
    await waitFor(() => expect(mock.callsTo('GET', 'checklist/listar-checklists')).toHaveLength(2));
    expect(await within(coluna('ESTUDADO')).findByText('Anatomia')).toBeInTheDocument();
  });
});

/**
 * jsdom lays nothing out: the columns get side-by-side boxes and each card a box inside its column,
 * so dnd-kit's keyboard sensor and collision detection can work as in a browser.
 */
describe('/checklist keyboard move', () => {
  const caixa = (x: number, y: number, width: number, height: number) =>
    ({
      x,
      y,
      left: x,
      top: y,
      width,
      height,
      right: x + width,
      bottom: y + height,
      toJSON: () => ({}),
    }) as DOMRect;
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const secao = this.closest('section[aria-labelledby^="checklist-coluna-"]');
      if (!secao) return caixa(0, 0, 0, 0);
      const i = [...document.querySelectorAll('section[aria-labelledby^="checklist-coluna-"]')].indexOf(
        secao,
      );
      if (this === secao) return caixa(i * 300, 0, 280, 800);
      return caixa(i * 300 + 10, 60, 260, 120);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves a subject to ESTUDADO with Space and the arrows, setting every flag', async () => {
    const { mock } = tela({ [SALVAR]: (call) => reply(salvo(call)) });
    const alca = await screen.findByRole('button', { name: 'Mover Anatomia' });
    alca.focus();
    const tecla = (code: string, key: string) => fireEvent.keyDown(alca, { code, key });
    tecla('Space', ' ');
    // The sensor listens to the document from the next task on; then keys come faster than renders.
    await new Promise((r) => setTimeout(r, 20));
    tecla('ArrowRight', 'ArrowRight');
    tecla('ArrowRight', 'ArrowRight');
    tecla('Space', ' ');

    await waitFor(() => expect(mock.callsTo('PUT', 'checklist/atualizar-checklist')).toHaveLength(1));
    const anatomia = corpo(mock.callsTo('PUT', 'checklist/atualizar-checklist')[0]!).checklists[0]!;
    for (const k of anatomia.listaConteudo)
      expect(k).toMatchObject({ estudoTeorico: true, resolucaoQuestao: true, revisao: true });
    expect(await within(coluna('ESTUDADO')).findByText('Anatomia')).toBeInTheDocument();
  });

  it("keeps the base path in the link to a content's questions", async () => {
    mockApi(PUBLIC_API);
    const aberto = {
      materia: { id: 1, nome: 'Anatomia' },
      conteudo: conteudo(11, 'Osteologia', NADA),
    };
    renderUi(
      <ConteudoModal aberto={aberto} salvando={false} onSalvar={() => {}} onClose={() => {}} />,
      '/aprovei/checklist',
      '/aprovei',
    );
    const modal = await screen.findByRole('dialog', { name: 'Osteologia' });
    const href = within(modal)
      .getByRole('link', { name: 'Visualizar questões desse conteúdo' })
      .getAttribute('href')!;
    const url = new URL(href, window.location.origin);
    expect(url.pathname).toBe('/aprovei/simulados');
    expect(url.searchParams.get('ordem')).toBe('NUMERO');
  });
});
