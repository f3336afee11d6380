import {
  calcular,
  MENSAGEM_LINHA_NAO_SELECIONADA,
  MENSAGEM_SEM_CALCULADORA,
} from '@aprovei/shared/calculadora/calculadora.rules';
import {
  definicaoDe,
  type TCalculadora,
  type TCalcularBody,
  type TTabelaCalculadora,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const LISTA = 'GET calculadora-curriculos/listar-todos-por-filtros';
const CALCULADORA = 'GET calculadora-curriculos/buscar-calculadora/7';
const TABELA = 'GET calculadora-curriculos/buscar-linhas-colunas/7';
const CALCULAR = 'POST calculadora-curriculos/calcular-pontuacao-por-linha';

const calculadora: TCalculadora = {
  id: 7,
  nome: 'Residência em Odontologia',
  ano: 2026,
  instituicao: { id: 3, nome: 'UFMG' },
  pontuacaoMaxima: 6,
  preenchidaAnteriormente: false,
};
const linha = (l: number, dados: string[], repetida = false) => ({
  linha: l,
  dados,
  quantidadeMaxima: Number(dados[2]),
  colunaRepetida: repetida,
  colunaSelecionada: false,
  pontuacaoDigitadaAluno: null,
});
const tabela: TTabelaCalculadora = {
  colunas: [
    { coluna: 0, titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
    { coluna: 1, titulo: 'Pontos por unidade', tipo: 'NUMERO', operacao: 'M' },
    { coluna: 2, titulo: 'Quantidade máxima', tipo: 'NUMERO', operacao: 'Q' },
    { coluna: 3, titulo: 'Pontuação máxima', tipo: 'NUMERO', operacao: 'L' },
  ],
  linhas: [
    linha(0, ['Monitoria', '0,5', '4', '1,5']),
    linha(1, ['Artigo', '2', '3', '5']),
    linha(2, ['Idioma', '1', '1', '1'], true),
    linha(3, ['Idioma', '0,5', '1', '0,5'], true),
  ],
};
/** The API's answer: the shared rules on the body sent (the server runs the same ones). */
const comoOServidor = (call: ApiCall) => {
  const body = call.body as TCalcularBody;
  return reply(calcular(definicaoDe(tabela), calculadora.pontuacaoMaxima, body.linhas));
};

function tela(path: string, rotas: Record<string, RouteValue> = {}) {
  signInAs();
  const mock = mockApi({
    ...PUBLIC_API,
    'GET conta/verificar-premicao-academy': false,
    'GET listar/INSTITUICAO': [
      { id: 3, nome: 'UFMG' },
      { id: 4, nome: 'UFRGS' },
    ],
    [CALCULADORA]: calculadora,
    [TABELA]: tabela,
    [CALCULAR]: comoOServidor,
    ...rotas,
  });
  return { mock, app: renderApp(path) };
}
const quantidade = (nome: string) => screen.getByLabelText(`Sua Quantidade: ${nome}`);

describe('/calculadoras-curriculo', () => {
  const pagina = {
    content: [{ id: 7, nome: 'Residência em Odontologia', ano: 2026, instituicao: { id: 3, nome: 'UFMG' } }],
    number: 0,
    size: 10,
    totalPages: 1,
    totalElements: 1,
  };

  it('lists the calculators with their institution, filters by name and institution, changes the page size', async () => {
    const { mock, app } = tela('/calculadoras-curriculo', { [LISTA]: pagina });
    const tabelaLista = await screen.findByRole('table', { name: 'Calculadoras de currículo' });
    expect(within(tabelaLista).getByText('UFMG')).toBeInTheDocument();
    expect(mock.callsTo('GET', LISTA.slice(4))[0]!.url.searchParams.get('size')).toBe('10');

    await app.user.type(screen.getByLabelText('Nome'), 'Odonto');
    await app.user.click(screen.getByLabelText('Instituição', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'UFRGS' }));
    await app.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(mock.callsTo('GET', LISTA.slice(4))).toHaveLength(2));
    const busca = mock.callsTo('GET', LISTA.slice(4))[1]!.url.searchParams;
    expect(busca.get('nome')).toBe('Odonto');
    expect(busca.get('idInstituicao')).toBe('4');

    await app.user.click(screen.getByLabelText('Itens por página', { selector: 'input' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '15', '20', '50']);
    await app.user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(mock.callsTo('GET', LISTA.slice(4))).toHaveLength(3));
    expect(mock.callsTo('GET', LISTA.slice(4))[2]!.url.searchParams.get('size')).toBe('50');

    await app.user.click(screen.getByRole('link', { name: 'Calcular nota: Residência em Odontologia' }));
    await waitFor(() => expect(app.location()).toBe('/calculadoras-curriculo/calcular-nota?id=7'));
  });

  it("shows the spec's 401 text when the plan lacks the calculator", async () => {
    tela('/calculadoras-curriculo', {
      [LISTA]: reply({ codigo: 'SEM_ACESSO', mensagem: MENSAGEM_SEM_CALCULADORA }, 401),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_SEM_CALCULADORA);
    expect(
      within(screen.getByRole('region', { name: 'Meu Currículo nos planos com a calculadora' })).getByRole(
        'link',
        {
          name: 'Conhecer os planos',
        },
      ),
    ).toHaveAttribute('href', '/planos');
  });
});

describe('/calculadoras-curriculo/calcular-nota', () => {
  const path = '/calculadoras-curriculo/calcular-nota?id=7';

  it('shows the read-only header, the maximum and the table, and calculates on the server', async () => {
    const { mock, app } = tela(path);
    expect(await screen.findByLabelText('Nome')).toHaveValue('Residência em Odontologia');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Instituição')).toHaveValue('UFMG');
    expect(screen.getByLabelText('Ano')).toHaveValue('2026');
    expect(screen.getByText(/Pontuação máxima:/)).toHaveTextContent('Pontuação máxima: 6');
    const cabecalho = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(cabecalho).toEqual([
      'Item',
      'Pontos por unidade',
      'Quantidade máxima',
      'Pontuação máxima',
      'Utilizar?',
      'Sua Quantidade',
      'Pontuação',
    ]);
    // 'Sua Quantidade' goes from 0 to the row's maximum (Q).
    await app.user.type(quantidade('Artigo'), '5');
    await app.user.tab();
    expect(quantidade('Artigo')).toHaveValue('3');
    await app.user.clear(quantidade('Artigo'));
    await app.user.type(quantidade('Artigo'), '-2');
    await app.user.tab();
    expect(quantidade('Artigo')).toHaveValue('0');
    await app.user.clear(quantidade('Artigo'));

    await app.user.type(quantidade('Monitoria'), '2');
    await app.user.type(quantidade('Artigo'), '2');
    await app.user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(await screen.findByText(/^Total:/)).toHaveTextContent(/^Total: 5$/);
    expect(mock.callsTo('POST', CALCULAR.slice(5))[0]!.body).toEqual({
      idCalculadora: 7,
      linhas: [
        { linha: 0, pontuacaoDigitadaAluno: 2, colunaSelecionada: false },
        { linha: 1, pontuacaoDigitadaAluno: 2, colunaSelecionada: false },
        { linha: 2, pontuacaoDigitadaAluno: null, colunaSelecionada: false },
        { linha: 3, pontuacaoDigitadaAluno: null, colunaSelecionada: false },
      ],
    });
    expect(screen.getByLabelText('Pontuação: Monitoria')).toHaveTextContent('1');
    expect(screen.getByLabelText('Pontuação: Artigo')).toHaveTextContent('4');
    // The sum row adds only the score: no total under the columns of the notice's figures.
    expect(screen.queryByLabelText('Soma: Pontos por unidade')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Soma: Quantidade máxima')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Soma: Pontuação')).toHaveTextContent('5');
    expect(screen.queryByText(/limite máximo atingido/)).not.toBeInTheDocument();

    await app.user.clear(quantidade('Artigo'));
    await app.user.type(quantidade('Artigo'), '3');
    await app.user.click(screen.getByRole('button', { name: 'Calcular' }));
    await waitFor(() =>
      expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 6 (limite máximo atingido)'),
    );
    expect(screen.getByLabelText('Soma: Pontuação')).toHaveTextContent('6');
  });

  it("'Utilizar?' on one repeated row deselects the other and clears its quantity", async () => {
    const { mock, app } = tela(path);
    const [ingles, intermediario] = await screen.findAllByLabelText(/^Utilizar\? Idioma/);
    expect(screen.queryByLabelText('Utilizar? Monitoria')).not.toBeInTheDocument();
    await app.user.click(ingles!);
    const [q2, q3] = screen.getAllByLabelText('Sua Quantidade: Idioma');
    await app.user.type(q2!, '1');
    await app.user.click(intermediario!);
    expect(ingles).not.toBeChecked();
    expect(intermediario).toBeChecked();
    expect(q2).toHaveValue('');
    await app.user.type(q3!, '1');
    await app.user.click(screen.getByRole('button', { name: 'Calcular' }));
    await waitFor(() => expect(mock.callsTo('POST', CALCULAR.slice(5))).toHaveLength(1));
    expect((mock.callsTo('POST', CALCULAR.slice(5))[0]!.body as TCalcularBody).linhas.slice(2)).toEqual([
      { linha: 2, pontuacaoDigitadaAluno: null, colunaSelecionada: false },
      { linha: 3, pontuacaoDigitadaAluno: 1, colunaSelecionada: true },
    ]);
    expect(await screen.findByText(/^Total:/)).toHaveTextContent('Total: 0,5');
  });

  it('shows the rows errors of a 400 under their rows and its general item in the totals', async () => {
    const { app } = tela(path, {
      [CALCULAR]: reply(
        {
          codigo: 'VALIDACAO',
          mensagem: 'Corrija as linhas indicadas para calcular a nota.',
          errors: [
            { campo: 'linhas.1.pontuacaoDigitadaAluno', mensagem: 'A quantidade máxima desta linha é 3.' },
            { campo: 'linhas.2.pontuacaoDigitadaAluno', mensagem: MENSAGEM_LINHA_NAO_SELECIONADA },
          ],
          resultado: calcular(definicaoDe(tabela), calculadora.pontuacaoMaxima, [
            { linha: 0, pontuacaoDigitadaAluno: 1, colunaSelecionada: false },
          ]),
        },
        400,
      ),
    });
    await app.user.type(await screen.findByLabelText('Sua Quantidade: Monitoria'), '1');
    await app.user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('A quantidade máxima desta linha é 3.')).toBeInTheDocument();
    expect(quantidade('Artigo')).toHaveAccessibleDescription('A quantidade máxima desta linha é 3.');
    const [idioma] = screen.getAllByLabelText('Sua Quantidade: Idioma');
    expect(idioma).toHaveAccessibleDescription(MENSAGEM_LINHA_NAO_SELECIONADA);
    // The general item of the 400 fills the totals with the rows without errors.
    expect(screen.getByText(/^Total:/)).toHaveTextContent(/^Total: 0,5$/);
    expect(screen.getByLabelText('Pontuação: Monitoria')).toHaveTextContent('0,5');
  });

  it('refuses on the screen a quantity on a repeated row without Utilizar?, with the API text', async () => {
    const { mock, app } = tela(path);
    const [idioma] = await screen.findAllByLabelText('Sua Quantidade: Idioma');
    await app.user.type(idioma!, '1');
    await app.user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText(MENSAGEM_LINHA_NAO_SELECIONADA)).toBeInTheDocument();
    expect(mock.callsTo('POST', CALCULAR.slice(5))).toHaveLength(0);
  });

  it('calculates on opening when the student filled it before', async () => {
    const preenchida = {
      ...tabela,
      linhas: tabela.linhas.map((l) => (l.linha === 1 ? { ...l, pontuacaoDigitadaAluno: 1 } : l)),
    };
    const { mock } = tela(path, {
      [CALCULADORA]: { ...calculadora, preenchidaAnteriormente: true },
      [TABELA]: preenchida,
    });
    expect(await screen.findByText(/^Total:/)).toHaveTextContent('Total: 2');
    expect(quantidade('Artigo')).toHaveValue('1');
    expect(mock.callsTo('POST', CALCULAR.slice(5))).toHaveLength(1);
  });

  it("shows the spec's 401 text, the help modal and 'Voltar'", async () => {
    tela(path, { [TABELA]: reply({ codigo: 'SEM_ACESSO', mensagem: MENSAGEM_SEM_CALCULADORA }, 401) });
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_SEM_CALCULADORA);

    const { app } = tela(path, {
      [LISTA]: { content: [], number: 0, size: 10, totalPages: 0, totalElements: 0 },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Como utilizar a calculadora?' }));
    expect(await screen.findByRole('dialog', { name: 'Como utilizar a calculadora?' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await app.user.click(screen.getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(app.location()).toBe('/calculadoras-curriculo'));
  });
});
