import { ZErroCalculo, ZResultadoCalculo } from '@aprovei/shared/calculadora/calculadora.schemas';
import {
  ZBuscaCalculadorasAdmin,
  ZCalculadoraAdminDetalhe,
  ZCalculadoraEdicao,
  ZCalculadoraForm,
  ZIdCalculadoraAdmin,
  ZPaginaCalculadorasAdmin,
  ZPreviaCalculadora,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, opcoesDaEquipe } from '../equipe/index.ts';
import { calculadoraAdminService } from './calculadora-admin.ts';

/** The back office's curriculum calculators (issue 21 §7, area `conteudo`); every write audited. */
export function rotasAdminCalculadora(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const daEquipe = opcoesDaEquipe(app, 'conteudo');

  r.get(
    '/admin/calculadoras',
    daEquipe({
      summary: 'Calculadoras de currículo, por nome e instituição, uma página',
      querystring: ZBuscaCalculadorasAdmin,
      response: { 200: ZPaginaCalculadorasAdmin, ...errorsFor(400, 401, 403, 500) },
    }),
    (req) => calculadoraAdminService(db).listar(req.query),
  );

  r.get(
    '/admin/calculadoras/:id',
    daEquipe({
      summary: 'Uma calculadora com a tabela',
      params: ZIdCalculadoraAdmin,
      response: { 200: ZCalculadoraAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
    }),
    (req) => calculadoraAdminService(db).detalhe(req.params.id),
  );

  r.post(
    '/admin/calculadoras/previa',
    {
      ...daEquipe({
        summary: 'A nota que o aluno teria nesta tabela (a conta do servidor), sem salvar nada',
        body: ZPreviaCalculadora,
        response: { 200: ZResultadoCalculo, 400: ZErroCalculo, ...errorsFor(401, 403, 500) },
      }),
      config: { semAuditoria: 'só calcula a prévia, sem salvar' },
    },
    (req) => calculadoraAdminService(db).previa(req.body),
  );

  r.post(
    '/admin/calculadoras',
    daEquipe({
      summary: 'Cadastra uma calculadora (a tabela conferida: a conta precisa fechar)',
      body: ZCalculadoraForm,
      response: { 201: z.object({ id: z.number() }), ...errorsFor(400, 401, 403, 500) },
    }),
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
    daEquipe({
      summary: 'Altera uma calculadora; o preenchimento dos alunos acompanha as linhas (origemLinhas)',
      params: ZIdCalculadoraAdmin,
      body: ZCalculadoraEdicao,
      response: { 200: ZCalculadoraAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
    }),
    async (req) => {
      const autor = autorDe(req);
      const { origemLinhas, ...calculadora } = req.body;
      return db.transaction(async (tx) => {
        const service = calculadoraAdminService(tx);
        const antes = await service.editar(req.params.id, calculadora, origemLinhas);
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'calculadora',
          entidadeId: req.params.id,
          antes,
          depois: calculadora,
        });
        return service.detalhe(req.params.id);
      });
    },
  );
}
