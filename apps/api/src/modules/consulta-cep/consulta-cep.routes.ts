import { ZConsultaCepParams, ZEnderecoCep } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { consultaCepDoAmbiente } from './consulta-cep.service.ts';

/** GET consulta-cep/cep/{cep} (spec doc 2 §7): public (the anonymous buyer types an address too). */
export const consultaCepModule: FastifyPluginAsyncZod = async (app) => {
  const service = consultaCepDoAmbiente(app.database.db, app.env);
  app.get(
    '/consulta-cep/cep/:cep',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r: { ip: string }) => r.ip } },
      schema: {
        tags: ['consulta-cep'],
        summary: 'Endereço de um CEP (8 dígitos, com ou sem hífen)',
        description:
          'Município e UF da lista do IBGE; tipo de logradouro da lista TIPO_LOGRADOURO; `faixa`: o trecho de rua do CEP (nunca o complemento do comprador). CEP malformado: 400; desconhecido: 404 e provedor fora do ar: 503 (nos dois, o comprador preenche o endereço e escolhe UF e município da lista do IBGE).',
        params: ZConsultaCepParams,
        response: { 200: ZEnderecoCep, ...errorsFor(400, 404, 429, 500, 503) },
      },
    },
    async (request) => service.buscar(request.params.cep),
  );
};
