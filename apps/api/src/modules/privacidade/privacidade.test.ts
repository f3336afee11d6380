import { Readable } from 'node:stream';
import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { CONFIRMACAO_EXCLUSAO, cpfUsuarioExcluido } from '@aprovei/shared/privacidade/privacidade.rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  comprarPacoteSimulado,
  criarAdmin,
  criarAluno,
  criarContratacao,
  criarDivulgacao,
  criarExercicio,
  criarPacoteSimulado,
  criarPlano,
  criarProduto,
  criarQuestao,
  criarSimulado,
  SENHA_FABRICA,
  salvarCartaoTeste,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { rows } from '../../db/client.ts';
import {
  cartaoCredito,
  cartaoSandbox,
  codigoSenha,
  comentario,
  comentarioResposta,
  contratacao,
  divulgacaoVista,
  emailEnviado,
  emoji,
  mensagemSuporte,
  politicaAceite,
  politicaVersao,
  reacao,
  respostaExercicio,
  respostaQuestao,
  tentativaLogin,
  usuario,
} from '../../db/schema/index.ts';
import { cartaoCreditoService } from '../cartao-credito/cartao-credito.service.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/consulta-cep.service.ts';
import { TEXTO_COMENTARIO_REMOVIDO } from './privacidade.repository.ts';
import { privacidadeService } from './privacidade.service.ts';

let t: TestApp;
/** The student whose data the export test fills and the deletion test erases. */
let assinante: UsuarioDeTeste;
/** The product she bought with her first contract. */
let mentoria: { id: number; nomeProduto: string };

const entrar = (login: string, senha = SENHA_FABRICA) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': 'aprovei' },
    payload: { login, senha },
  });
const sessao = async (u: UsuarioDeTeste) => (await u.login()).headers;
async function usuarioPorEmail(email: string) {
  const [u] = await t.database.db.select().from(usuario).where(eq(usuario.email, email));
  return u!;
}
const exportar = (headers: Record<string, string>) => t.app.inject({ url: '/api/conta/meus-dados', headers });
const excluir = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/conta/minha-conta', headers, payload });

/** Every table with a usuario_id column or a foreign key to usuario. */
async function tabelasComUsuario(): Promise<string[]> {
  return (await colunasDoTitular()).map((c) => c.tabela);
}

/**
 * Every table that names a person, with the column that does: `usuario_id`, or the foreign key to
 * usuario (the author of a back-office entry, `autor_id`).
 */
async function colunasDoTitular(): Promise<{ tabela: string; coluna: string }[]> {
  const found = await rows<{ tabela: string; coluna: string }>(
    t.database.db,
    sql`
      select distinct on (tabela) tabela, coluna from (
        select c.table_name as tabela, c.column_name as coluna, 0 as prioridade
          from information_schema.columns c
         where c.table_schema = current_schema() and c.column_name = 'usuario_id'
        union all
        select tc.table_name, kcu.column_name, 1
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
         where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
           and ccu.table_name = 'usuario' and tc.table_name <> 'usuario'
      ) x
      order by tabela, prioridade, coluna`,
  );
  return found;
}

