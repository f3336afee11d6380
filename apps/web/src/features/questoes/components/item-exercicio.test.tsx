import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { exercicio, REACOES_API } from '../testing/fixtures';
import { ItemExercicio } from './item-exercicio';

function api(overrides: Record<string, RouteValue> = {}) {
  signInAs();
  return mockApi({ ...REACOES_API, ...overrides });
}

describe('fixation exercise item', () => {
  it('shows the context, the statement and Certo/Errado', () => {
    api();
    renderUi(<ItemExercicio exercicio={exercicio()} />);
    expect(screen.getByRole('article', { name: 'Exercício #301' })).toBeInTheDocument();
    expect(screen.getByText('Texto-base sobre o uso de fluoretos.')).toBeInTheDocument();
    expect(
      screen.getByText('O flúor age principalmente pela incorporação sistêmica ao esmalte.'),
    ).toBeInTheDocument();
    const grupo = screen.getByRole('radiogroup', { name: 'Sua resposta' });
    expect(grupo).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Certo' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Errado' })).not.toBeChecked();
  });

  it('requires an option, answers, and clears the feedback when the answer changes', async () => {
    const mock = api({
      'POST questoes/verifica-resposta-verdadeiro-falso': (call) =>
        reply({
          certoErrado:
            (call.body as { respostaMarcadaVerdadeiroFalso: boolean }).respostaMarcadaVerdadeiroFalso ===
            false,
          feedback: 'A ação do flúor é principalmente tópica.',
          idResposta: 5,
        }),
    });
    const app = renderUi(<ItemExercicio exercicio={exercicio()} />);
    await app.user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Você precisa selecionar uma alternativa!');

    await app.user.click(screen.getByRole('radio', { name: 'Certo' }));
    expect(screen.queryByText('Você precisa selecionar uma alternativa!')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Resposta incorreta.')).toBeInTheDocument();
    expect(screen.getByText('A ação do flúor é principalmente tópica.')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'questoes/verifica-resposta-verdadeiro-falso')[0]!.body).toEqual({
      idAlternativa: 301,
      respostaMarcadaVerdadeiroFalso: true,
      idCliente: expect.any(String),
    });
    expect(screen.getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();

    await app.user.click(screen.getByRole('radio', { name: 'Errado' }));
    expect(screen.queryByText('Resposta incorreta.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar resposta' })).toBeEnabled();
    await app.user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Parabéns! Você acertou!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Correta/);
    expect(mock.callsTo('POST', 'questoes/verifica-resposta-verdadeiro-falso')[1]!.body).toEqual({
      idAlternativa: 301,
      respostaMarcadaVerdadeiroFalso: false,
      idCliente: expect.any(String),
    });
  });

  it('marks the previous answer', () => {
    api();
    renderUi(<ItemExercicio exercicio={exercicio({ respostaMarcadaVerdadeiroFalso: false })} />);
    expect(screen.getByRole('radio', { name: 'Errado' })).toBeChecked();
    expect(
      screen.getByText('Você já respondeu este exercício; sua última resposta está marcada.'),
    ).toBeInTheDocument();
  });

  it('has the exercise statistics (Certo/Errado) and its empty text', async () => {
    let total = 0;
    api({
      'POST estatisticas/percentual-alternativa-exercicios/301': () =>
        reply({
          totalRespostas: total,
          numeroAcertos: 75,
          percentualAcertos: 75,
          percentualErros: 25,
          alternativas: [
            { ordem: 1, descricao: 'Certo', total: 1, percentual: 25 },
            { ordem: 2, descricao: 'Errado', total: 3, percentual: 75 },
          ],
        }),
    });
    const app = renderUi(
      <ItemExercicio
        exercicio={exercicio({ reacoes: { contagem: [{ idEmoji: 1, total: 2 }], idEmoji: null } })}
      />,
    );
    const botao = screen.getByRole('button', { name: 'Estatísticas' });
    await app.user.click(botao);
    expect(
      await screen.findByText('Ainda não existem registros de estatísticas para este exercício!'),
    ).toBeInTheDocument();
    await app.user.click(botao);
    total = 4;
    await app.user.click(botao);
    expect(await screen.findByText('Acertos: 75,00%')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'Errado 75,00% 3' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Curti (2 reações)' })).toBeInTheDocument(),
    );
  });
});
