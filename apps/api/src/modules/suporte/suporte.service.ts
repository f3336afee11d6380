import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  MENSAGENS_SUPORTE,
  type TSuporteCampos,
  type TSuporteResposta,
} from '@aprovei/shared/suporte/suporte.schemas';
import type { Db } from '../../db/client.ts';
import { marcaDoTenant, renderEmail } from '../../mail/template.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { suporteRepository } from './suporte.repository.ts';

export interface Remetente {
  id: number;
  nome: string;
}

/** One line, no control characters (the subject goes into a mail header). */
export const umaLinha = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * The support form: checks the human check, stores the message, hands the e-mail to SUPORTE_EMAIL
 * (Reply-To the student) to the outbox, whose job delivers it even when the SMTP server is down for a
 * while, then marks it sent.
 */
export function suporteService(db: Db, deps: { mailer: Mailer; captcha: Captcha; suporteEmail: string }) {
  const repo = suporteRepository(db);

  return {
    async enviar(
      remetente: Remetente,
      tenant: Tenant,
      campos: TSuporteCampos,
      captcha: string | null | undefined,
    ): Promise<TSuporteResposta> {
      await deps.captcha.verificar(captcha);
      const id = await repo.inserir({
        tenantId: tenant,
        usuarioId: remetente.id,
        email: campos.email,
        assunto: campos.assunto,
        mensagem: campos.msg,
      });
      const marca = marcaDoTenant(tenant);
      const email = renderEmail(tenant, {
        assunto: `[Suporte ${marca}] ${umaLinha(campos.assunto)}`,
        titulo: 'Nova mensagem pelo formulário de suporte',
        blocos: [
          {
            campos: [
              ['De', `${remetente.nome} <${campos.email}>`],
              ['Usuário', `#${remetente.id}`],
              ['Produto', marca],
              ['Assunto', campos.assunto],
              ['Protocolo', `#${id}`],
            ],
          },
          { citacao: campos.msg },
          'Responda a este e-mail para falar direto com o aluno.',
        ],
      });
      try {
        await deps.mailer.enviar({
          para: deps.suporteEmail,
          ...email,
          tenantId: tenant,
          usuarioId: remetente.id,
          replyTo: campos.email,
        });
      } catch (error) {
        if (error instanceof AppError && error.codigo === 'INDISPONIVEL') {
          throw new AppError('INDISPONIVEL', MENSAGENS_SUPORTE.falhaEnvio);
        }
        throw error;
      }
      await repo.marcarEnviada(id);
      return { mensagem: MENSAGENS_SUPORTE.sucesso };
    },
  };
}