/** Gives the user a row in every table that can hold one; answers the title of the popup she dismissed. */
async function preencher({ id: usuarioId, email, cpf }: UsuarioDeTeste) {
  const db = t.database.db;
  const q = await criarQuestao(db, { plataformaId: 1 });
  const x = await criarExercicio(db, { plataformaId: 1 });
  const [e] = await db.select({ id: emoji.id }).from(emoji).limit(1);
  const d = await criarDivulgacao(db, { tenantId: 'aprovei' });
  const aluno = await criarAluno(t);
  await db.insert(respostaQuestao).values({ usuarioId, questaoId: q.id, plataformaId: 1, correta: true });
  await db.insert(respostaExercicio).values({ usuarioId, exercicioId: x.id, resposta: true, correta: false });
  const [sozinho] = await db
    .insert(comentario)
    .values({ usuarioId, questaoId: q.id, texto: 'Sou a Marina, de Belo Horizonte.' })
    .returning();
  const [respondido] = await db
    .insert(comentario)
    .values({ usuarioId, questaoId: q.id, texto: 'Alguém tem o gabarito oficial?' })
    .returning();
  await db.insert(comentarioResposta).values([
    { comentarioId: respondido!.id, usuarioId: aluno.id, texto: 'Tenho, está no edital.' },
    { comentarioId: respondido!.id, usuarioId, texto: 'Obrigada!' },
  ]);
  await db.insert(reacao).values([
    { usuarioId, localReacao: 'QUESTAO', alvoId: q.id, emojiId: e!.id },
    { usuarioId: aluno.id, localReacao: 'COMENTARIO', alvoId: sozinho!.id, emojiId: e!.id },
  ]);
  await db.insert(divulgacaoVista).values({ usuarioId, divulgacaoId: d.id });
  const [termos] = await db.select({ id: politicaVersao.id }).from(politicaVersao).limit(1);
  await db.insert(politicaAceite).values({ usuarioId, versaoId: termos!.id });
  await db
    .insert(codigoSenha)
    .values({ usuarioId, codigoHash: 'h', expiraEm: new Date(Date.now() + 60_000) });
  await db.insert(mensagemSuporte).values({
    tenantId: 'aprovei',
    usuarioId,
    email,
    assunto: 'Boleto',
    mensagem: 'Posso pagar por boleto?',
  });
  await db.insert(emailEnviado).values([
    {
      tenantId: 'aprovei',
      usuarioId,
      para: email,
      assunto: 'Código',
      texto: 'Seu código: 123456',
      html: '<p>123456</p>',
    },
    // The copy of a support message goes to the support address, not to the user: found by usuario_id.
    {
      tenantId: 'aprovei',
      usuarioId,
      para: 'suporte@aprovei.dev',
      assunto: '[Suporte Aprovei] Boleto',
      texto: 'Posso pagar por boleto?',
      html: '<p>Posso pagar por boleto?</p>',
    },
  ]);
  await db.insert(tentativaLogin).values({ tenantId: 'aprovei', chave: `cpf:${cpf}` });
  await t.database.db.execute(
    sql`insert into preferencia_estudo (usuario_id) values (${usuarioId}) on conflict do nothing`,
  );
  // A study checklist with one content's flags and notes.
  await db.execute(sql`with c as (insert into checklist (usuario_id) values (${usuarioId}) returning id)
    insert into checklist_conteudo (checklist_id, conteudo_id, estudo_teorico, observacoes)
    select c.id, k.id, true, 'Minhas notas' from c, (select id from conteudo order by id limit 1) k`);
  // A mock attempt with one answer, and a package purchase.
  const pacote = await criarPacoteSimulado(db);
  const sim = await criarSimulado(db, { pacoteId: pacote.id });
  const sq = sim.questoes[0]!;
  await comprarPacoteSimulado(db, usuarioId, pacote.id);
  await db.execute(
    sql`insert into simulado_tentativa (simulado_id, usuario_id) values (${sim.id}, ${usuarioId})`,
  );
  await db.execute(
    sql`insert into resposta_simulado_questao (usuario_id, simulado_questao_id, alternativa_id, correta)
        values (${usuarioId}, ${sq.id}, ${sq.alternativas[0]!.id}, true)`,
  );
  await db.execute(
    sql`insert into simulado_questao_usuario (usuario_id, simulado_questao_id, plataforma_id, ano_id, numero_questao, ultima_correta, ultima_alternativa_id)
        select ${usuarioId}, q.id, q.plataforma_id, q.ano_id, q.numero_questao, true, ${sq.alternativas[0]!.id}
        from simulado_questao q where q.id = ${sq.id}`,
  );
  // An open-question answer (its file in the storage), a pack of extra sends and the order setting.
  const chave = `questao-aberta/respostas/privacidade-${usuarioId}.pdf`;
  await t.app.fileStorage.put(chave, Readable.from([Buffer.from('%PDF-1.4 resposta')]), 'application/pdf');
  await db.execute(
    sql`insert into resposta_questao_aberta (questao_aberta_id, usuario_id, arquivo_chave, arquivo_nome, arquivo_tipo, arquivo_bytes)
        select q.id, ${usuarioId}, ${chave}, 'minha-resposta.pdf', 'application/pdf', 17
          from questao_aberta q order by q.id limit 1`,
  );
  await db.execute(
    sql`insert into pacote_questao_aberta (usuario_id, quantidade, motivo) values (${usuarioId}, 5, 'Teste')`,
  );
  await db.execute(sql`insert into preferencia_questao_aberta (usuario_id) values (${usuarioId})`);
  // What a staff member leaves: a theme she corrects, a key change and an entry of the audit log.
  await db.execute(
    sql`insert into professor_tema (usuario_id, tema_id) select ${usuarioId}, id from tema_questao_aberta order by id limit 1`,
  );
  await db.execute(
    sql`insert into alteracao_gabarito (questao_id, antes, depois, motivo, autor_id) values (${q.id}, 'A', 'B', 'Recurso deferido', ${usuarioId})`,
  );
  await db.execute(
    sql`insert into auditoria (tenant_id, autor_id, autor_nome, acao, entidade, entidade_id) values ('aprovei', ${usuarioId}, 'Marina', 'editar', 'questao', ${String(q.id)})`,
  );
  // A Google account linked, and a sign-in to link Facebook not back yet (issue 23).
  await db.execute(
    sql`insert into identidade_externa (tenant_id, usuario_id, provedor, sujeito, email)
        values ('aprovei', ${usuarioId}, 'google', ${`sub-${usuarioId}`}, ${email})`,
  );
  await db.execute(
    sql`insert into entrada_externa (state_hash, verificador, nonce, provedor, tenant_id, intencao, usuario_id, expira_em)
        values (${`h-${usuarioId}`}, 'v', 'n', 'facebook', 'aprovei', 'vincular', ${usuarioId}, now() + interval '10 minutes')`,
  );
  return d.tituloTexto;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  assinante = await criarAluno(t, {
    nome: 'Marina Rocha Teixeira',
    apelido: 'Marina',
    telefone: '31991234567',
  });
  mentoria = await criarProduto(db);
  // A plan by card (renewing) with a product, then a national-exam-only plan.
  const anual = await criarPlano(db, { plataforma: 1 });
  const enare = await criarPlano(db, {
    plataforma: 1,
    tipoPlano: 'P',
    acessoCompleto: false,
    planoEnare: true,
  });
  await criarContratacao(db, {
    usuarioId: assinante.id,
    planoId: anual.id,
    inicioHaDias: 60,
    produtos: [mentoria.id],
  });
  await criarContratacao(db, { usuarioId: assinante.id, planoId: enare.id, inicioHaDias: 20 });
});

