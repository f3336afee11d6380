import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { PARAMETROS } from '@aprovei/shared/plataforma/parametros';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { depoimentosService } from '../modules/depoimentos/depoimentos.service.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { seedCalculadoras } from './calculadoras.seed.ts';
import { sandboxDoSeed, seedCartoesDemo } from './cartoes-demo.seed.ts';
import {
  ANOS,
  BANCAS,
  CURSOS,
  INSTITUICOES,
  TEMAS_QUESTAO_ABERTA,
  TIPOS_LOGRADOURO,
} from './catalogo.seed.ts';
import { seedChecklistDemo } from './checklist.seed.ts';
import { seedCuponsDemo } from './checkout.seed.ts';
import { seedContasDemo } from './contas-demo.seed.ts';
import { CALCULADORAS_DEMO } from './conteudo/calculadoras.ts';
import { PACOTES_DEMO, SIMULADOS_DEMO } from './conteudo/simulados.ts';
import { DEPOIMENTOS } from './depoimentos.seed.ts';
import { seedHistoricoAluno, seedRankingDemo } from './desempenho-demo.seed.ts';
import { seedEbooksDemo } from './ebooks.seed.ts';
import { EMOJIS, seedAtividade, seedEstudo } from './estudo.seed.ts';
import { FUNCIONALIDADES, PLANOS, parcelasDe } from './planos.seed.ts';
import { seedProdutosDemo } from './produtos.seed.ts';
import { seedQuestionario } from './questionario.seed.ts';
import { seedQuestoesAbertas } from './questoes-abertas.seed.ts';
import { seedSimulados } from './simulados.seed.ts';
import { POLITICA_PRIVACIDADE, POPUP_POLITICAS_PRIVACIDADE, TERMO_DE_USO } from './textos-legais.ts';
import { SENHA_DEMO, USUARIOS } from './usuarios.seed.ts';

/**
 * Fills an empty database; answers whether it did. The reference data the product needs to run
 * (products, platforms, parameters, legal texts, catalogue, plans, registration questionnaire,
 * reaction emojis) always; the demo content (accounts with the published password, questions,
 * exercises, mock exams and their packages, curriculum calculators, activity, the ranking's participants,
 * add-on products, coupons, the saved cards the card contracts renew on, popups, testimonials, e-books)
 * only when `demo` — never in production. `cartoesDemo`: the app runs on the sandbox gateway, so the
 * demo cards are saved in its tables (on another gateway there are none). The demo's files (e-books,
 * open questions and answers, the add-on PDF) go to the file storage `arquivos` (without it, none of
 * them).
 */
export async function seedIfEmpty(
  db: Db,
  {
    demo = true,
    arquivos,
    cartoesDemo = true,
  }: { demo?: boolean; arquivos?: FileStorage; cartoesDemo?: boolean } = {},
): Promise<boolean> {
  if (!(await vazio(db))) return false;
  // Hash outside the transaction: PGlite has one connection and argon2 takes a moment.
  const hashes = demo ? await Promise.all(USUARIOS.map(() => hashPassword(SENHA_DEMO))) : [];
  return db.transaction(async (tx) => {
    // Processes starting together on one empty database: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_SEED})`);
    if (!(await vazio(tx))) return false;
    await seedBase(tx);
    await seedCatalogo(tx);
    await seedPlanos(tx);
    await seedQuestionario(tx);
    await tx.insert(t.emoji).values(EMOJIS.map((e, i) => ({ ...e, ordem: i + 1 })));
    if (!demo) return true;
    const usuarios = await seedUsuarios(tx, hashes);
    await seedEstudo(tx);
    await seedSimulados(tx, SIMULADOS_DEMO, PACOTES_DEMO);
    await seedCalculadoras(tx, CALCULADORAS_DEMO);
    await seedAtividade(tx, usuarios);
    await seedContasDemo(tx, usuarios);
    await seedProdutosDemo(tx, usuarios, arquivos);
    await seedCuponsDemo(tx, usuarios);
    await seedCartoesDemo(tx, cartoesDemo ? sandboxDoSeed(tx) : null);
    await depoimentosService(tx).cadastrar(DEPOIMENTOS);
    await seedHistoricoAluno(tx, usuarios['aluno@aprovei.dev']!);
    await seedRankingDemo(tx, usuarios['aluno@aprovei.dev']!);
    await seedChecklistDemo(tx, usuarios);
    if (arquivos) {
      await seedQuestoesAbertas(tx, usuarios, arquivos);
      await seedEbooksDemo(tx, usuarios, arquivos);
    }
    return true;
  });
}

/** Key of the advisory lock held while seeding (the migrations hold another, db/client.ts). */
const TRAVA_SEED = 7_294_022;

async function vazio(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.tenant);
  return (row?.n ?? 0) === 0;
}

