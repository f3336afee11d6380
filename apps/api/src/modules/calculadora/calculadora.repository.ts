import type { PreenchimentoLinha } from '@aprovei/shared/calculadora/calculadora.rules';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calculadoraCurriculo, instituicao, preenchimentoCalculadora } from '../../db/schema/index.ts';

export interface FiltroListagem {
  nome?: string;
  idInstituicao?: number;
  page: number;
  size: number;
}

/** `%` and `_` typed in a name filter are literal, not wildcards. */
const contem = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function calculadoraRepository(db: DbOrTx) {
  const resumo = {
    id: calculadoraCurriculo.id,
    nome: calculadoraCurriculo.nome,
    ano: calculadoraCurriculo.ano,
    instituicao: { id: instituicao.id, nome: instituicao.nome },
  };
  return {
    async listar(f: FiltroListagem) {
      const condicoes: SQL[] = [];
      if (f.nome) condicoes.push(ilike(calculadoraCurriculo.nome, contem(f.nome)));
      if (f.idInstituicao !== undefined)
        condicoes.push(eq(calculadoraCurriculo.instituicaoId, f.idInstituicao));
      const where = condicoes.length > 0 ? and(...condicoes) : undefined;
      const [content, [total]] = await Promise.all([
        db
          .select(resumo)
          .from(calculadoraCurriculo)
          .innerJoin(instituicao, eq(instituicao.id, calculadoraCurriculo.instituicaoId))
          .where(where)
          .orderBy(asc(calculadoraCurriculo.nome), asc(calculadoraCurriculo.id))
          .limit(f.size)
          .offset(f.page * f.size),
        db.select({ n: count() }).from(calculadoraCurriculo).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The calculator with its table and the user's last filling (null when never filled). */
    async findComPreenchimento(id: number, usuarioId: number) {
      const [row] = await db
        .select({
          ...resumo,
          pontuacaoMaximaCentesimos: calculadoraCurriculo.pontuacaoMaximaCentesimos,
          tabela: calculadoraCurriculo.tabela,
          preenchimento: preenchimentoCalculadora.linhas,
        })
        .from(calculadoraCurriculo)
        .innerJoin(instituicao, eq(instituicao.id, calculadoraCurriculo.instituicaoId))
        .leftJoin(
          preenchimentoCalculadora,
          and(
            eq(preenchimentoCalculadora.calculadoraId, calculadoraCurriculo.id),
            eq(preenchimentoCalculadora.usuarioId, usuarioId),
          ),
        )
        .where(eq(calculadoraCurriculo.id, id));
      return row;
    },

    async salvarPreenchimento(usuarioId: number, calculadoraId: number, linhas: PreenchimentoLinha[]) {
      await db
        .insert(preenchimentoCalculadora)
        .values({ usuarioId, calculadoraId, linhas })
        .onConflictDoUpdate({
          target: [preenchimentoCalculadora.usuarioId, preenchimentoCalculadora.calculadoraId],
          set: { linhas, atualizadoEm: sql`now()` },
        });
    },
  };
}
