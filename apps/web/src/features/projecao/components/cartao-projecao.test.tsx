import type { TProjecaoTipo } from '@aprovei/shared/projecao/projecao.schemas';
import { MENSAGEM_SEM_REVISOES } from '@aprovei/shared/revisao/revisao.rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../../testing/dashboard-api';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const vazio = {
  metodo: null,
  respostas: 0,
  nota: null,
  faixaMinima: null,
  faixaMaxima: null,
  notaMaxima: null,
  percentil: null,
  participantes: 0,
  mensagem: null,
} as const;

const ENARE: TProjecaoTipo = {
  tipo: 'ENARE',
  situacao: 'PROJETADA',
  metodo: 'PROPORCAO',
  respostas: 55,
  nota: 21,
  faixaMinima: 16.3,
  faixaMaxima: 25.7,
  notaMaxima: 30,
  percentil: 66.3,
  participantes: 300,
  mensagem: null,
};

function home(projecao: RouteValue) {
  signInAs();
  const mock = mockApi({
    ...PUBLIC_API,
    ...DASHBOARD_API,
    'GET acesso/pode-acessar-home': true,
    'GET conta/verificar-premicao-academy': false,
    'GET projecao': projecao,
  });
  renderApp('/home');
  return mock;
}

describe('the /home card “Nota projetada”', () => {
  it('shows each type’s score with its band and percentile, or what is missing', async () => {
    const mock = home({
      tipos: [
        ENARE,
        {
          ...vazio,
          tipo: 'FUVEST',
          situacao: 'FALTAM_RESPOSTAS',
          respostas: 22,
          mensagem: 'Responda mais 8 questões de Língua Portuguesa para ver sua nota projetada.',
        },
      ],
    });
    const cartao = await screen.findByRole('region', { name: 'Nota projetada' });
    const enare = within(cartao).getByRole('group', { name: 'Nota projetada ENARE' });
    expect(enare).toHaveTextContent('21 de 30 pontos');
    expect(enare).toHaveTextContent('Faixa provável: 16,3 a 25,7');
    expect(enare).toHaveTextContent('Percentil 66,3: acima de 66,3% de quem finalizou simulados ENARE.');
    const fuvest = within(cartao).getByRole('group', { name: 'Nota projetada FUVEST' });
    expect(fuvest).toHaveTextContent(
      'Responda mais 8 questões de Língua Portuguesa para ver sua nota projetada.',
    );
    expect(within(fuvest).getByRole('link', { name: 'Responder questões' })).toHaveAttribute(
      'href',
      '/simulados',
    );
    expect(mock.callsTo('GET', 'projecao')[0]!.url.searchParams.get('idPlataforma')).toBe('1');
  });

  it('says why there is no percentile yet, and marks a calibrated projection', async () => {
    home({
      tipos: [
        {
          ...ENARE,
          metodo: 'RASCH',
          percentil: null,
          participantes: 3,
          mensagem:
            'Ainda são poucos os alunos que finalizaram simulados deste tipo para calcular seu percentil.',
        },
        { ...vazio, tipo: 'FUVEST', situacao: 'SEM_SIMULADOS', mensagem: 'x' },
      ],
    });
    const cartao = await screen.findByRole('region', { name: 'Nota projetada' });
    expect(cartao).toHaveTextContent('Ainda são poucos os alunos que finalizaram simulados deste tipo');
    expect(cartao).toHaveTextContent('Calibrada');
    // A type without published mocks is left out.
    expect(within(cartao).queryByRole('group', { name: 'Nota projetada FUVEST' })).not.toBeInTheDocument();
  });

  it('is not shown to a trainee (401) nor on a platform without national mocks', async () => {
    home(reply({ mensagem: MENSAGEM_SEM_REVISOES }, 401));
    await screen.findByRole('heading', { name: /Olá/ });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Nota projetada' })).not.toBeInTheDocument(),
    );
  });
});
