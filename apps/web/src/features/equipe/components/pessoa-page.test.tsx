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

  it('ends a contract with a reason, and shows an order without a finance link to who lacks the area', async () => {
    signInAs({ roles: ['ADMIN'] });
    const contrato = {
      id: 9,
      planoId: 1,
      nomePlano: 'Residência Anual',
      plataformaId: 1,
      situacao: { codigo: 1, descricao: 'Ativa' },
      metodoPagamento: null,
      valorPagoCentavos: 0,
      dataInicio: '2026-11-01T12:00:00Z',
      dataValidadeAssinatura: '2027-01-01T12:00:00Z',
      renovacaoAutomatica: false,
      canceladaEm: null,
      vigente: true,
    };
    const mock = mockApi({
      ...PUBLIC_API,
      'GET admin/eu': { ...ADMIN, areas: ['pessoas'] },
      'GET admin/usuarios/3': pessoa({ contratos: [contrato] }),
      'POST admin/usuarios/3/contratos/9/encerramento': reply(null, 204),
      'GET admin/usuarios/3/pedidos': {
        total: 1,
        linhas: [
          {
            id: 41,
            criadoEm: '2026-11-02T12:00:00Z',
            tipo: 'COMPRA',
            status: 'approved',
            metodoPagamento: 'CARTAO_CREDITO',
            nomePlano: 'Residência Anual',
            valorTotalCentavos: 59700,
            qtdParcelas: 1,
            estornos: [],
          },
        ],
      },
      'GET admin/usuarios/3/cartoes': [{ id: 2, bandeira: 'VISA', ultimosQuatroDigitos: '1111' }],
    });
    const app = renderApp('/admin/usuarios/3');
    await app.user.click(await screen.findByRole('button', { name: 'Encerrar Residência Anual' }));
    await app.user.click(await screen.findByRole('button', { name: 'Encerrar agora' }));
    expect(await screen.findByText('Informe o motivo.')).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Motivo (fica na auditoria)' }), 'Engano');
    await app.user.click(screen.getByRole('button', { name: 'Encerrar agora' }));
    await expect
      .poll(() => mock.callsTo('POST', 'admin/usuarios/3/contratos/9/encerramento').map((c) => c.body))
      .toEqual([{ motivo: 'Engano' }]);

    await app.user.click(screen.getByRole('tab', { name: 'Pedidos' }));
    expect(await screen.findByText('#41')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#41' })).toBeNull();
    await app.user.click(screen.getByRole('tab', { name: 'Cartões' }));
    expect(await screen.findByText('VISA terminado em 1111')).toBeInTheDocument();
  });
});
