/**
 * Reference data: what the product needs in its tables to run at all, in production as anywhere — the
 * tenants and platforms, the parameters, the legal texts, the catalogue (courses, subjects, contents,
 * years, institutions, boards, open-question themes, street types), the plans with their features and
 * instalments, the registration questionnaire and the reaction emojis. It is loaded once into an empty
 * database (seed/index.ts), before anything else and without any demo content (that is demo/).
 *
 * Written at the schema level, not through module services: these tables are read-only to the product
 * (no module writes them yet, the back office will), and loading them is part of making the database,
 * like the migrations. So this folder sits beside the modules (docs/architecture.md, "Dependency rules"):
 * it imports only db/, lib/ and packages/shared, and no module imports it.
 */
import { PARAMETROS } from '@aprovei/shared/plataforma/parametros';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { ANOS, BANCAS, CURSOS, INSTITUICOES, TEMAS_QUESTAO_ABERTA, TIPOS_LOGRADOURO } from './catalogo.ts';
import { EMOJIS } from './emojis.ts';
import { FUNCIONALIDADES, PLANOS, parcelasDe } from './planos.ts';
import { carregarQuestionario } from './questionario.ts';
import { POLITICA_PRIVACIDADE, POPUP_POLITICAS_PRIVACIDADE, TERMO_DE_USO } from './textos-legais.ts';

/** Writes all the reference data into an empty database (inside the caller's transaction). */
export async function carregarReferencia(tx: DbOrTx) {
  await carregarBase(tx);
  await carregarCatalogo(tx);
  await carregarPlanos(tx);
  await carregarQuestionario(tx);
  await tx.insert(t.emoji).values(EMOJIS.map((e, i) => ({ ...e, ordem: i + 1 })));
}

async function carregarBase(tx: DbOrTx) {
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
  await tx.insert(t.politicaVersao).values([
    { tipo: 'TERMO_DE_USO', versao: 1, texto: TERMO_DE_USO.trim() },
    { tipo: 'POLITICA_PRIVACIDADE', versao: 1, texto: POLITICA_PRIVACIDADE.trim() },
  ]);
}

async function carregarCatalogo(tx: DbOrTx) {
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

async function carregarPlanos(tx: DbOrTx) {
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
