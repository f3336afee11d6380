import { zId } from '@aprovei/shared/common.schemas';
import { ZParametro, ZPlataforma } from '@aprovei/shared/plataforma/plataforma.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { empresaDe, parametrosDaEmpresa } from '../../config/empresa.ts';
import { errorsFor } from '../../http/errors.schemas.ts';
import { plataformaService } from './plataforma.service.ts';

/** Platform theme lookup and public parameters (spec doc 1 §7 "Other"). Both public. */
export const plataformaModule: FastifyPluginAsyncZod = async (app) => {
  const service = plataformaService(app.database.db);

  app.get(
    '/plataforma/buscar-plataforma/:id',
    {
      schema: {
        tags: ['plataforma'],
        summary: 'Plataforma e nome do seu tema (aprovei_residencia, aprovei_concurso, aprovei_med)',
        params: z.object({ id: zId('Plataforma inválida.') }),
        response: { 200: ZPlataforma, ...errorsFor(400, 404, 500) },
      },
    },
    async (request) => service.buscarPlataforma(request.tenant, request.params.id),
  );

  app.get(
    '/parametro/listar',
    {
      schema: {
        tags: ['plataforma'],
        summary:
          'Parâmetros públicos (inclui POPUP_POLITICAS_PRIVACIDADE e os dados da empresa: EMPRESA_RAZAO_SOCIAL, EMPRESA_CNPJ, EMPRESA_ENDERECO)',
        response: { 200: z.array(ZParametro), ...errorsFor(400, 500) },
      },
    },
    async () => [...(await service.listarParametros()), ...parametrosDaEmpresa(empresaDe(app.env))],
  );
};
