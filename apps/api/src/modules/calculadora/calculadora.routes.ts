import {
  ZCalculadora,
  ZCalcularBody,
  ZErroCalculo,
  ZFiltroCalculadoras,
  ZIdCalculadoraParams,
  ZListaCalculadoras,
  ZResultadoCalculo,
  ZTabelaCalculadora,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { calculadoraService } from './calculadora.service.ts';
import { rotasAdminCalculadora } from './calculadora-admin.routes.ts';

const SEM_ACESSO = "401 sem a funcionalidade 'Calculadora de currículo' no plano";

/** The curriculum calculator (spec doc 3 §7 "Calculator"). */
export const calculadoraModule: FastifyPluginAsyncZod = async (app) => {
  const service = calculadoraService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const tags = ['calculadora'];
  // Every handler reads the entitlements first: that read checks the session too.
  const opcoes = { preHandler: app.requireAuth, config: { sessaoNaLeitura: true } };

  app.get(
    '/calculadora-curriculos/listar-todos-por-filtros',
    {
      ...opcoes,
      schema: {
        tags,
        security: bearer,
        summary: 'Calculadoras por nome e instituição, paginadas',
        description: SEM_ACESSO,
        querystring: ZFiltroCalculadoras,
        response: { 200: ZListaCalculadoras, ...errors },
      },
    },
    (r) => service.listar(currentUser(r).id, r.tenant, r.query),
  );

  app.get(
    '/calculadora-curriculos/buscar-calculadora/:id',
    {
      ...opcoes,
      schema: {
        tags,
        security: bearer,
        summary: 'Uma calculadora: nome, instituição, ano, pontuação máxima e se o aluno já a preencheu',
        description: SEM_ACESSO,
        params: ZIdCalculadoraParams,
        response: { 200: ZCalculadora, ...errors },
      },
    },
    (r) => service.buscar(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/calculadora-curriculos/buscar-linhas-colunas/:id',
    {
      ...opcoes,
      schema: {
        tags,
        security: bearer,
        summary: 'A tabela da calculadora (cabeçalho e linhas) com o último preenchimento do aluno',
        description: SEM_ACESSO,
        params: ZIdCalculadoraParams,
        response: { 200: ZTabelaCalculadora, ...errors },
      },
    },
    (r) => service.linhasColunas(currentUser(r).id, r.tenant, r.params.id),
  );

  app.post(
    '/calculadora-curriculos/calcular-pontuacao-por-linha',
    {
      ...opcoes,
      schema: {
        tags,
        security: bearer,
        summary: 'Calcula a nota no servidor e guarda o preenchimento do aluno',
        description:
          `${SEM_ACESSO}; 400 com um erro por linha (campo linhas.{i}.pontuacaoDigitadaAluno): ` +
          "quantidade negativa, não inteira, acima da quantidade máxima, ou a regra de 'Utilizar?'; " +
          'com o resultado das linhas sem erro (resultado)',
        body: ZCalcularBody,
        response: { 200: ZResultadoCalculo, ...errors, 400: ZErroCalculo },
      },
    },
    (r) => service.calcular(currentUser(r).id, r.tenant, r.body),
  );

  rotasAdminCalculadora(app);
};
