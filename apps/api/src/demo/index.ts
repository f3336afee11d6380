/**
 * Demo content: what makes a fresh database worth clicking through, never loaded in production — the
 * accounts with the published password (README), questions, exercises, mock exams and their packages,
 * curriculum calculators, activity and history, the ranking's participants, add-on products, coupons,
 * the saved cards the card contracts renew on, popups, testimonials, e-books, open questions.
 *
 * It is a client of the modules like the back office will be: it creates what the back office will
 * create (questions, exercises, testimonials, popups, e-books, mocks, products) through the owning
 * module's public service, imported from its public face `modules/<x>/index.ts` and never from the
 * module's inside (docs/architecture.md, "Dependency rules", checked by `npm run lint`). It reads the
 * reference data (referencia/) by name and loads after it (seed/index.ts).
 */
import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { CHAVE_SEGUNDO_FATOR_DESENVOLVIMENTO } from '../config/env.ts';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { criarContratacao } from '../modules/assinatura/index.ts';
import { PLANOS } from '../referencia/planos.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { seedCalculadoras } from './calculadoras.seed.ts';
import { sandboxDoSeed, seedCartoesDemo } from './cartoes-demo.seed.ts';
import { seedChecklistDemo } from './checklist.seed.ts';
import { seedCuponsDemo } from './checkout.seed.ts';
import { seedContasDemo } from './contas-demo.seed.ts';
import { CALCULADORAS_DEMO } from './conteudo/calculadoras.ts';
import { PACOTES_DEMO, SIMULADOS_DEMO } from './conteudo/simulados.ts';
import { seedConteudoLanding } from './conteudo-landing.seed.ts';
import { seedDepoimentos } from './depoimentos.seed.ts';
import { seedHistoricoAluno, seedRankingDemo } from './desempenho-demo.seed.ts';
import { seedEbooksDemo } from './ebooks.seed.ts';
import { seedAtividade, seedEstudo } from './estudo.seed.ts';
import { seedProdutosDemo } from './produtos.seed.ts';
import { seedQuestoesAbertas } from './questoes-abertas.seed.ts';
import { seedRevisoesDemo } from './revisoes.seed.ts';
import { seedSegundoFatorDemo } from './segundo-fator.seed.ts';
import { seedSimulados } from './simulados.seed.ts';
import { SENHA_DEMO, USUARIOS } from './usuarios.seed.ts';

export interface OpcoesDemo {
  /** The demo's files (e-books, open questions and answers, the add-on PDF); without it, none of them. */
  arquivos?: FileStorage;
  /**
   * The app runs on the sandbox gateway, so the demo cards are saved in its tables (on another gateway
   * there are none).
   */
  cartoesDemo?: boolean;
  /** The server's SEGUNDO_FATOR_CHAVE, which the demo staff's TOTP secrets are encrypted with. */
  chaveSegundoFator?: string;
}

/** The demo accounts' password hashes, in the order of USUARIOS: argon2 takes a moment, so before the transaction. */
export function hashesDemo(): Promise<string[]> {
  return Promise.all(USUARIOS.map(() => hashPassword(SENHA_DEMO)));
}

/** Writes the demo content over the reference data (inside the caller's transaction). */
export async function carregarDemo(
  tx: DbOrTx,
  hashes: string[],
  { arquivos, cartoesDemo = true, chaveSegundoFator = CHAVE_SEGUNDO_FATOR_DESENVOLVIMENTO }: OpcoesDemo = {},
) {
  const usuarios = await seedUsuarios(tx, hashes);
  await seedSegundoFatorDemo(tx, usuarios, chaveSegundoFator);
  await seedEstudo(tx);
  await seedSimulados(tx, SIMULADOS_DEMO, PACOTES_DEMO);
  await seedCalculadoras(tx, CALCULADORAS_DEMO);
  await seedAtividade(tx, usuarios);
  await seedContasDemo(tx, usuarios);
  await seedProdutosDemo(tx, usuarios, arquivos);
  await seedCuponsDemo(tx, usuarios);
  await seedCartoesDemo(tx, cartoesDemo ? sandboxDoSeed(tx) : null);
  await seedDepoimentos(tx);
  await seedConteudoLanding(tx);
  await seedHistoricoAluno(tx, usuarios['aluno@aprovei.dev']!);
  await seedRankingDemo(tx, usuarios['aluno@aprovei.dev']!);
  // After her finished mock: its misses are in her deck as well.
  await seedRevisoesDemo(tx, usuarios['aluno@aprovei.dev']!);
  await seedChecklistDemo(tx, usuarios);
  if (arquivos) {
    await seedQuestoesAbertas(tx, usuarios, arquivos);
    await seedEbooksDemo(tx, usuarios, arquivos);
  }
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
      await criarContratacao(tx, {
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
