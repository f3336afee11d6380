import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuario } from '../../db/schema/index.ts';

export { TEXTO_COMENTARIO_REMOVIDO } from '../comentarios/index.ts';

/** The profile of the export and the credential the deletion checks (reads; conta writes the row). */
export function privacidadeRepository(db: DbOrTx) {
  return {
    async perfil(usuarioId: number) {
      const [u] = await db
        .select({
          id: usuario.id,
          tenantId: usuario.tenantId,
          nome: usuario.nome,
          cpf: usuario.cpf,
          apelido: usuario.apelido,
          telefone: usuario.telefone,
          email: usuario.email,
          papel: usuario.papel,
          loginSocial: usuario.loginSocial,
          plataformaId: usuario.plataformaId,
          utmParams: usuario.utmParams,
          precisaValidacaoSenha: usuario.precisaValidacaoSenha,
          criadoEm: usuario.criadoEm,
          atualizadoEm: usuario.atualizadoEm,
          excluidoEm: usuario.excluidoEm,
        })
        .from(usuario)
        .where(eq(usuario.id, usuarioId));
      return u;
    },

    async paraExclusao(usuarioId: number) {
      const [u] = await db
        .select({
          id: usuario.id,
          tenantId: usuario.tenantId,
          cpf: usuario.cpf,
          email: usuario.email,
          papel: usuario.papel,
          senhaHash: usuario.senhaHash,
          loginSocial: usuario.loginSocial,
          excluidoEm: usuario.excluidoEm,
        })
        .from(usuario)
        .where(eq(usuario.id, usuarioId))
        .for('update');
      return u;
    },
  };
}
