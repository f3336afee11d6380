import { SITUACOES_COM_ACESSO } from '@aprovei/shared/assinatura/situacao';
import { and, eq, exists, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contratacao, funcionalidade, plano, planoFuncionalidade, usuario } from '../../db/schema/index.ts';

export const FUNCIONALIDADE_ACADEMY = 'Vídeo aula de todas as matérias';

export type ContratoVigente = {
  planoId: number;
  plataformaId: number | null;
  acessoCompleto: boolean;
  planoEnare: boolean;
  academy: boolean;
};

/**
 * A value read together with the entitlements: a scalar sub-select (JSON for several fields) that may
 * use the placeholders `usuarioId` and `item`. `nome` names its prepared statement: one per fixed SQL.
 */
export interface ConsultaExtra {
  nome: string;
  sql: SQL;
}
const SEM_EXTRA: ConsultaExtra = { nome: 'nada', sql: sql`null` };

function prepararAcesso(db: DbOrTx, extra: ConsultaExtra) {
  const usuarioId = sql.placeholder('usuarioId');
  return db
    .select({
      // Column names written out: inside select fields drizzle drops the table qualifiers.
      papel: sql<
        string | null
      >`(select u.papel from usuario u where u.id = ${usuarioId} and u.excluido_em is null)`,
      contratos: sql<ContratoVigente[] | null>`(select json_agg(json_build_object(
           'planoId', p.id, 'plataformaId', p.plataforma_id, 'acessoCompleto', p.acesso_completo,
           'planoEnare', p.plano_enare,
           'academy', exists (select 1 from plano_funcionalidade pf join funcionalidade f on f.id = pf.funcionalidade_id
                              where pf.plano_id = p.id and f.nome = ${FUNCIONALIDADE_ACADEMY})))
         from contratacao c join plano p on p.id = c.plano_id
         where c.usuario_id = ${usuarioId}
           and c.situacao_codigo in (${sql.raw(SITUACOES_COM_ACESSO.map(Number).join(', '))})
           and c.data_validade_assinatura > ${sql.placeholder('agora')}::timestamptz)`,
      extra: sql<unknown>`(${extra.sql})`,
    })
    .from(sql`(select 1) as um`)
    .prepare(`acesso_${extra.nome}`);
}

export function acessoRepository(db: DbOrTx) {
  const preparadas = new Map<string, { sql: SQL; consulta: ReturnType<typeof prepararAcesso> }>();
  return {
    /**
     * The role and the contracts that give access now, plus one value of the caller's (`extra`), in
     * one round trip. A prepared statement per kind of extra (planned once per connection: planning
     * this query costs several times its execution).
     */
    async papelEContratos<T>(
      usuarioId: number,
      now: Date,
      extra: ConsultaExtra = SEM_EXTRA,
      item?: number,
    ): Promise<{ papel: string | undefined; contratos: ContratoVigente[]; extra: T | null }> {
      let preparada = preparadas.get(extra.nome);
      if (!preparada) {
        preparada = { sql: extra.sql, consulta: prepararAcesso(db, extra) };
        preparadas.set(extra.nome, preparada);
      } else if (preparada.sql !== extra.sql) {
        // One name, one SQL: a prepared statement is looked up by its name.
        throw new Error(`ConsultaExtra "${extra.nome}" used with two different SQL texts`);
      }
      const { consulta } = preparada;
      const [row] = (await consulta.execute({ usuarioId, agora: now.toISOString(), item: item ?? null })) as {
        papel: string | null;
        contratos: ContratoVigente[] | null;
        extra: T | null;
      }[];
      return { papel: row?.papel ?? undefined, contratos: row?.contratos ?? [], extra: row?.extra ?? null };
    },

    /** Contracts that give access now: an access-giving situation and within validity. */
    contratosVigentes(usuarioId: number, now: Date): Promise<ContratoVigente[]> {
      const academy = exists(
        db
          .select({ one: sql`1` })
          .from(planoFuncionalidade)
          .innerJoin(funcionalidade, eq(funcionalidade.id, planoFuncionalidade.funcionalidadeId))
          .where(
            and(eq(planoFuncionalidade.planoId, plano.id), eq(funcionalidade.nome, FUNCIONALIDADE_ACADEMY)),
          ),
      );
      return db
        .select({
          planoId: plano.id,
          plataformaId: plano.plataformaId,
          acessoCompleto: plano.acessoCompleto,
          planoEnare: plano.planoEnare,
          academy: sql<boolean>`${academy}`.mapWith(Boolean),
        })
        .from(contratacao)
        .innerJoin(plano, eq(plano.id, contratacao.planoId))
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            inArray(contratacao.situacaoCodigo, [...SITUACOES_COM_ACESSO]),
            gt(contratacao.dataValidadeAssinatura, now),
          ),
        );
    },

    async temContratacao(usuarioId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(eq(contratacao.usuarioId, usuarioId))
        .limit(1);
      return row !== undefined;
    },

    async papel(usuarioId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ papel: usuario.papel })
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), isNull(usuario.excluidoEm)));
      return row?.papel;
    },

    async usuarioExiste(tenantId: string, email: string, cpf: string): Promise<boolean> {
      const [row] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            eq(usuario.cpf, cpf),
            eq(sql`lower(${usuario.email})`, email.toLowerCase()),
            isNull(usuario.excluidoEm),
          ),
        );
      return row !== undefined;
    },
  };
}
