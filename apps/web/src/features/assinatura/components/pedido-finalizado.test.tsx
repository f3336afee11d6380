import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPlataforma } from '../../../lib/plataforma';
import { mockApi } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { CadastroRealizado, CompraConcluida } from './pedido-finalizado';

describe('after payment', () => {
  it('sends a national-exam plan to the mock exams', async () => {
    signInAs();
    mockApi({
      'GET enare/verificar-se-e-simulado/4': true,
      'GET planos/recuperar-plano-por-id/4': { id: 4, idPlataforma: 1 },
    });
    renderUi(<CompraConcluida idPlano={4} plataforma={1} medica={false} />);
    expect(screen.getByText('Sua compra foi concluída')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ir para simulados' })).toHaveAttribute(
      'href',
      '/lista-simulado-enare',
    );
  });

  it('sends any other plan to the studies of its platform, which becomes the current one', async () => {
    signInAs();
    mockApi({
      'GET enare/verificar-se-e-simulado/2': false,
      'GET planos/recuperar-plano-por-id/2': { id: 2, idPlataforma: 1 },
    });
    renderUi(<CompraConcluida idPlano={2} plataforma={2} medica={false} />);
    expect(await screen.findByRole('link', { name: 'COMEÇAR ESTUDOS' })).toHaveAttribute(
      'href',
      '/simulados',
    );
    expect(getPlataforma()).toBe(1);
  });

  it('lands the buyer of a public-service plan on that platform and its question search', async () => {
    signInAs();
    mockApi({
      'GET enare/verificar-se-e-simulado/3': false,
      'GET planos/recuperar-plano-por-id/3': { id: 3, idPlataforma: 2 },
    });
    renderUi(<CompraConcluida idPlano={3} plataforma={1} medica={false} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'COMEÇAR ESTUDOS' })).toHaveAttribute(
        'href',
        '/QuestoesAproveiConcurso',
      ),
    );
    expect(getPlataforma()).toBe(2);
  });

  it('welcomes a new account', () => {
    renderUi(<CadastroRealizado plataforma={1} medica />);
    expect(screen.getByText('Seu cadastro foi realizado')).toBeInTheDocument();
    expect(screen.getByText('Bons Estudos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na plataforma' })).toHaveAttribute('href', '/home');
  });
});
