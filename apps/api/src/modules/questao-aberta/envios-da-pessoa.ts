import type { TEnviosPessoa, TPaginaPessoa } from '@aprovei/shared/equipe/pessoa.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questaoAberta, respostaQuestaoAberta } from '../../db/schema/index.ts';
import { acessoService } from '../acesso/index.ts';
import { questaoAbertaRepository } from './questao-aberta.repository.ts';

/**
 * A person's open-question sends for the back office, newest first, one page, with the balance the
 * student sees (the plans' quota plus the extra packs, less what was sent). Never the files.
 */
export async function enviosDaPessoa(
  db: Db,
  usuarioId: number,
  tenant: Tenant,
  p: TPaginaPessoa,
): Promise<TEnviosPessoa> {
  const [acesso, uso, linhas, [total]] = await Promise.all([
    acessoService(db).forUser(usuarioId, tenant),
    questaoAbertaRepository(db).uso(usuarioId),
    db
      .select({
        id: respostaQuestaoAberta.id,
        numeroQuestao: questaoAberta.numero,
        tituloQuestao: questaoAberta.titulo,
        enviadaEm: respostaQuestaoAberta.enviadaEm,
        situacao: respostaQuestaoAberta.situacao,
        corrigidaEm: respostaQuestaoAberta.corrigidaEm,
        notaDecimos: respostaQuestaoAberta.notaDecimos,
      })
      .from(respostaQuestaoAberta)
      .innerJoin(questaoAberta, eq(questaoAberta.id, respostaQuestaoAberta.questaoAbertaId))
      .where(eq(respostaQuestaoAberta.usuarioId, usuarioId))
      .orderBy(desc(respostaQuestaoAberta.enviadaEm), desc(respostaQuestaoAberta.id))
      .limit(p.porPagina)
      .offset((p.pagina - 1) * p.porPagina),
    db
      .select({ n: count() })
      .from(respostaQuestaoAberta)
      .where(eq(respostaQuestaoAberta.usuarioId, usuarioId)),
  ]);
  const doPlano = acesso.enviosQuestaoAberta;
  return {
    saldo: {
      doPlano,
      extras: uso.pacotes,
      enviadas: uso.enviadas,
      disponiveis: Math.max(0, doPlano + uso.pacotes - uso.enviadas),
    },
    linhas: linhas.map((l) => ({
      ...l,
      situacao: l.situacao === 'C' ? 'C' : 'P',
      enviadaEm: l.enviadaEm.toISOString(),
      corrigidaEm: l.corrigidaEm?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}
