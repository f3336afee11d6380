import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { UtmParams } from '../../db/schema/conta.ts';
import { perguntaUsuario, respostaPerguntaUsuario, usuario } from '../../db/schema/index.ts';

export type PerguntaRow = typeof perguntaUsuario.$inferSelect;

const ativo = (tenantId: string) => and(eq(usuario.tenantId, tenantId), isNull(usuario.excluidoEm));

export function contaRepository(db: DbOrTx) {
  return {
    /** Which of the CPF and e-mail are already taken in the tenant (deleted accounts included: unique index). */
    async duplicados(tenantId: string, cpf: string, email: string) {
      const found = await db
        .select({ cpf: usuario.cpf, email: sql<string>`lower(${usuario.email})` })
        .from(usuario)
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            or(eq(usuario.cpf, cpf), eq(sql`lower(${usuario.email})`, email.toLowerCase())),
          ),
        );
      return {
        cpf: found.some((u) => u.cpf === cpf),
        email: found.some((u) => u.email === email.toLowerCase()),
      };
    },

    async existePorCpf(tenantId: string, cpf: string): Promise<boolean> {
      const [row] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(ativo(tenantId), eq(usuario.cpf, cpf)))
        .limit(1);
      return row !== undefined;
    },

    async porCpf(tenantId: string, cpf: string) {
      const [row] = await db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          email: usuario.email,
          loginSocial: usuario.loginSocial,
        })
        .from(usuario)
        .where(and(ativo(tenantId), eq(usuario.cpf, cpf)))
        .limit(1);
      return row;
    },

    async porId(id: number) {
      const [row] = await db
        .select()
        .from(usuario)
        .where(and(eq(usuario.id, id), isNull(usuario.excluidoEm)))
        .limit(1);
      return row;
    },

    async inserir(values: {
      tenantId: string;
      nome: string;
      cpf: string;
      apelido: string | null;
      telefone: string;
      email: string;
      senhaHash: string | null;
      loginSocial?: string | null;
      plataformaId: number | null;
      utmParams: UtmParams | null;
      cadastroVerificadoEm: Date;
    }) {
      const [row] = await db.insert(usuario).values(values).returning();
      return row!;
    },

    async atualizar(
      id: number,
      values: Partial<{
        nome: string;
        apelido: string | null;
        telefone: string;
        senhaHash: string;
        loginSocial: null;
      }>,
    ) {
      await db
        .update(usuario)
        .set({ ...values, atualizadoEm: new Date() })
        .where(eq(usuario.id, id));
    },

    async salvarRespostas(usuarioId: number, respostas: { perguntaId: number; resposta: string }[]) {
      if (respostas.length === 0) return;
      await db.insert(respostaPerguntaUsuario).values(respostas.map((r) => ({ usuarioId, ...r })));
    },

    perguntas(): Promise<PerguntaRow[]> {
      return db.select().from(perguntaUsuario).orderBy(asc(perguntaUsuario.ordem), asc(perguntaUsuario.id));
    },
  };
}
