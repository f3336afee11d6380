import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render';
import { ResultadoSimulacao } from './resultado-simulacao';

describe('the dry run result', () => {
  it('lists every problem with its item, line, field and message, and says nothing was written', () => {
    renderUi(
      <ResultadoSimulacao
        tipo="questoes"
        total={8}
        erros={[
          {
            item: 2,
            linha: 4,
            campo: 'materias',
            mensagem: 'Matéria "Anatomia" não encontrada nesta plataforma.',
          },
          { item: 3, linha: 5, campo: 'gabarito', mensagem: 'Informe o gabarito.' },
          { item: 3, linha: 5, campo: 'soma', mensagem: 'Soma só vale para questões de somatória.' },
        ]}
      />,
    );
    expect(screen.getByText(/3 erros em 2 questões de 8\./)).toBeInTheDocument();
    expect(screen.getByText(/Nada foi gravado/)).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Erros da simulação' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas.map((l) => [...l.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Item', 'Linha', 'Campo', 'Erro'],
      ['2', '4', 'materias', 'Matéria "Anatomia" não encontrada nesta plataforma.'],
      ['3', '5', 'gabarito', 'Informe o gabarito.'],
      ['3', '5', 'soma', 'Soma só vale para questões de somatória.'],
    ]);
  });

  it('shows a JSON item without a line as a dash', () => {
    renderUi(
      <ResultadoSimulacao
        tipo="exercicios"
        total={1}
        erros={[{ item: 1, linha: null, campo: 'gabarito', mensagem: 'Gabarito inválido.' }]}
      />,
    );
    expect(screen.getByText(/1 erro em 1 exercício de 1\./)).toBeInTheDocument();
    const [, linha] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(linha!).getAllByRole('cell')[1]).toHaveTextContent('—');
  });

  it('counts the items ready to import when there is no error, and shows no table', () => {
    renderUi(<ResultadoSimulacao tipo="questoes" total={12} erros={[]} />);
    expect(screen.getByText('12 questões prontas para importar.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    renderUi(<ResultadoSimulacao tipo="exercicios" total={1} erros={[]} />);
    expect(screen.getByText('1 exercício pronto para importar.')).toBeInTheDocument();
  });
});
