import { calcular } from '@aprovei/shared/calculadora/calculadora.rules';
import type {
  TCalculadoraAdminDetalhe,
  TPreviaCalculadora,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const calculadora: TCalculadoraAdminDetalhe = {
  id: 5,
  nome: 'Edital de Teste',
  instituicaoId: 3,
  ano: 2027,
  pontuacaoMaxima: 0,
  tabela: {
    colunas: [
      { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
      { titulo: 'Pontos', tipo: 'NUMERO', operacao: 'M' },
    ],
    linhas: [
      ['Monitoria', '1'],
      ['Publicação', '2'],
    ],
  },
};

/** The server's preview: the shared rules on the table and filling sent. */
const comoOServidor = (call: ApiCall) => {
  const p = call.body as TPreviaCalculadora;
  const linhas = p.linhas.map((l) => ({ ...l, colunaSelecionada: l.colunaSelecionada ?? false }));
  return reply(calcular(p.tabela as never, p.pontuacaoMaxima, linhas));
};

describe('/admin/calculadoras/:id', () => {
  it('moves, removes and adds rows, previews the score on the edited table, and saves where each row came from', async () => {
    signInAs({ roles: ['EDITOR'] });
    const mock = mockApi({
      ...PUBLIC_API,
      'GET admin/eu': { id: 7, nome: 'Helena Prado', papel: 'EDITOR', areas: ['conteudo'] },
      'GET admin/calculadoras/5': calculadora,
      'GET listar/INSTITUICAO': [{ id: 3, nome: 'UFMG' }],
      'POST admin/calculadoras/previa': comoOServidor,
      'PUT admin/calculadoras/5': (call) => reply({ ...calculadora, ...(call.body as object) }),
    });
    renderApp('/admin/calculadoras/5');
    const editor = await screen.findByRole('table', { name: 'Tabela do edital' });
    const celula = (nome: string) => within(editor).getByLabelText(nome);
    expect(celula('Item, linha 1')).toHaveValue('Monitoria');

    fireEvent.click(within(editor).getByRole('button', { name: 'Descer a linha 1' }));
    expect(celula('Item, linha 1')).toHaveValue('Publicação');
    fireEvent.click(within(editor).getByRole('button', { name: 'Remover a linha 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    fireEvent.change(celula('Item, linha 2'), { target: { value: 'Estágio' } });
    fireEvent.change(celula('Pontos, linha 2'), { target: { value: '3' } });

    const previa = screen.getByRole('region', { name: 'Prévia do aluno' });
    const quantidade = await within(previa).findByLabelText(/^Sua Quantidade: Estágio/, undefined, {
      timeout: 3000,
    });
    expect(within(previa).queryByLabelText(/^Sua Quantidade: Monitoria/)).toBeNull();
    fireEvent.change(quantidade, { target: { value: '2' } });
    await waitFor(() => expect(within(previa).getByText(/^Total:/)).toHaveTextContent('Total: 6'), {
      timeout: 3000,
    });
    const ultima = mock.callsTo('POST', 'admin/calculadoras/previa').at(-1)!.body as TPreviaCalculadora;
    expect(ultima.tabela.linhas).toEqual([
      ['Publicação', '2'],
      ['Estágio', '3'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar calculadora' }));
    expect(await screen.findByText('Calculadora salva.')).toBeInTheDocument();
    const [salvo] = mock.callsTo('PUT', 'admin/calculadoras/5');
    expect(salvo!.body).toMatchObject({
      tabela: {
        linhas: [
          ['Publicação', '2'],
          ['Estágio', '3'],
        ],
      },
      origemLinhas: [1, null],
    });
    expect(salvo!.body).not.toHaveProperty('chaves');
  });
});
