import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { gerarContratoPdf } from './contrato-pdf.ts';
import { planosRepository } from './planos.repository.ts';

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Plano não encontrado.');

export function planosService(db: Db) {
  const repo = planosRepository(db);
  return {
    /** An active plan the tenant sells, or one of every tenant (the trainee plan); undefined otherwise. */
    planoDisponivel: (tenant: Tenant, planoId: number) => repo.disponivel(tenant, planoId),

    /**
     * The plan's contract as a base64 PDF. 'enare' is the national-exam flow's document
     * (mostrar-contrato2): the same contract with the mock-exam clause, only for plans that include the
     * national mock exams.
     */
    async contratoBase64(
      tenant: Tenant,
      id: number,
      variante: 'padrao' | 'enare',
      politicaPrivacidadeUrl: string,
    ): Promise<string> {
      const plano = await repo.planoParaContrato(id, tenant);
      if (!plano || (variante === 'enare' && !plano.planoEnare)) throw naoEncontrado();
      const produto = (await repo.nomeTenant(tenant)) ?? 'Aprovei';
      const pdf = await gerarContratoPdf({
        produto,
        plano,
        politicaPrivacidadeUrl,
        variante,
        geradoEm: new Date(),
      });
      return Buffer.from(pdf).toString('base64');
    },
  };
}
