import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const ADMIN = {
  id: 1,
  nome: 'Carla',
  papel: 'ADMIN',
  areas: ['conteudo', 'correcao', 'pessoas', 'auditoria'],
};
const pessoa = (extra: object) => ({
  id: 3,
  nome: 'Joana Lima',
  email: 'joana@exemplo.com',
  cpf: '***.444.777-**',
  papel: 'ALUNO',
  criadoEm: '2026-11-01T12:00:00Z',
  contratos: [],
  bloqueada: false,
  enviosExtras: 0,
  ...extra,
});

describe("a person's page in the back office", () => {
  it('unlocks a locked sign-in after confirming', async () => {
    signInAs({ roles: ['ADMIN'] });
    const mock = mockApi({
      ...PUBLIC_API,
      'GET admin/eu': ADMIN,
      'GET admin/usuarios/3': pessoa({ bloqueada: true }),
      'POST admin/usuarios/3/desbloqueio': reply(null, 204),
    });
    const app = renderApp('/admin/usuarios/3');
    expect(await screen.findByText('Entrada bloqueada por senhas erradas')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await app.user.click(await screen.findByRole('button', { name: 'SIM' }));
    await expect.poll(() => mock.callsTo('POST', 'admin/usuarios/3/desbloqueio').length).toBe(1);
  });

  it('gives extra open-question sends, refusing them without a reason', async () => {
    signInAs({ roles: ['ADMIN'] });
    const mock = mockApi({
      ...PUBLIC_API,
      'GET admin/eu': ADMIN,
      'GET admin/usuarios/3': pessoa({ enviosExtras: 2 }),
      'POST admin/usuarios/3/envios': reply(null, 204),
    });
    const app = renderApp('/admin/usuarios/3');
    expect(await screen.findByText('Envios extras de questão aberta')).toBeInTheDocument();
    expect(screen.queryByText('Entrada bloqueada por senhas erradas')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Conceder envios' }));
    const envios = await screen.findByRole('textbox', { name: 'Envios' });
    await app.user.clear(envios);
    await app.user.type(envios, '5');
    await app.user.click(screen.getAllByRole('button', { name: 'Conceder envios' }).at(-1)!);
    expect(await screen.findByText('Informe o motivo.')).toBeInTheDocument();
    await app.user.type(
      screen.getByRole('textbox', { name: 'Motivo (fica na auditoria)' }),
      'Correção atrasada',
    );
    await app.user.click(screen.getAllByRole('button', { name: 'Conceder envios' }).at(-1)!);
    await expect
      .poll(() => mock.callsTo('POST', 'admin/usuarios/3/envios').map((c) => c.body))
      .toEqual([{ quantidade: 5, motivo: 'Correção atrasada' }]);
  });
});
