import { SITUACOES_COM_ACESSO } from '@aprovei/shared/assinatura/situacao';
import { and, eq, exists, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';
import { contratacao, funcionalidade, plano, planoFuncionalidade, usuario } from '../../db/schema/index.ts';

export const FUNCIONALIDADE_ACADEMY = 'Vídeo aula de todas as matérias';

export type ContratoVigente = {
  planoId: number;
  plataformaId: number | null;
  acessoCompleto: boolean;
  planoEnare: boolean;
  academy: boolean;
};

export function acessoRepository(db: DbOrTx) {
  return {
    /**
     * The role and the contracts that give access now (as `papel` and `contratosVigentes`), plus one
     * value of the caller's (`extra`, a scalar sub-select: e.g. the item being opened), in one round trip.
     */
    async papelEContratos<T>(
      usuarioId: number,
      now: Date,
      extra: SQL = sql`null`,
    ): Promise<{ papel: string | undefined; contratos: ContratoVigente[]; extra: T | null }> {
      const [row] = await rows<{ papel: string | null; contratos: ContratoVigente[]; extra: T | null }>(
        db,
        sql`select
              (select ${usuario.papel} from ${usuario} where ${usuario.id} = ${usuarioId} and ${usuario.excluidoEm} is null) as papel,
              coalesce((select json_agg(json_build_object(
                   'planoId', ${plano.id}, 'plataformaId', ${plano.plataformaId}, 'acessoCompleto', ${plano.acessoCompleto},
                   'planoEnare', ${plano.planoEnare},
                   'academy', exists (select 1 from ${planoFuncionalidade}
                                        join ${funcionalidade} on ${funcionalidade.id} = ${planoFuncionalidade.funcionalidadeId}
                                      where ${planoFuncionalidade.planoId} = ${plano.id} and ${funcionalidade.nome} = ${FUNCIONALIDADE_ACADEMY})))
                 from ${contratacao} join ${plano} on ${plano.id} = ${contratacao.planoId}
                 where ${contratacao.usuarioId} = ${usuarioId}
                   and ${contratacao.situacaoCodigo} in (${sql.join(
                     SITUACOES_COM_ACESSO.map((c) => sql`${c}`),
                     sql`, `,
                   )})
                   and ${contratacao.dataValidadeAssinatura} > ${now.toISOString()}::timestamptz), '[]'::json) as contratos,
              (${extra}) as extra`,
      );
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
