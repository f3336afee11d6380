import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { comprarPlanoPorCartao } from '../../../test/compra.ts';
import { criarAdmin, criarAluno, criarPlano, entrar, type UsuarioDeTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import * as s from '../../db/schema/index.ts';

/**
 * The sections of a person's page (issue 22 §4): orders and refunds, saved cards, open-question sends,
 * sign-ins, e-mails (and their resending), ending a contract, the LGPD export and erasure on request.
 * No answer holds a password, a whole CPF, a card token or anything of a card beyond brand and last four.
 */
describe("a person's page: the sections support reads and the actions it takes", () => {
  let t: TestApp;
  let adminH: Record<string, string>;
  let aluna: UsuarioDeTeste;
  let alunaH: Record<string, string>;
  let idFatura: number;
  let cardToken: string;

  const get = (url: string) =>
    t.app.inject({ url: `/api/admin/usuarios/${aluna.id}${url}`, headers: adminH });
  const post = (url: string, payload: object = {}, id = aluna.id) =>
    t.app.inject({ method: 'POST', url: `/api/admin/usuarios/${id}${url}`, headers: adminH, payload });
  const auditoria = async (id = aluna.id) =>
    (
      await t.app.inject({ url: `/api/admin/auditoria?entidade=usuario&entidadeId=${id}`, headers: adminH })
    ).json().linhas as Array<Record<string, unknown>>;
  /** Nothing secret in an answer: no password, no whole CPF, no card token or holder. */
  const semSegredos = (corpo: string) => {
    expect(corpo).not.toContain(aluna.cpf);
    expect(corpo).not.toContain(cardToken);
    expect(corpo).not.toMatch(
      /"(senha|senhaHash|token|cardToken|cartaoGatewayId|nomeTitular|cpfTitular|mesValidade|anoValidade)":/i,
    );
  };

  beforeAll(async () => {
    t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
    adminH = await entrar(criarAdmin(t));
    aluna = await criarAluno(t, { nome: 'Paula Pessoa' });
    alunaH = await entrar(aluna);
    const plano = await criarPlano(t.database.db, { valorCentavos: 120_00, duracaoMeses: 12 });
    ({ idFatura, cardToken } = await comprarPlanoPorCartao(t, alunaH, plano.id));
  });

  it('lists the orders with their refunds, a page at a time', async () => {
    const estorno = await t.app.inject({
      method: 'POST',
      url: `/api/admin/financeiro/pedidos/${idFatura}/estornos`,
      headers: adminH,
      payload: { valor: 20, motivo: 'Cobrança em dobro', chave: randomUUID() },
    });
    expect(estorno.statusCode).toBe(200);
    const res = await get('/pedidos?pagina=1&porPagina=10');
    expect(res.statusCode).toBe(200);
    semSegredos(res.body);
    expect(res.json()).toMatchObject({
      total: 1,
      linhas: [
        {
          id: idFatura,
          status: 'approved',
          metodoPagamento: 'CARTAO_CREDITO',
          valorTotalCentavos: 120_00,
          estornos: [{ valorCentavos: 20_00, motivo: 'Cobrança em dobro' }],
        },
      ],
    });
    expect(res.body).not.toContain('brCode');
    expect((await get('/pedidos?porPagina=7')).statusCode).toBe(400);
    expect((await get('/pedidos?pagina=2&porPagina=10')).json()).toEqual({ linhas: [], total: 1 });
  });

  it("shows a saved card's brand and last four digits only", async () => {
    const res = await get('/cartoes');
    expect(res.statusCode).toBe(200);
    semSegredos(res.body);
    const cartoes = res.json() as Array<Record<string, unknown>>;
    expect(cartoes).toHaveLength(1);
    expect(Object.keys(cartoes[0]!).sort()).toEqual(['bandeira', 'id', 'ultimosQuatroDigitos']);
    expect(cartoes[0]).toMatchObject({ ultimosQuatroDigitos: '1111' });
  });

  it('shows the open-question balance: the plan quota plus the extra sends', async () => {
    const antes = (await get('/questoes-abertas')).json();
    expect(antes).toMatchObject({ linhas: [], total: 0, saldo: { extras: 0, enviadas: 0 } });
    expect((await post('/envios', { quantidade: 3, motivo: 'Compensação' })).statusCode).toBe(204);
    const depois = (await get('/questoes-abertas')).json();
    expect(depois.saldo).toEqual({
      doPlano: antes.saldo.doPlano,
      extras: 3,
      enviadas: 0,
      disponiveis: antes.saldo.disponiveis + 3,
    });
    const contador = await t.app.inject({
      url: '/api/questao-aberta/contador/respondidas-disponiveis',
      headers: alunaH,
    });
    expect(contador.json().disponiveis).toBe(depois.saldo.disponiveis);
  });

  it('shows the sign-ins and the failed password checks', async () => {
    const errada = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: TENANT,
      payload: { login: aluna.email, senha: 'errada-de-novo' },
      remoteAddress: '10.88.0.1',
    });
    expect(errada.statusCode).toBe(401);
    const res = await get('/entradas');
    expect(res.statusCode).toBe(200);
    semSegredos(res.body);
    const e = res.json();
    expect(e.bloqueada).toBe(false);
    expect(e.entradas.length).toBeGreaterThanOrEqual(1);
    expect(e.entradas[0].ativa).toBe(true);
    expect(e.falhas).toHaveLength(1);
  });

  it('lists the e-mails without their bodies and resends them; a password code is never replayed', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/conta/gerar-codigo-recuperar-senha',
      headers: TENANT,
      payload: { cpf: aluna.cpf },
      remoteAddress: '10.88.0.2',
    });
    const outbox = async () =>
      t.database.db.select().from(s.emailEnviado).where(eq(s.emailEnviado.usuarioId, aluna.id));
    await expect.poll(async () => (await outbox()).some((m) => m.sensivel), { timeout: 5_000 }).toBe(true);
    const res = await get('/emails?porPagina=50');
    expect(res.statusCode).toBe(200);
    semSegredos(res.body);
    expect(res.body).not.toMatch(/"(texto|html)"/);
    const emails = res.json().linhas as Array<{ id: number; assunto: string; codigoSenha: boolean }>;
    const codigo = emails.find((m) => m.codigoSenha)!;
    const comum = emails.find((m) => !m.codigoSenha)!;
    expect(codigo.assunto).toBe('Seu código para alterar a senha');
    expect(comum).toBeDefined();

    const antes = await outbox();
    expect((await post(`/emails/${comum.id}/reenvio`)).statusCode).toBe(204);
    expect((await post(`/emails/${codigo.id}/reenvio`)).statusCode).toBe(204);
    const novos = (await outbox()).filter((m) => !antes.some((a) => a.id === m.id));
    const original = antes.find((m) => m.id === comum.id)!;
    const antigoCodigo = antes.find((m) => m.id === codigo.id)!;
    expect(novos).toHaveLength(2);
    expect(novos.find((m) => !m.sensivel)).toMatchObject({ assunto: original.assunto, html: original.html });
    const novoCodigo = novos.find((m) => m.sensivel)!;
    expect(novoCodigo.texto.match(/\b\d{6}\b/)?.[0]).not.toBe(antigoCodigo.texto.match(/\b\d{6}\b/)?.[0]);

    expect((await post('/emails/999999/reenvio')).statusCode).toBe(404);
    const acoes = (await auditoria()).filter((a) => a.acao === 'reenviar-email');
    expect(acoes).toHaveLength(2);
    for (const m of [antigoCodigo, novoCodigo]) {
      const c = m.texto.match(/\b\d{6}\b/)?.[0];
      if (c) expect(JSON.stringify(acoes)).not.toContain(c);
    }
  });

  it('ends a courtesy now with a reason: the student loses the access and sees it ended', async () => {
    const cortesia = await post('/cortesias', {
      planoId: (await criarPlano(t.database.db)).id,
      validaAte: '2099-12-31',
    });
    expect(cortesia.statusCode).toBe(201);
    const { contratacaoId } = cortesia.json();
    const contrato = async () =>
      (
        (await get('')).json().contratos as Array<{
          id: number;
          vigente: boolean;
          situacao: { codigo: number };
        }>
      ).find((c) => c.id === contratacaoId)!;
    expect((await contrato()).vigente).toBe(true);

    const semMotivo = await post(`/contratos/${contratacaoId}/encerramento`, { motivo: ' ' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().errors).toEqual([{ campo: 'motivo', mensagem: 'Informe o motivo.' }]);
    const ok = await post(`/contratos/${contratacaoId}/encerramento`, { motivo: 'Cortesia dada por engano' });
    expect(ok.statusCode).toBe(204);
    expect(await contrato()).toMatchObject({ vigente: false, situacao: { codigo: 6 } });
    expect((await post(`/contratos/${contratacaoId}/encerramento`, { motivo: 'De novo' })).statusCode).toBe(
      409,
    );

    const outra = await criarAluno(t);
    expect(
      (await post(`/contratos/${contratacaoId}/encerramento`, { motivo: 'x' }, outra.id)).statusCode,
    ).toBe(404);
    const [c] = await t.database.db.select().from(s.contratacao).where(eq(s.contratacao.id, contratacaoId));
    expect(c!.dataValidadeAssinatura.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditoria()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ acao: 'encerrar-contrato', motivo: 'Cortesia dada por engano' }),
      ]),
    );
  });

  it('exports the data on request (audited) and erases the account after the typed confirmation', async () => {
    const exportacao = await post('/exportacao', { motivo: 'Pedido pelo suporte' });
    expect(exportacao.statusCode).toBe(200);
    expect(exportacao.headers['content-disposition']).toMatch(/attachment; filename="dados-/);
    expect(exportacao.json().perfil.email).toBe(aluna.email);
    expect(exportacao.body).not.toContain(cardToken);

    const semConfirmar = await post('/exclusao', { motivo: 'Pedido da titular', confirmacao: 'sim' });
    expect(semConfirmar.statusCode).toBe(400);
    expect(semConfirmar.json().errors).toEqual([
      { campo: 'confirmacao', mensagem: 'Digite EXCLUIR para confirmar a exclusão.' },
    ]);
    const admin2 = await criarAdmin(t);
    expect((await post('/exclusao', { motivo: 'x', confirmacao: 'EXCLUIR' }, admin2.id)).statusCode).toBe(
      403,
    );

    const ok = await post('/exclusao', { motivo: 'Pedido da titular por e-mail', confirmacao: 'excluir' });
    expect(ok.statusCode).toBe(204);
    expect((await get('')).statusCode).toBe(404);
    const [u] = await t.database.db.select().from(s.usuario).where(eq(s.usuario.id, aluna.id));
    expect(u!.excluidoEm).not.toBeNull();
    expect((await get('/cartoes')).statusCode).toBe(404);
    const acoes = (await auditoria()).map((a) => `${a.acao}:${a.motivo}`);
    expect(acoes).toEqual(
      expect.arrayContaining([
        'exportar-dados:Pedido pelo suporte',
        'excluir-conta:Pedido da titular por e-mail',
      ]),
    );
  });
});
