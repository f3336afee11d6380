import { mascararCpf } from '@aprovei/shared/conta/cpf.rules';
import type { TBuscaUsuariosAdmin, TUsuarioAdmin } from '@aprovei/shared/equipe/equipe.schemas';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuario } from '../../db/schema/index.ts';

/** `%texto%` for ILIKE, with the pattern's own characters taken literally. */
const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** People of the product by name, e-mail or CPF (digits), one page; the CPF masked (back office). */
export async function buscarUsuarios(db: DbOrTx, tenantId: string, f: TBuscaUsuariosAdmin) {
  const busca = f.busca?.trim();
  // Only a search written as (part of) a CPF looks in CPFs: an e-mail's digits are not a CPF.
  const digitos = busca && /^[\d.\-\s]+$/.test(busca) ? busca.replace(/\D/g, '') : '';
  const onde = and(
    eq(usuario.tenantId, tenantId),
    isNull(usuario.excluidoEm),
    f.papel ? eq(usuario.papel, f.papel) : undefined,
    busca
      ? or(
          ilike(usuario.nome, contendo(busca)),
          ilike(usuario.email, contendo(busca)),
          digitos.length >= 3 ? sql`${usuario.cpf} like ${`%${digitos}%`}` : undefined,
        )
      : undefined,
  );
  const coluna = { nome: usuario.nome, email: usuario.email, criadoEm: usuario.criadoEm }[f.ordem];
  const ordem = f.direcao === 'asc' ? asc(coluna) : desc(coluna);
  const [linhas, [total]] = await Promise.all([
    db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        email: usuario.email,
        cpf: usuario.cpf,
        papel: usuario.papel,
        criadoEm: usuario.criadoEm,
      })
      .from(usuario)
      .where(onde)
      .orderBy(ordem, asc(usuario.id))
      .limit(f.porPagina)
      .offset((f.pagina - 1) * f.porPagina),
    db.select({ n: count() }).from(usuario).where(onde),
  ]);
  return {
    linhas: linhas.map(
      (u): TUsuarioAdmin => ({
        ...u,
        cpf: mascararCpf(u.cpf),
        papel: u.papel as Papel,
        criadoEm: u.criadoEm.toISOString(),
      }),
    ),
    total: total?.n ?? 0,
  };
}

/** One person of the product for the back office (CPF masked); undefined when not found or deleted. */
export async function pessoaDoProduto(db: DbOrTx, tenantId: string, id: number) {
  const [u] = await db
    .select({
      id: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      cpf: usuario.cpf,
      papel: usuario.papel,
      criadoEm: usuario.criadoEm,
    })
    .from(usuario)
    .where(and(eq(usuario.id, id), eq(usuario.tenantId, tenantId), isNull(usuario.excluidoEm)));
  if (!u) return undefined;
  return { ...u, cpf: mascararCpf(u.cpf), papel: u.papel as Papel, criadoEm: u.criadoEm.toISOString() };
}
