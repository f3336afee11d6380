import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { CadastroRealizado, CompraConcluida } from './pedido-finalizado';

describe('after payment', () => {
  it('sends a national-exam plan to the mock exams', async () => {
    signInAs();
    mockApi({ 'GET enare/verificar-se-e-simulado/4': true });
    renderUi(<CompraConcluida idPlano={4} plataforma={1} medica={false} />);
    expect(screen.getByText('Sua compra foi concluída')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ir para simulados' })).toHaveAttribute(
      'href',
      '/lista-simulado-enare',
    );
  });

  it('sends any other plan to the studies', async () => {
    signInAs();
    mockApi({ 'GET enare/verificar-se-e-simulado/2': false });
    renderUi(<CompraConcluida idPlano={2} plataforma={2} medica={false} />);
    expect(await screen.findByRole('link', { name: 'COMEÇAR ESTUDOS' })).toHaveAttribute(
      'href',
      '/simulados',
    );
  });

  it('welcomes a new account', () => {
    renderUi(<CadastroRealizado plataforma={1} medica />);
    expect(screen.getByText('Seu cadastro foi realizado')).toBeInTheDocument();
    expect(screen.getByText('Bons Estudos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na plataforma' })).toHaveAttribute('href', '/home');
  });
});