async function seedBase(tx: DbOrTx) {
  await tx.insert(t.tenant).values([
    { id: 'aprovei', nome: 'Aprovei' },
    { id: 'aprovei-med', nome: 'Aprovei Med' },
  ]);
  await tx.insert(t.plataforma).values([
    { id: 1, nome: 'Residência', tema: 'aprovei_residencia', tenantId: 'aprovei' },
    { id: 2, nome: 'Concursos', tema: 'aprovei_concurso', tenantId: 'aprovei' },
    { id: 3, nome: 'Medicina', tema: 'aprovei_med', tenantId: 'aprovei-med' },
  ]);
  await tx.insert(t.parametro).values([
    { nomeParametro: PARAMETROS.POPUP_POLITICAS_PRIVACIDADE, valor: POPUP_POLITICAS_PRIVACIDADE },
    {
      nomeParametro: PARAMETROS.SUPORTE_CONTATO,
      valor: 'Suporte: contato@aprovei.dev · WhatsApp (11) 4002-8922, de segunda a sexta, das 9h às 18h',
    },
    {
      nomeParametro: PARAMETROS.REDES_SOCIAIS,
      valor: JSON.stringify([
        { rede: 'instagram', url: 'https://www.instagram.com/aprovei.dev' },
        { rede: 'youtube', url: 'https://www.youtube.com/@aprovei.dev' },
        { rede: 'tiktok', url: 'https://www.tiktok.com/@aprovei.dev' },
      ]),
    },
    { nomeParametro: PARAMETROS.DESENVOLVIDO_POR, valor: 'Desenvolvido por Equipe Aprovei' },
  ]);
  await tx.insert(t.politica).values([
    { tipo: 'TERMO_DE_USO', texto: TERMO_DE_USO.trim() },
    { tipo: 'POLITICA_PRIVACIDADE', texto: POLITICA_PRIVACIDADE.trim() },
  ]);
}

async function seedCatalogo(tx: DbOrTx) {
  await tx.insert(t.ano).values(ANOS.map((ano) => ({ ano })));
  await tx.insert(t.instituicao).values(INSTITUICOES.map((nome) => ({ nome })));
  await tx.insert(t.banca).values(BANCAS.map((nome) => ({ nome })));
  await tx.insert(t.temaQuestaoAberta).values(TEMAS_QUESTAO_ABERTA.map((nome) => ({ nome })));
  await tx.insert(t.tipoLogradouro).values(TIPOS_LOGRADOURO.map((nome) => ({ nome })));
  for (const curso of CURSOS) {
    const [c] = await tx
      .insert(t.curso)
      .values({ nome: curso.nome, plataformaId: curso.plataformaId })
      .returning({ id: t.curso.id });
    for (const [nomeMateria, conteudos] of Object.entries(curso.materias)) {
      const [m] = await tx
        .insert(t.materia)
        .values({ nome: nomeMateria, cursoId: c!.id })
        .returning({ id: t.materia.id });
      for (const conteudo of conteudos) {
        const nome = typeof conteudo === 'string' ? conteudo : conteudo.nome;
        const [ct] = await tx
          .insert(t.conteudo)
          .values({ nome, materiaId: m!.id })
          .returning({ id: t.conteudo.id });
        if (typeof conteudo !== 'string' && conteudo.sub.length > 0) {
          await tx.insert(t.subConteudo).values(conteudo.sub.map((s) => ({ nome: s, conteudoId: ct!.id })));
        }
      }
    }
  }
}

async function seedPlanos(tx: DbOrTx) {
  const funcs = await tx
    .insert(t.funcionalidade)
    .values([...FUNCIONALIDADES])
    .returning();
  const idDe = new Map(funcs.map((f) => [f.nome, f.id]));
  for (const p of PLANOS) {
    await tx.insert(t.plano).values({
      id: p.id,
      tenantId: p.tenantId,
      plataformaId: p.plataformaId,
      nomePlano: p.nomePlano,
      descricao: p.descricao,
      descricaoDetalhada: p.descricaoDetalhada,
      valorIntegralCentavos: p.valor,
      valorOriginalCentavos: p.valorOriginal,
      mensagemDesconto: p.mensagemDesconto ?? null,
      ehDestaque: p.ehDestaque ?? false,
      ordem: p.ordem,
      tipoPlano: p.tipoPlano ?? 'N',
      acessoCompleto: p.acessoCompleto,
      planoEnare: p.planoEnare ?? false,
      duracaoMeses: p.duracaoMeses,
      enviosQuestaoAberta: p.enviosQuestaoAberta ?? 0,
    });
    await tx
      .insert(t.planoParcela)
      .values(parcelasDe(p.valor, p.parcelas).map((x) => ({ planoId: p.id, ...x })));
    if (p.funcionalidades.length > 0) {
      await tx
        .insert(t.planoFuncionalidade)
        .values(p.funcionalidades.map((nome) => ({ planoId: p.id, funcionalidadeId: idDe.get(nome)! })));
    }
  }
  // Explicit ids were inserted: move the sequence past them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('plano', 'id'), (select max(id) from plano))`);
}

async function seedUsuarios(tx: DbOrTx, hashes: string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const now = new Date();
  for (const [i, u] of USUARIOS.entries()) {
    const [user] = await tx
      .insert(t.usuario)
      .values({
        tenantId: u.tenantId,
        nome: u.nome,
        apelido: u.apelido,
        cpf: u.cpf,
        email: u.email,
        telefone: u.telefone,
        senhaHash: hashes[i]!,
        papel: u.papel,
        plataformaId: u.plataformaId,
      })
      .returning({ id: t.usuario.id });
    ids[u.email] = user!.id;
    for (const planoId of u.planos) {
      const plano = PLANOS.find((p) => p.id === planoId)!;
      const inicio = new Date(now.getTime() - 30 * 86_400_000);
      const validade = new Date(inicio);
      validade.setMonth(validade.getMonth() + plano.duracaoMeses);
      const pago = plano.valor > 0;
      await tx.insert(t.contratacao).values({
        usuarioId: user!.id,
        planoId,
        situacaoCodigo: SITUACAO_CONTRATACAO.ATIVA,
        metodoPagamento: pago ? 'CARTAO_CREDITO' : null,
        dataInicio: inicio,
        dataValidadeAssinatura: validade,
        renovacaoAutomatica: pago,
        valorPagoCentavos: plano.valor,
      });
    }
  }
  return ids;
}
