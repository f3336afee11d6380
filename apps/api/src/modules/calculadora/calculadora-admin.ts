import {
  calcular,
  MENSAGEM_CALCULADORA_NAO_ENCONTRADA,
  MENSAGEM_ERROS_CALCULO,
  type PreenchimentoLinha,
  validarLinhas,
} from '@aprovei/shared/calculadora/calculadora.rules';
import type { TResultadoCalculo } from '@aprovei/shared/calculadora/calculadora.schemas';
import type {
  TBuscaCalculadorasAdmin,
  TCalculadoraAdminDetalhe,
  TPreviaCalculadora,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import { AppError } from '@aprovei/shared/errors';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calculadoraCurriculo, instituicao, preenchimentoCalculadora } from '../../db/schema/index.ts';
import { campoDaLinha } from './calculadora.service.ts';

type Form = Omit<TCalculadoraAdminDetalhe, 'id'>;

/**
 * A student's filling on the edited table: each new row takes the filling of the row it came from
 * (`origens[i]`, null for a new row); the fillings of removed rows are dropped.
 */
export function preenchimentoNaNovaTabela(
  linhas: PreenchimentoLinha[],
  origens: (number | null)[],
): PreenchimentoLinha[] {
  const porLinha = new Map(linhas.map((l) => [l.linha, l]));
  return origens.flatMap((origem, linha) => {
    const l = origem === null ? undefined : porLinha.get(origem);
    return l ? [{ ...l, linha }] : [];
  });
}

const naoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGEM_CALCULADORA_NAO_ENCONTRADA);

/**
 * The back office's calculators (issue 21 §7): list, one, create, edit — the table already checked by
 * ZCalculadoraForm — and the preview, scored by the very rules the student's calculation uses.
 */
export function calculadoraAdminService(db: DbOrTx) {
  async function detalhe(id: number): Promise<TCalculadoraAdminDetalhe> {
    const [c] = await db.select().from(calculadoraCurriculo).where(eq(calculadoraCurriculo.id, id));
    if (!c) throw naoEncontrada();
    return {
      id: c.id,
      nome: c.nome,
      instituicaoId: c.instituicaoId,
      ano: c.ano,
      pontuacaoMaxima: c.pontuacaoMaximaCentesimos / 100,
      tabela: c.tabela,
    };
  }

  async function conferirInstituicao(id: number) {
    const [i] = await db.select({ id: instituicao.id }).from(instituicao).where(eq(instituicao.id, id));
    if (!i)
      throw new AppError('VALIDACAO', 'Instituição não encontrada.', [
        { campo: 'instituicaoId', mensagem: 'Instituição não encontrada.' },
      ]);
  }

  const valores = (f: Form) => ({
    nome: f.nome,
    instituicaoId: f.instituicaoId,
    ano: f.ano,
    pontuacaoMaximaCentesimos: Math.round(f.pontuacaoMaxima * 100),
    tabela: f.tabela,
  });

  return {
    detalhe,

    async listar(q: TBuscaCalculadorasAdmin) {
      const condicoes: SQL[] = [];
      if (q.busca)
        condicoes.push(
          sql`${calculadoraCurriculo.nome} ilike ${`%${q.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      if (q.instituicaoId !== undefined)
        condicoes.push(eq(calculadoraCurriculo.instituicaoId, q.instituicaoId));
      const where = and(...condicoes);
      const chave = q.ordem === 'ano' ? calculadoraCurriculo.ano : calculadoraCurriculo.nome;
      const [linhas, [total]] = await Promise.all([
        db
          .select({
            id: calculadoraCurriculo.id,
            nome: calculadoraCurriculo.nome,
            ano: calculadoraCurriculo.ano,
            instituicao: { id: instituicao.id, nome: instituicao.nome },
            pontuacaoMaxima: sql<number>`${calculadoraCurriculo.pontuacaoMaximaCentesimos}::float / 100`,
            linhas: sql<number>`jsonb_array_length(${calculadoraCurriculo.tabela} -> 'linhas')::int`,
          })
          .from(calculadoraCurriculo)
          .innerJoin(instituicao, eq(instituicao.id, calculadoraCurriculo.instituicaoId))
          .where(where)
          .orderBy(q.direcao === 'asc' ? asc(chave) : desc(chave), asc(calculadoraCurriculo.id))
          .limit(q.porPagina)
          .offset((q.pagina - 1) * q.porPagina),
        db.select({ n: count() }).from(calculadoraCurriculo).where(where),
      ]);
      return { linhas, total: total?.n ?? 0 };
    },

    async criar(f: Form): Promise<number> {
      await conferirInstituicao(f.instituicaoId);
      const [c] = await db
        .insert(calculadoraCurriculo)
        .values(valores(f))
        .returning({ id: calculadoraCurriculo.id });
      return c!.id;
    },

    /**
     * Answers the calculator before. Students' fillings follow their rows (`origemLinhas`, else each row
     * keeps its index); the fillings of removed rows are dropped.
     */
    async editar(id: number, f: Form, origemLinhas?: (number | null)[]) {
      const antes = await detalhe(id);
      if (f.instituicaoId !== antes.instituicaoId) await conferirInstituicao(f.instituicaoId);
      await db.update(calculadoraCurriculo).set(valores(f)).where(eq(calculadoraCurriculo.id, id));
      const origens =
        origemLinhas ?? f.tabela.linhas.map((_, i) => (i < antes.tabela.linhas.length ? i : null));
      const mesmasLinhas = origens.length === antes.tabela.linhas.length && origens.every((o, i) => o === i);
      if (!mesmasLinhas) {
        const preenchimentos = await db
          .select()
          .from(preenchimentoCalculadora)
          .where(eq(preenchimentoCalculadora.calculadoraId, id));
        for (const p of preenchimentos)
          await db
            .update(preenchimentoCalculadora)
            .set({ linhas: preenchimentoNaNovaTabela(p.linhas, origens) })
            .where(
              and(
                eq(preenchimentoCalculadora.calculadoraId, id),
                eq(preenchimentoCalculadora.usuarioId, p.usuarioId),
              ),
            );
      }
      return antes;
    },

    /** What the student would get for `linhas` on this table: the same rules, the same 400 per row. */
    previa(p: TPreviaCalculadora & { pontuacaoMaxima: number }): TResultadoCalculo {
      const linhas = p.linhas.map((l) => ({
        linha: l.linha,
        pontuacaoDigitadaAluno: l.pontuacaoDigitadaAluno,
        colunaSelecionada: l.colunaSelecionada ?? false,
      }));
      const erros = validarLinhas(p.tabela, linhas);
      if (erros.length > 0) {
        const indice = new Map(linhas.map((l, i) => [l.linha, i]));
        const comErro = new Set(erros.map((e) => e.linha));
        throw new AppError(
          'VALIDACAO',
          MENSAGEM_ERROS_CALCULO,
          erros.map((e) => ({ campo: campoDaLinha(indice.get(e.linha) ?? e.linha), mensagem: e.erro })),
          {
            resultado: calcular(
              p.tabela,
              p.pontuacaoMaxima,
              linhas.filter((l) => !comErro.has(l.linha)),
            ),
          },
        );
      }
      return calcular(p.tabela, p.pontuacaoMaxima, linhas);
    },
  };
}
