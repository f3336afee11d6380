import { ZErroCalculo, ZResultadoCalculo } from '@aprovei/shared/calculadora/calculadora.schemas';
import {
  ZBuscaCalculadorasAdmin,
  ZCalculadoraAdminDetalhe,
  ZCalculadoraForm,
  ZIdCalculadoraAdmin,
  ZPaginaCalculadorasAdmin,
  ZPreviaCalculadora,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { calculadoraAdminService } from './calculadora-admin.ts';

/** The back office's curriculum calculators (issue 21 §7, area `conteudo`); every write audited. */
export function rotasAdminCalculadora(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'conteudo');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  r.get(
    '/admin/calculadoras',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Calculadoras de currículo, por nome, uma página',
        querystring: ZBuscaCalculadorasAdmin,
        response: { 200: ZPaginaCalculadorasAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => calculadoraAdminService(db).listar(req.query),
  );

  r.get(
    '/admin/calculadoras/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Uma calculadora com a tabela',
        params: ZIdCalculadoraAdmin,
        response: { 200: ZCalculadoraAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => calculadoraAdminService(db).detalhe(req.params.id),
  );

  r.post(
    '/admin/calculadoras/previa',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'A nota que o aluno teria nesta tabela (a conta do servidor), sem salvar nada',
        body: ZPreviaCalculadora,
        response: { 200: ZResultadoCalculo, 400: ZErroCalculo, ...errorsFor(401, 403, 500) },
      },
    },
    (req) => calculadoraAdminService(db).previa(req.body),
  );

  r.post(
    '/admin/calculadoras',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra uma calculadora (a tabela conferida: a conta precisa fechar)',
        body: ZCalculadoraForm,
        response: { 201: z.object({ id: z.number() }), ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const id = await db.transaction(async (tx) => {
        const id = await calculadoraAdminService(tx).criar(req.body);
        await auditar(tx, autor, {
          acao: 'criar',
          entidade: 'calculadora',
          entidadeId: id,
          depois: req.body,
        });
        return id;
      });
      return reply.code(201).send({ id });
    },
  );

  r.put(
    '/admin/calculadoras/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera uma calculadora',
        params: ZIdCalculadoraAdmin,
        body: ZCalculadoraForm,
        response: { 200: ZCalculadoraAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const service = calculadoraAdminService(tx);
        const antes = await service.editar(req.params.id, req.body);
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'calculadora',
          entidadeId: req.params.id,
          antes,
          depois: req.body,
        });
        return service.detalhe(req.params.id);
      });
    },
  );
}
