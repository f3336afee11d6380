import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_SUPORTE_ADMIN,
  type TBuscaSuporteAdmin,
  type TDetalheSuporteAdmin,
} from '@aprovei/shared/suporte/suporte-admin.schemas';
import type { Db } from '../../db/client.ts';
import { marcaDoTenant, renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import { caixaSuporteRepository } from './caixa.repository.ts';
import { umaLinha } from './suporte.service.ts';

/**
 * The back office's support inbox: the messages of the support form, replied to by e-mail (through the
 * outbox, like every other e-mail) and closed; each write audited in its transaction.
 */
export function caixaSuporteService(db: Db, deps: { mailer: Mailer }) {
  const repo = caixaSuporteRepository(db);

  async function daCaixa(tenantId: string, id: number) {
    const mensagem = await repo.mensagem(tenantId, id);
    if (!mensagem) throw new AppError('NAO_ENCONTRADO', MENSAGENS_SUPORTE_ADMIN.naoEncontrada);
    return mensagem;
  }

  return {
    pagina: (tenantId: string, filtros: TBuscaSuporteAdmin) => repo.pagina(tenantId, filtros),

    async detalhe(tenantId: string, id: number): Promise<TDetalheSuporteAdmin> {
      const m = await daCaixa(tenantId, id);
      const [remetente, respostas, anteriores] = await Promise.all([
        m.usuarioId ? repo.remetente(m.usuarioId) : null,
        repo.respostas(m.id),
        m.usuarioId ? repo.anteriores(tenantId, m.usuarioId, m) : [],
      ]);
      return {
        id: m.id,
        email: m.email,
        assunto: m.assunto,
        mensagem: m.mensagem,
        criadoEm: m.criadoEm.toISOString(),
        situacao: m.encerradaEm ? 'ENCERRADA' : 'ABERTA',
        encerradaEm: m.encerradaEm?.toISOString() ?? null,
        remetente,
        respostas,
        anteriores,
      };
    },

    /** Stores the reply and e-mails it to the address the student wrote from (quoting her message). */
    async responder(autor: Autor, id: number, texto: string): Promise<void> {
      const m = await db.transaction(async (tx) => {
        const txRepo = caixaSuporteRepository(tx);
        const mensagem = await txRepo.mensagem(autor.tenant, id, true);
        if (!mensagem) throw new AppError('NAO_ENCONTRADO', MENSAGENS_SUPORTE_ADMIN.naoEncontrada);
        const resposta = await txRepo.inserirResposta({
          mensagemId: id,
          autorId: autor.id,
          autorNome: autor.nome,
          texto,
        });
        await auditar(tx, autor, {
          acao: 'responder',
          entidade: 'mensagem_suporte',
          entidadeId: id,
          depois: { respostaId: resposta.id, para: mensagem.email, texto },
        });
        return mensagem;
      });
      const marca = marcaDoTenant(m.tenantId);
      const email = renderEmail(m.tenantId, {
        assunto: `Re: [Suporte ${marca}] ${umaLinha(m.assunto)}`,
        titulo: 'Resposta do suporte',
        blocos: [{ citacao: texto }, `Sua mensagem (protocolo #${m.id}):`, { citacao: m.mensagem }],
      });
      await deps.mailer.enviar({ para: m.email, ...email, tenantId: m.tenantId, usuarioId: m.usuarioId });
    },

    async encerrar(autor: Autor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = caixaSuporteRepository(tx);
        const mensagem = await txRepo.mensagem(autor.tenant, id, true);
        if (!mensagem) throw new AppError('NAO_ENCONTRADO', MENSAGENS_SUPORTE_ADMIN.naoEncontrada);
        if (mensagem.encerradaEm) throw new AppError('CONFLITO', MENSAGENS_SUPORTE_ADMIN.jaEncerrada);
        await txRepo.encerrar(id, autor.id, new Date());
        await auditar(tx, autor, {
          acao: 'encerrar',
          entidade: 'mensagem_suporte',
          entidadeId: id,
          antes: { situacao: 'ABERTA' },
          depois: { situacao: 'ENCERRADA' },
        });
      });
    },
  };
}
