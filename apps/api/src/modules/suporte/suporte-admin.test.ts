import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha as captcha } from '../../../test/captcha-solver.ts';
import { criarAdmin, criarAluno, criarPlano, entrar, type UsuarioDeTeste } from '../../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

describe('back-office support inbox and a person’s courtesy plan', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let adminH: Record<string, string>;
  let adminId: number;
  let aluna: UsuarioDeTeste;
  let alunaH: Record<string, string>;

  const enviar = async (assunto: string, msg: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suporte/enviar-email-de-suporte',
      headers: alunaH,
      payload: { email: 'bia.contato@exemplo.com.br', assunto, msg, captcha: await captcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
  };
  const auditoria = async (entidade: string, id: number) =>
    (
      await t.app.inject({
        url: `/api/admin/auditoria?entidade=${entidade}&entidadeId=${id}`,
        headers: adminH,
      })
    ).json().linhas as Array<Record<string, unknown>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ SMTP_URL: smtp.url, SUPORTE_EMAIL: 'atendimento@aprovei.dev' });
    const admin = await criarAdmin(t, { nome: 'Carla Administradora' });
    adminId = admin.id;
    adminH = await entrar(admin);
    aluna = await criarAluno(t, { nome: 'Beatriz Suporte' });
    alunaH = await entrar(aluna);
    await enviar('Cobrança em dobro', 'Fui cobrada duas vezes no cartão.');
    await enviar('Sem acesso às estatísticas', 'Paguei e não vejo as estatísticas.');
  });
  afterAll(async () => smtp.close());

  it('lists the inbox with filters, search, sort and paging; the detail shows the sender and earlier messages', async () => {
    const lista = await t.app.inject({
      url: '/api/admin/suporte?situacao=ABERTA&busca=estat%C3%ADsticas&porPagina=10',
      headers: adminH,
    });
    expect(lista.statusCode).toBe(200);
    const corpo = lista.json();
    expect(corpo.total).toBe(1);
    expect(corpo.linhas[0]).toMatchObject({
      usuarioId: aluna.id,
      nome: 'Beatriz Suporte',
      email: 'bia.contato@exemplo.com.br',
      assunto: 'Sem acesso às estatísticas',
      situacao: 'ABERTA',
      respostas: 0,
    });

    const ordenada = await t.app.inject({
      url: '/api/admin/suporte?ordem=assunto&direcao=asc',
      headers: adminH,
    });
    expect(ordenada.json().linhas.map((l: { assunto: string }) => l.assunto)).toEqual([
      'Cobrança em dobro',
      'Sem acesso às estatísticas',
    ]);
    const pagina2 = await t.app.inject({
      url: '/api/admin/suporte?ordem=assunto&direcao=asc&porPagina=10&pagina=2',
      headers: adminH,
    });
    expect(pagina2.json()).toEqual({ linhas: [], total: 2 });
    const ruim = await t.app.inject({ url: '/api/admin/suporte?situacao=OUTRA', headers: adminH });
    expect(ruim.statusCode).toBe(400);

    const id = corpo.linhas[0].id;
    const detalhe = await t.app.inject({ url: `/api/admin/suporte/${id}`, headers: adminH });
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json()).toMatchObject({
      id,
      mensagem: 'Paguei e não vejo as estatísticas.',
      situacao: 'ABERTA',
      remetente: { id: aluna.id, nome: 'Beatriz Suporte', email: aluna.email },
      respostas: [],
      anteriores: [{ assunto: 'Cobrança em dobro' }],
    });
    const nenhuma = await t.app.inject({ url: '/api/admin/suporte/999999', headers: adminH });
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json().mensagem).toBe('Mensagem de suporte não encontrada.');
  });

  it('replies by e-mail to the address of the message (stored, audited) and closes it once', async () => {
    const [linha] = (await t.app.inject({ url: '/api/admin/suporte?busca=dobro', headers: adminH })).json()
      .linhas;
    const id = linha.id as number;

    const vazia = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suporte/${id}/respostas`,
      headers: adminH,
      payload: { texto: '   ' },
    });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.body).toContain('Digite a resposta.');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suporte/${id}/respostas`,
      headers: adminH,
      payload: { texto: 'Olá, Beatriz! Estornamos a segunda cobrança <hoje>.' },
    });
    expect(res.statusCode).toBe(204);
    const mail = await smtp.waitFor((m) => m.to.includes('bia.contato@exemplo.com.br'));
    expect(mail.subject).toBe('Re: [Suporte Aprovei] Cobrança em dobro');
    expect(mail.text).toContain('> Olá, Beatriz! Estornamos a segunda cobrança <hoje>.');
    expect(mail.text).toContain('> Fui cobrada duas vezes no cartão.');
    expect(mail.html).toContain('segunda cobrança &lt;hoje&gt;');

    const detalhe = (await t.app.inject({ url: `/api/admin/suporte/${id}`, headers: adminH })).json();
    expect(detalhe.respostas).toMatchObject([
      { autorNome: 'Carla Administradora', texto: 'Olá, Beatriz! Estornamos a segunda cobrança <hoje>.' },
    ]);

    const fechar = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suporte/${id}/encerrar`,
      headers: adminH,
    });
    expect(fechar.statusCode).toBe(204);
    const deNovo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suporte/${id}/encerrar`,
      headers: adminH,
    });
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().mensagem).toBe('Esta mensagem já foi encerrada.');

    const encerradas = (
      await t.app.inject({ url: '/api/admin/suporte?situacao=ENCERRADA', headers: adminH })
    ).json();
    expect(encerradas).toMatchObject({ total: 1, linhas: [{ id, situacao: 'ENCERRADA', respostas: 1 }] });

    const log = await auditoria('mensagem_suporte', id);
    expect(log.map((l) => l.acao).sort()).toEqual(['encerrar', 'responder']);
    expect(log.every((l) => l.autorId === adminId)).toBe(true);
  });

  it('shows a person with her contracts and grants a courtesy plan that gives access to its platform until the date', async () => {
    const plano = await criarPlano(t.database.db, { plataforma: 1, nomePlano: 'Plano Cortesia Teste' });
    const antes = await t.app.inject({
      url: '/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=1',
      headers: alunaH,
    });
    expect(antes.json()).toBe(false);

    const planos = (await t.app.inject({ url: '/api/admin/planos-cortesia', headers: adminH })).json();
    expect(planos).toContainEqual({
      id: plano.id,
      nomePlano: 'Plano Cortesia Teste',
      plataformaId: 1,
      ativo: true,
    });

    const passada = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${aluna.id}/cortesias`,
      headers: adminH,
      payload: { planoId: plano.id, validaAte: '2020-01-01' },
    });
    expect(passada.statusCode).toBe(400);
    expect(passada.json().mensagem).toBe('A data final da cortesia deve ser depois de hoje.');

    const fim = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${aluna.id}/cortesias`,
      headers: adminH,
      payload: { planoId: plano.id, validaAte: fim, motivo: 'Cobrança em dobro' },
    });
    expect(res.statusCode).toBe(201);
    const { contratacaoId } = res.json();

    const depois = await t.app.inject({
      url: '/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=1',
      headers: alunaH,
    });
    expect(depois.json()).toBe(true);
    const plataformas = (await t.app.inject({ url: '/api/acesso/plataformas', headers: alunaH })).json();
    expect(plataformas.completas).toContain(1);

    const pessoa = await t.app.inject({ url: `/api/admin/usuarios/${aluna.id}`, headers: adminH });
    expect(pessoa.statusCode).toBe(200);
    expect(pessoa.json()).toMatchObject({
      id: aluna.id,
      nome: 'Beatriz Suporte',
      email: aluna.email,
      papel: 'ALUNO',
      contratos: [
        {
          id: contratacaoId,
          nomePlano: 'Plano Cortesia Teste',
          situacao: { codigo: 1, descricao: 'Ativa' },
          metodoPagamento: null,
          valorPagoCentavos: 0,
          dataValidadeAssinatura: new Date(`${fim}T23:59:59.999-03:00`).toISOString(),
          vigente: true,
        },
      ],
    });
    expect(pessoa.json().cpf).not.toContain(aluna.cpf);

    const [registro] = await auditoria('usuario', aluna.id);
    expect(registro).toMatchObject({
      acao: 'conceder-cortesia',
      autorId: adminId,
      depois: { contratacaoId, planoId: plano.id, validaAte: fim },
      motivo: 'Cobrança em dobro',
    });

    const outroProduto = await criarPlano(t.database.db, { plataforma: null, tenant: null });
    const recusada = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${aluna.id}/cortesias`,
      headers: adminH,
      payload: { planoId: outroProduto.id, validaAte: fim },
    });
    expect(recusada.statusCode).toBe(400);
    const ninguem = await t.app.inject({ url: '/api/admin/usuarios/999999', headers: adminH });
    expect(ninguem.statusCode).toBe(404);
  });

  it('keeps the inbox from a student', async () => {
    const res = await t.app.inject({ url: '/api/admin/suporte', headers: alunaH });
    expect(res.statusCode).toBe(403);
  });
});
