import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessaoRefresh, tentativaLogin } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular, type Titular } from '../../db/titular.ts';

/** The sign-in records of the person: by the CPF or the e-mail she typed, in her product. */
const tentativasDoTitular = (u: Titular) =>
  and(
    eq(tentativaLogin.tenantId, u.tenantId),
    inArray(tentativaLogin.chave, [`cpf:${u.cpf}`, `email:${u.email.toLowerCase()}`]),
  );

/**
 * What auth holds about a person: her sessions (never the refresh tokens) and her failed sign-ins.
 * The deletion erases both, so every device is signed out.
 */
export function dadosPessoaisAuth(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'sessoes',
        sessaoRefresh,
        {
          criadaEm: sessaoRefresh.criadoEm,
          expiraEm: sessaoRefresh.expiraEm,
          usadaEm: sessaoRefresh.usadoEm,
          revogadaEm: sessaoRefresh.revogadoEm,
        },
        [asc(sessaoRefresh.criadoEm)],
      ),
      {
        tabela: 'tentativa_login',
        secao: 'tentativasEntrada',
        ler: (u) =>
          db
            .select({ criadoEm: tentativaLogin.criadoEm, sucesso: tentativaLogin.sucesso })
            .from(tentativaLogin)
            .where(tentativasDoTitular(u))
            .orderBy(asc(tentativaLogin.criadoEm)),
      },
    ],
    async apagar(tx, u) {
      await tx.delete(sessaoRefresh).where(eq(sessaoRefresh.usuarioId, u.id));
      await tx.delete(tentativaLogin).where(tentativasDoTitular(u));
    },
  };
}
