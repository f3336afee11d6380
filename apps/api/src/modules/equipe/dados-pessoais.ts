import { NOME_USUARIO_EXCLUIDO } from '@aprovei/shared/privacidade/privacidade.rules';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoPorColuna } from '../../db/titular.ts';

/**
 * What equipe holds about a staff member: what she did in the back office. On deletion the entries stay
 * (the log answers for the platform's content and money) without her name or account.
 */
export function dadosPessoaisEquipe(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoPorColuna(
        db,
        'acoesNoBackOffice',
        auditoria,
        auditoria.autorId,
        {
          acao: auditoria.acao,
          entidade: auditoria.entidade,
          entidadeId: auditoria.entidadeId,
          motivo: auditoria.motivo,
          criadoEm: auditoria.criadoEm,
        },
        [asc(auditoria.criadoEm), asc(auditoria.id)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx
        .update(auditoria)
        .set({ autorId: null, autorNome: NOME_USUARIO_EXCLUIDO })
        .where(eq(auditoria.autorId, id));
    },
  };
}
