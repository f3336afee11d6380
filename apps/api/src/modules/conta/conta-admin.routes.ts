import {
  ZBuscaUsuariosAdmin,
  ZIdUsuarioParam,
  ZMudarPapel,
  ZPaginaUsuariosAdmin,
} from '@aprovei/shared/equipe/equipe.schemas';
import {
  MENSAGENS_PESSOA_ADMIN,
  ZConcederCortesia,
  ZConcederEnvios,
  ZCortesiaConcedida,
  ZPessoaAdmin,
  ZPlanoCortesia,
} from '@aprovei/shared/equipe/pessoa.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { concederCortesia, contratosDaPessoa, planosParaCortesia } from '../assinatura/index.ts';
import { bloqueioDaConta } from '../auth/index.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { concederEnviosCortesia, enviosExtrasDe } from '../questao-aberta/index.ts';
import { buscarUsuarios, pessoaDoProduto } from './busca-usuarios.ts';
import { definirPapel } from './papel.ts';

/** The back office's people (admin only): find anyone of the product, give a role. */
export const contaAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const pessoas = rotaDaEquipe(app, 'pessoas');
  const bloqueio = bloqueioDaConta(db, app.env);
  app.get(
    '/admin/usuarios',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Pessoas do produto por nome, e-mail ou CPF, com o papel (CPF mascarado), uma página',
        querystring: ZBuscaUsuariosAdmin,
        response: { 200: ZPaginaUsuariosAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r) => buscarUsuarios(db, r.tenant, r.query),
  );

  app.put(
    '/admin/usuarios/:id/papel',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Dá um papel a uma pessoa (409 para tirar o último administrador)',
        params: ZIdUsuarioParam,
        body: ZMudarPapel,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await db.transaction(async (tx) => {
        const antes = await definirPapel(tx, r.tenant, r.params.id, r.body.papel);
        if (antes === null) throw new AppError('NAO_ENCONTRADO', 'Usuário não encontrado.');
        if (antes !== r.body.papel)
          await auditar(tx, autor, {
            acao: 'mudar-papel',
            entidade: 'usuario',
            entidadeId: r.params.id,
            antes: { papel: antes },
            depois: { papel: r.body.papel },
          });
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/usuarios/:id',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary:
          'A página de uma pessoa: nome, e-mail, CPF mascarado, papel e contratos (planos, situações, validade)',
        params: ZIdUsuarioParam,
        response: { 200: ZPessoaAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => {
      const pessoa = await pessoaDoProduto(db, r.tenant, r.params.id);
      if (!pessoa) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.naoEncontrada);
      const [contratos, bloqueada, enviosExtras] = await Promise.all([
        contratosDaPessoa(db, pessoa.id),
        bloqueio.bloqueada(pessoa.id),
        enviosExtrasDe(db, pessoa.id),
      ]);
      return { ...pessoa, contratos, bloqueada, enviosExtras };
    },
  );

  app.get(
    '/admin/planos-cortesia',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Os planos do produto que podem ser dados como cortesia (aposentados marcados)',
        response: { 200: z.array(ZPlanoCortesia), ...errorsFor(401, 403, 500) },
      },
    },
    async (r) => planosParaCortesia(db, r.tenant),
  );

  app.post(
    '/admin/usuarios/:id/cortesias',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Concede um plano de cortesia até uma data (sem pedido nem pagamento), auditado',
        params: ZIdUsuarioParam,
        body: ZConcederCortesia,
        response: { 201: ZCortesiaConcedida, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      const contratacaoId = await db.transaction(async (tx) => {
        const pessoa = await pessoaDoProduto(tx, r.tenant, r.params.id);
        if (!pessoa) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.naoEncontrada);
        const id = await concederCortesia(tx, {
          tenantId: r.tenant,
          usuarioId: pessoa.id,
          planoId: r.body.planoId,
          validaAte: r.body.validaAte,
        });
        await auditar(tx, autor, {
          acao: 'conceder-cortesia',
          entidade: 'usuario',
          entidadeId: pessoa.id,
          depois: { contratacaoId: id, planoId: r.body.planoId, validaAte: r.body.validaAte },
          motivo: r.body.motivo || null,
        });
        return id;
      });
      return reply.code(201).send({ contratacaoId });
    },
  );

  app.post(
    '/admin/usuarios/:id/envios',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Concede envios extras de questão aberta (um pacote de cortesia), auditado',
        params: ZIdUsuarioParam,
        body: ZConcederEnvios,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await db.transaction(async (tx) => {
        const pessoa = await pessoaDoProduto(tx, r.tenant, r.params.id);
        if (!pessoa) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.naoEncontrada);
        await concederEnviosCortesia(tx, { usuarioId: pessoa.id, ...r.body });
        await auditar(tx, autor, {
          acao: 'conceder-envios',
          entidade: 'usuario',
          entidadeId: pessoa.id,
          depois: { quantidade: r.body.quantidade },
          motivo: r.body.motivo,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/usuarios/:id/desbloqueio',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Desbloqueia a entrada de uma conta (esquece as senhas erradas da janela), auditado',
        params: ZIdUsuarioParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await db.transaction(async (tx) => {
        const pessoa = await pessoaDoProduto(tx, r.tenant, r.params.id);
        if (!pessoa) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.naoEncontrada);
        await bloqueioDaConta(tx, app.env).desbloquear(pessoa.id);
        await auditar(tx, autor, { acao: 'desbloquear', entidade: 'usuario', entidadeId: pessoa.id });
      });
      return reply.code(204).send(null);
    },
  );
};