describe('GET conta/meus-dados', () => {
  it('covers every table that holds a usuario_id (a new one must be added to the export)', async () => {
    const { db } = t.database;
    const cartoes = cartaoCreditoService(db, t.app.paymentGateway, consultaCepDoAmbiente(db, t.env));
    const cobertas = new Set(privacidadeService(db, cartoes, t.app.fileStorage).tabelasExportadas());
    const faltando = (await tabelasComUsuario()).filter((tabela) => !cobertas.has(tabela));
    expect(faltando, 'tabelas com usuario_id fora da exportação de dados (LGPD)').toEqual([]);
  });

  it("exports the user's rows of each table as an attachment, without password hashes", async () => {
    const u = assinante;
    const popupDispensado = await preencher(u);
    const headers = await sessao(u);
    const res = await exportar(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-aprovei-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const dados = res.json();
    expect(dados.perfil).toMatchObject({
      nome: 'Marina Rocha Teixeira',
      cpf: u.cpf,
      email: u.email,
      telefone: '31991234567',
      apelido: 'Marina',
    });
    expect(JSON.stringify(dados)).not.toMatch(/senhaHash|codigoHash|tokenHash|\$argon2/);
    // For every table with usuario_id, the export has exactly the user's rows.
    for (const { tabela, coluna } of await colunasDoTitular()) {
      const [c] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(tabela)} where ${sql.identifier(coluna)} = ${u.id}`,
      );
      expect(dados.tabelas[tabela], tabela).toBe(c!.n);
    }
    expect(dados.secoes.contratacoes).toHaveLength(2);
    expect(dados.secoes.contratacoes[0].produtosComprados[0].nomeProduto).toBe(mentoria.nomeProduto);
    expect(dados.secoes.respostasQuestoes[0]).toMatchObject({
      correta: true,
      respondidaEm: expect.any(String),
    });
    expect(dados.secoes.comentarios.map((c: { texto: string }) => c.texto)).toContain(
      'Alguém tem o gabarito oficial?',
    );
    expect(dados.secoes.emailsRecebidos[0]).toMatchObject({ assunto: 'Código' });
    expect(dados.secoes.tentativasEntrada).toHaveLength(1);
    expect(dados.secoes.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(dados.secoes.divulgacoesVistas[0].titulo).toBe(popupDispensado);
    expect(dados.secoes.aceitesTextosLegais[0]).toMatchObject({ versao: 1, aceitoEm: expect.any(String) });
    expect(dados.secoes.temasQueCorrige).toHaveLength(1);
    expect(dados.secoes.alteracoesDeGabarito[0]).toMatchObject({
      antes: 'A',
      depois: 'B',
      motivo: 'Recurso deferido',
    });
    expect(dados.secoes.acoesNoBackOffice[0]).toMatchObject({ acao: 'editar', entidade: 'questao' });
    expect(dados.secoes.identidadesExternas).toEqual([
      { provedor: 'google', email: u.email, vinculadaEm: expect.any(String) },
    ]);
    expect(JSON.stringify(dados.secoes.entradasExternasPendentes)).not.toMatch(/verificador|nonce/);
  });

  it('is for the signed-in user only, and rate limited', async () => {
    expect((await exportar(TENANT)).statusCode).toBe(401);
    const headers = await sessao(await criarAluno(t));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportar(headers)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect((await exportar(headers)).json().codigo).toBe('MUITAS_REQUISICOES');
    // Another user's limit is their own.
    expect((await exportar(await sessao(await criarAluno(t)))).statusCode).toBe(200);
  });
});

describe('DELETE conta/minha-conta', () => {
  it('needs the current password: missing is 400, wrong is 401, and nothing changes', async () => {
    const novato = await criarAluno(t);
    const headers = await sessao(novato);
    const semSenha = await excluir(headers, {});
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json().errors).toEqual([
      { campo: 'senha', mensagem: 'Informe sua senha atual para confirmar a exclusão.' },
    ]);
    const errada = await excluir(headers, { senha: 'outra-senha' });
    expect(errada.statusCode).toBe(401);
    expect(errada.json()).toEqual({ codigo: 'CREDENCIAIS_INVALIDAS', mensagem: 'Senha incorreta.' });
    expect((await usuarioPorEmail(novato.email)).excluidoEm).toBeNull();
    expect((await excluir(TENANT, { senha: SENHA_FABRICA })).statusCode).toBe(401);
  });

  it('refuses staff accounts', async () => {
    const admin = await criarAdmin(t);
    const res = await excluir(await sessao(admin), { senha: admin.senha });
    expect(res.statusCode).toBe(403);
  });

  it('anonymises the user, erases personal data, ends sessions, keeps contracts, and blocks sign-in', async () => {
    const antes = await usuarioPorEmail(assinante.email);
    const { headers, refreshToken: refresh } = await assinante.login();
    const comentarios = await t.database.db
      .select({ id: comentario.id, texto: comentario.texto })
      .from(comentario)
      .where(eq(comentario.usuarioId, antes.id));
    expect(comentarios.length).toBeGreaterThanOrEqual(2); // filled by the export test above
    const contratosAntes = await t.database.db
      .select()
      .from(contratacao)
      .where(eq(contratacao.usuarioId, antes.id));

    const res = await excluir(headers, { senha: SENHA_FABRICA });
    expect(res.statusCode).toBe(204);

    const depois = await usuarioPorEmail(`usuario-excluido-${antes.id}@excluido.invalid`);
    expect(depois).toMatchObject({
      id: antes.id,
      nome: 'Usuário excluído',
      cpf: cpfUsuarioExcluido(antes.id),
      apelido: null,
      telefone: null,
      utmParams: null,
      senhaHash: null,
      loginSocial: null,
    });
    expect(depois.excluidoEm).toBeInstanceOf(Date);

    // Contracts are kept (legal obligation); every other table with usuario_id is empty for the user,
    // except the comments other students replied to, which lost their text.
    const contratosDepois = await t.database.db
      .select()
      .from(contratacao)
      .where(eq(contratacao.usuarioId, antes.id));
    expect(contratosDepois.map((c) => [c.id, c.planoId, c.dataValidadeAssinatura])).toEqual(
      contratosAntes.map((c) => [c.id, c.planoId, c.dataValidadeAssinatura]),
    );
    // ... but nothing renews after the deletion.
    expect(contratosAntes.some((c) => c.renovacaoAutomatica)).toBe(true);
    for (const c of contratosDepois) {
      expect(c.renovacaoAutomatica).toBe(false);
      expect(c.situacaoCodigo).toBe(SITUACAO_CONTRATACAO.RENOVACAO_CANCELADA);
      expect(c.canceladaEm).toBeInstanceOf(Date);
    }
    for (const { tabela, coluna } of await colunasDoTitular()) {
      if (tabela === 'contratacao') continue;
      const restantes = await rows<Record<string, unknown>>(
        t.database.db,
        sql`select * from ${sql.identifier(tabela)} where ${sql.identifier(coluna)} = ${antes.id}`,
      );
      if (tabela === 'comentario') {
        expect(restantes.length).toBe(1);
        expect(restantes[0]!.texto).toBe(TEXTO_COMENTARIO_REMOVIDO);
      } else {
        expect(restantes, tabela).toEqual([]);
      }
    }
    // Her back-office entries and key changes stay, without her name or account.
    const log = await rows<{ autor_nome: string }>(
      t.database.db,
      sql`select autor_nome from auditoria where autor_id is null and acao = 'editar' and entidade = 'questao'`,
    );
    expect(log.map((l) => l.autor_nome)).toContain('Usuário excluído');
    const [mudanca] = await rows<{ autor_id: number | null }>(
      t.database.db,
      sql`select autor_id from alteracao_gabarito where motivo = 'Recurso deferido'`,
    );
    expect(mudanca).toEqual({ autor_id: null });
    // The other student's reply stays; the reactions to the deleted comment went with it.
    const [resposta] = await t.database.db
      .select()
      .from(comentarioResposta)
      .where(eq(comentarioResposta.texto, 'Tenho, está no edital.'));
    expect(resposta).toBeDefined();
    const orfas = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reacao r where r.local_reacao = 'COMENTARIO'
            and not exists (select 1 from comentario c where c.id = r.alvo_id)`,
    );
    expect(orfas[0]!.n).toBe(0);
    expect(
      await t.database.db.select().from(emailEnviado).where(eq(emailEnviado.para, assinante.email)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(emailEnviado).where(eq(emailEnviado.usuarioId, antes.id)),
    ).toEqual([]);

    // No way back in: neither e-mail nor CPF sign in, the refresh token is dead, and the account is gone.
    expect((await entrar(assinante.email)).statusCode).toBe(401);
    expect((await entrar(assinante.cpf)).statusCode).toBe(401);
    expect((await entrar(cpfUsuarioExcluido(antes.id))).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: TENANT,
      payload: { refresh_token: refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // The access token died with the account (its session is gone), before its 15 minutes.
    expect((await exportar(headers)).statusCode).toBe(401);
    expect((await excluir(headers, { senha: SENHA_FABRICA })).statusCode).toBe(401);
  });

  it("deletes the account's saved cards at the gateway too", async () => {
    const u = await criarAluno(t);
    const headers = await sessao(u);
    const perfil = async () =>
      (await t.app.inject({ url: '/api/conta/exibir-dados', headers })).json().possuiMeiosPagamento;
    expect(await perfil()).toBe(false);
    for (const numero of ['4111111111111111', '5555555555554444']) {
      await salvarCartaoTeste(t, headers, numero, 'Compras');
    }
    expect(await perfil()).toBe(true);
    const nossos = await t.database.db.select().from(cartaoCredito).where(eq(cartaoCredito.usuarioId, u.id));
    const noGateway = () =>
      t.database.db
        .select({ excluido: cartaoSandbox.excluido })
        .from(cartaoSandbox)
        .where(
          inArray(
            cartaoSandbox.id,
            nossos.map((c) => c.cartaoGatewayId),
          ),
        );
    expect(await noGateway()).toEqual([{ excluido: false }, { excluido: false }]);

    expect((await excluir(headers, { senha: SENHA_FABRICA })).statusCode).toBe(204);
    expect(await noGateway()).toEqual([{ excluido: true }, { excluido: true }]);
    expect(await t.database.db.select().from(cartaoCredito).where(eq(cartaoCredito.usuarioId, u.id))).toEqual(
      [],
    );
  });

  it('asks social-login accounts to type EXCLUIR instead of a password', async () => {
    const u = await criarAluno(t);
    const headers = await sessao(u);
    await t.database.db
      .update(usuario)
      .set({ loginSocial: 'google', senhaHash: null })
      .where(eq(usuario.id, u.id));
    const sem = await excluir(headers, { senha: SENHA_FABRICA });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().errors).toEqual([
      { campo: 'confirmacao', mensagem: 'Digite EXCLUIR para confirmar a exclusão.' },
    ]);
    expect((await excluir(headers, { confirmacao: 'excluir ' })).statusCode).toBe(204);
    expect((await usuarioPorEmail(`usuario-excluido-${u.id}@excluido.invalid`)).nome).toBe(
      'Usuário excluído',
    );
    expect(CONFIRMACAO_EXCLUSAO).toBe('EXCLUIR');
  });
});
