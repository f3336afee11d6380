import { centesimos } from '@aprovei/shared/calculadora/calculadora.rules';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { CalculadoraSeed } from './conteudo/calculadoras.ts';

/** Demo calculators, each tied to an institution of the catalogue; numeric cells must be numbers. */
export async function seedCalculadoras(tx: DbOrTx, calculadoras: CalculadoraSeed[]) {
  const nomes = [...new Set(calculadoras.map((c) => c.instituicao))];
  const instituicoes = await tx.select().from(t.instituicao).where(inArray(t.instituicao.nome, nomes));
  const idDe = new Map(instituicoes.map((i) => [i.nome, i.id]));
  await tx.insert(t.calculadoraCurriculo).values(
    calculadoras.map((c) => {
      const instituicaoId = idDe.get(c.instituicao);
      if (instituicaoId === undefined) throw new Error(`instituição fora do catálogo: ${c.instituicao}`);
      c.tabela.linhas.forEach((linha, i) => {
        if (linha.length !== c.tabela.colunas.length) throw new Error(`${c.nome}: linha ${i} incompleta`);
        c.tabela.colunas.forEach((coluna, j) => {
          if (coluna.tipo === 'NUMERO' && centesimos(linha[j]!) === null)
            throw new Error(`${c.nome}: linha ${i}, coluna ${j} não é um número`);
        });
      });
      return {
        nome: c.nome,
        instituicaoId,
        ano: c.ano,
        pontuacaoMaximaCentesimos: Math.round(c.pontuacaoMaxima * 100),
        tabela: c.tabela,
      };
    }),
  );
}
