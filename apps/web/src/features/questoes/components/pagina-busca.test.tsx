import { MODOS_EXIBICAO } from '@aprovei/shared/questoes/questoes.rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../testing/environment';
import { type ApiCall, mockApi, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { exercicio, page, questao, telaApi } from '../testing/fixtures';

const modos = (call: ApiCall) => MODOS_EXIBICAO.filter((m) => call.url.searchParams.has(m));

async function escolher(app: ReturnType<typeof renderApp>, label: string, opcao: string) {
  await app.user.click(screen.getByLabelText(label, { selector: 'input' }));
  await app.user.click(await screen.findByRole('option', { name: opcao }));
}

describe('question search', () => {
  it('has the spec controls and sends exactly one mode flag, the unanswered one by default', async () => {
    signInAs();
    const mock = mockApi(telaApi({ 'GET questoes/listar-questoes': page([questao()]) }));
    const app = renderApp('/simulados');
    expect(await screen.findByRole('heading', { level: 2, name: 'Questões' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Visualizar 1 questão por página' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    // One course: the select is hidden and the course chosen.
    await waitFor(() => expect(mock.callsTo('GET', 'cursos/plataformas/1')).toHaveLength(1));
    expect(screen.queryByLabelText('Curso', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Exibir questões', { selector: 'input' })).toHaveValue(
      'Somente as não respondidas',
    );
    await waitFor(() => expect(screen.getByLabelText('Matérias', { selector: 'input' })).toBeEnabled());
    expect(mock.callsTo('GET', 'questoes/listar-questoes')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Buscar questões' }));
    expect(await screen.findByRole('heading', { name: 'Questão 7' })).toBeInTheDocument();
    const [first] = mock.callsTo('GET', 'questoes/listar-questoes');
    expect(modos(first!)).toEqual(['questoesNaoRespondidas']);
    expect(first!.url.searchParams.get('questoesNaoRespondidas')).toBe('true');
    expect(first!.url.searchParams.get('idPlataforma')).toBe('1');
    expect(first!.url.searchParams.get('idCurso')).toBe('1');
    expect(first!.url.searchParams.get('size')).toBe('10');
    expect(first!.url.searchParams.get('page')).toBe('0');
    expect(screen.getByText('1 questão encontrada · página 1 de 1')).toBeInTheDocument();

    await escolher(app, 'Exibir questões', 'Somente as que errei');
    await app.user.click(screen.getByRole('button', { name: 'Buscar questões' }));
    await waitFor(() => expect(mock.callsTo('GET', 'questoes/listar-questoes')).toHaveLength(2));
    expect(modos(mock.callsTo('GET', 'questoes/listar-questoes')[1]!)).toEqual(['questoesIncorretas']);
  });

  it('asks one question per page with the checkbox and pages with the pagination', async () => {
    signInAs();
    const mock = mockApi(
      telaApi({
        'GET questoes/listar-questoes': (call) => {
          const p = Number(call.url.searchParams.get('page'));
          const size = Number(call.url.searchParams.get('size'));
          return reply(page([questao({ id: 500 + p, numeroQuestao: 40 + p })], p, size, 3));
        },
      }),
    );
    const app = renderApp('/simulados');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Visualizar 1 questão por página' }));
    await app.user.click(screen.getByRole('button', { name: 'Buscar questões' }));
    expect(await screen.findByRole('heading', { name: 'Questão 40' })).toBeInTheDocument();
    expect(mock.callsTo('GET', 'questoes/listar-questoes')[0]!.url.searchParams.get('size')).toBe('1');

    await app.user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('heading', { name: 'Questão 41' })).toBeInTheDocument();
    const last = mock.callsTo('GET', 'questoes/listar-questoes').at(-1)!;
    expect(last.url.searchParams.get('page')).toBe('1');
    expect(last.url.searchParams.get('size')).toBe('1');
  });

  it('a miss reason in the address (the statistics page) keeps the search to those missed questions', async () => {
    signInAs();
    const mock = mockApi(telaApi({ 'GET questoes/listar-questoes': page([questao()]) }));
    renderApp('/simulados?materia=3&nomeMateria=Cirurgia&motivoErro=LI_ERRADO');
    expect(await screen.findByRole('heading', { name: 'Questão 7' })).toBeInTheDocument();
    const [call] = mock.callsTo('GET', 'questoes/listar-questoes');
    expect(call!.url.searchParams.get('listaMateriaQuestao')).toBe('3');
    expect(call!.url.searchParams.get('motivoErro')).toBe('LI_ERRADO');
    expect(modos(call!)).toEqual(['todasQuestoes']);
  });

  it('pre-fills from the address and searches at once in mode all', async () => {
    signInAs();
    const mock = mockApi(telaApi({ 'GET questoes/listar-questoes': page([questao()]) }));
    renderApp('/simulados?materia=1&conteudo=12&nomeMateria=Cariologia&nomeConteudo=Fl%C3%BAor&ordem=numero');
    expect(await screen.findByRole('heading', { name: 'Questão 7' })).toBeInTheDocument();
    const [call] = mock.callsTo('GET', 'questoes/listar-questoes');
    expect(modos(call!)).toEqual(['todasQuestoes']);
    expect(call!.url.searchParams.get('todasQuestoes')).toBe('true');
    expect(call!.url.searchParams.get('listaMateriaQuestao')).toBe('1');
    expect(call!.url.searchParams.get('listaConteudoQuestao')).toBe('12');
    expect(call!.url.searchParams.get('orderBy')).toBe('NUMERO');
    expect(screen.getByLabelText('Exibir questões', { selector: 'input' })).toHaveValue('Todas');
    expect(await screen.findByText('Conteúdos de Cariologia')).toBeInTheDocument();
    // The chosen content shows as a pill of that select (once the selects replace the first paint's
    // read-only stand-ins).
    await waitFor(() =>
      expect(screen.getAllByText('Flúor').some((el) => el.closest('.mantine-Pill-root'))).toBe(true),
    );
  });

  it('shows the 401 message and the trainee message', async () => {
    signInAs();
    mockApi(
      telaApi({
        'GET assinatura/is-assinatura-acesso-completo-2': false,
        'GET questoes/listar-questoes': reply(
          { codigo: 'SEM_ACESSO', mensagem: 'Você não tem mais questões disponíveis.' },
          401,
        ),
      }),
    );
    renderApp('/simulados?materia=1');
    expect(await screen.findByText('Você não tem mais questões disponíveis.')).toBeInTheDocument();
    expect(screen.getAllByText('Você está no plano Estagiário').length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByRole('link', { name: 'Conhecer os planos' })[0]).toHaveAttribute('href', '/planos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty state, with the trainee message for a trainee', async () => {
    signInAs();
    const mock = mockApi(
      telaApi({
        'GET assinatura/is-assinatura-acesso-completo-2': false,
        'GET questoes/listar-questoes': page([]),
      }),
    );
    const app = renderApp('/simulados?materia=2');
    expect(await screen.findByText('Nenhuma questão encontrada')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Você está no plano Estagiário')).toHaveLength(2));

    await app.user.click(
      within(screen.getByText('Nenhuma questão encontrada').closest('div')!.parentElement!).getByRole(
        'button',
        { name: 'Limpar filtros' },
      ),
    );
    await waitFor(() => expect(mock.callsTo('GET', 'questoes/listar-questoes')).toHaveLength(2));
    const limpa = mock.callsTo('GET', 'questoes/listar-questoes')[1]!;
    expect(limpa.url.searchParams.has('listaMateriaQuestao')).toBe(false);
    expect(modos(limpa)).toEqual(['questoesNaoRespondidas']);
  });

  it('does not show the trainee message to a full-access user with no results', async () => {
    signInAs();
    mockApi(telaApi({ 'GET questoes/listar-questoes': page([]) }));
    renderApp('/simulados?materia=2');
    expect(await screen.findByText('Nenhuma questão encontrada')).toBeInTheDocument();
    expect(screen.queryByText('Você está no plano Estagiário')).not.toBeInTheDocument();
  });

  it('saves the ordering switch and runs the search again', async () => {
    signInAs();
    const mock = mockApi(
      telaApi({
        'GET questoes/listar-questoes': page([questao()]),
        'PUT questoes/randomizar': (call) => reply(call.body),
      }),
    );
    const app = renderApp('/simulados?materia=1');
    await screen.findByRole('heading', { name: 'Questão 7' });
    const ordem = screen.getByRole('switch', { name: 'Ordem aleatória' });
    await waitFor(() => expect(ordem).toBeEnabled());
    await app.user.click(ordem);
    await waitFor(() => expect(mock.callsTo('GET', 'questoes/listar-questoes')).toHaveLength(2));
    expect(mock.callsTo('PUT', 'questoes/randomizar')[0]!.body).toEqual({ aleatoria: true });
    expect(screen.getByRole('switch', { name: 'Ordem aleatória' })).toBeChecked();
  });

  it('on platform 2 offers banca, keeps the course select with several courses', async () => {
    window.localStorage.setItem('plataforma', '2');
    signInAs();
    mockApi(
      telaApi({
        'GET cursos/plataformas/2': [
          { id: 4, nome: 'Concursos', idPlataforma: 2 },
          { id: 5, nome: 'Tribunais', idPlataforma: 2 },
        ],
        'GET banca/listarBanca': [{ id: 1, nome: 'CESPE' }],
      }),
    );
    renderApp('/QuestoesAproveiConcurso');
    expect(await screen.findByRole('heading', { level: 2, name: 'Questões' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banca', { selector: 'input' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Curso', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('Matérias', { selector: 'input' })).toBeDisabled();
  });

  it('folds the filters into an accordion on phones, open until a search runs', async () => {
    setViewportWidth(360);
    signInAs();
    mockApi(telaApi({ 'GET questoes/listar-questoes': page([questao()]) }));
    const app = renderApp('/simulados');
    const filtros = await screen.findByRole('button', { name: 'Filtros' });
    expect(filtros).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Buscar questões' }));
    expect(await screen.findByRole('heading', { name: 'Questão 7' })).toBeInTheDocument();
    expect(filtros).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(filtros);
    expect(filtros).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts with the accordion closed on phones when the address searches at once', async () => {
    setViewportWidth(360);
    signInAs();
    mockApi(telaApi({ 'GET questoes/listar-questoes': page([questao()]) }));
    renderApp('/simulados?materia=1');
    expect(await screen.findByRole('heading', { name: 'Questão 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the listing error with the fallback text', async () => {
    signInAs();
    mockApi(telaApi({ 'GET questoes/listar-questoes': reply(undefined, 503) }));
    renderApp('/simulados?materia=1');
    const box = await screen.findByRole('dialog');
    expect(within(box).getByText('Erro ao listar questões. Tente novamente mais tarde.')).toBeInTheDocument();
  });
});

describe('fixation exercise search', () => {
  it('lists exercises without banca or sub-contents and shows the empty text', async () => {
    signInAs();
    const mock = mockApi(
      telaApi({
        'GET questoes/listar-verdadeiro-falso': (call) =>
          reply(call.url.searchParams.get('page') === '0' ? page([exercicio()]) : page([])),
      }),
    );
    const app = renderApp('/exercicios-fixacao');
    expect(await screen.findByRole('heading', { level: 2, name: 'Buscar Exercícios' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Banca', { selector: 'input' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Buscar questões' }));
    expect(await screen.findByRole('heading', { name: 'Exercício #301' })).toBeInTheDocument();
    // The question it comes from is a chip, not a second title.
    const item = screen.getByRole('article', { name: 'Exercício #301' });
    expect(within(item).queryByRole('heading', { name: /^Questão/ })).not.toBeInTheDocument();
    expect(within(item).getByText(/^Da questão \d+$/)).toBeInTheDocument();
    const [call] = mock.callsTo('GET', 'questoes/listar-verdadeiro-falso');
    expect(modos(call!)).toEqual(['questoesNaoRespondidas']);
    expect(call!.url.searchParams.has('listaBanca')).toBe(false);
    await waitFor(() => expect(document.title).toBe('Exercícios de Fixação · Aprovei'));
  });

  it('shows the 401 of the exercises', async () => {
    signInAs();
    mockApi(
      telaApi({
        'GET assinatura/is-assinatura-acesso-completo-2': false,
        'GET questoes/listar-verdadeiro-falso': reply(
          { codigo: 'SEM_ACESSO', mensagem: 'Você não tem mais exercícios de fixação disponíveis.' },
          401,
        ),
      }),
    );
    renderApp('/exercicios-fixacao?materia=1');
    expect(
      await screen.findByText('Você não tem mais exercícios de fixação disponíveis.'),
    ).toBeInTheDocument();
  });

  it('shows the empty text of the exercises', async () => {
    signInAs();
    mockApi(telaApi({ 'GET questoes/listar-verdadeiro-falso': page([]) }));
    renderApp('/exercicios-fixacao?materia=1');
    expect(await screen.findByText('Nenhum exercício encontrado.')).toBeInTheDocument();
  });
});
