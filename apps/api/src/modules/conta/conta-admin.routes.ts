import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import {
  ZBuscaUsuariosAdmin,
  ZIdUsuarioParam,
  ZMudarPapel,
  ZPaginaUsuariosAdmin,
} from '@aprovei/shared/equipe/equipe.schemas';
import {
  MENSAGENS_PESSOA_ADMIN,
  type TPaginaPessoa,
  ZCartaoPessoa,
  ZConcederCortesia,
  ZConcederEnvios,
  ZCortesiaConcedida,
  ZEncerrarContrato,
  ZEntradasPessoa,
  ZEnviosPessoa,
  ZIdContratoParam,
  ZIdEmailParam,
  ZPaginaEmailsPessoa,
  ZPaginaPedidosPessoa,
  ZPaginaPessoa,
  ZPessoaAdmin,
  ZPlanoCortesia,
} from '@aprovei/shared/equipe/pessoa.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { emailDaPessoa, emailsDaPessoa } from '../../mail/historico.ts';
import {
  concederCortesia,
  contratosDaPessoa,
  encerrarPelaEquipe,
  planosParaCortesia,
} from '../assinatura/index.ts';
import { bloqueioDaConta, entradasDaPessoa } from '../auth/index.ts';
import { cartoesDaPessoa } from '../cartao-credito/index.ts';
import { pedidosDaPessoa } from '../checkout/index.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { concederEnviosCortesia, enviosDaPessoa, enviosExtrasDe } from '../questao-aberta/index.ts';
import { buscarUsuarios, pessoaDoProduto } from './busca-usuarios.ts';
import { definirPapel } from './papel.ts';
import { senhaService } from './senha.service.ts';

/** The back office's people (admin only): find anyone of the product, give a role. */
export const contaAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const pessoas = rotaDaEquipe(app, 'pessoas');
  const bloqueio = bloqueioDaConta(db, app.env);
  const senhas = senhaService({ db, mailer: app.mailer, segredo: app.tokenKeys.secret, log: app.log });
  /** The person of the product, or 404 (a deleted account or another product's is nobody here). */
  const exigirPessoa = async (tx: Parameters<typeof pessoaDoProduto>[0], tenant: string, id: number) => {
    const pessoa = await pessoaDoProduto(tx, tenant, id);
    if (!pessoa) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.naoEncontrada);
    return pessoa;
  };
  const leitura = (summary: string, response: z.ZodType, querystring?: z.ZodType) => ({
    onRequest: pessoas.onRequest,
    schema: {
      tags: pessoas.tags,
      security: pessoas.security,
      summary,
      params: ZIdUsuarioParam,
      ...(querystring ? { querystring } : {}),
      response: { 200: response, ...errorsFor(400, 401, 403, 404, 500) },
    },
  });
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
  app.get(
    '/admin/usuarios/:id/pedidos',
    leitura(
      'Os pedidos da pessoa com pagamento e estornos, os mais novos primeiro, uma página',
      ZPaginaPedidosPessoa,
      ZPaginaPessoa,
    ),
    async (r) => {
      const { id } = r.params as { id: number };
      const pessoa = await exigirPessoa(db, r.tenant, id);
      return pedidosDaPessoa(db, pessoa.id, r.query as TPaginaPessoa);
    },
  );

  app.get(
    '/admin/usuarios/:id/cartoes',
    leitura('Os cartões salvos da pessoa: só a bandeira e os quatro últimos dígitos', z.array(ZCartaoPessoa)),
    async (r) => {
      const { id } = r.params as { id: number };
      const pessoa = await exigirPessoa(db, r.tenant, id);
      return cartoesDaPessoa(db, pessoa.id);
    },
  );

  app.get(
    '/admin/usuarios/:id/questoes-abertas',
    leitura(
      'Os envios de questão aberta da pessoa (situação, correção) e o saldo: cota do plano + envios extras',
      ZEnviosPessoa,
      ZPaginaPessoa,
    ),
    async (r) => {
      const { id } = r.params as { id: number };
      const pessoa = await exigirPessoa(db, r.tenant, id);
      return enviosDaPessoa(db, pessoa.id, r.tenant, r.query as TPaginaPessoa);
    },
  );

  app.get(
    '/admin/usuarios/:id/entradas',
    leitura(
      'As entradas recentes da pessoa (uma por sessão iniciada), as senhas erradas ainda registradas e o bloqueio',
      ZEntradasPessoa,
    ),
    async (r) => {
      const { id } = r.params as { id: number };
      const pessoa = await exigirPessoa(db, r.tenant, id);
      return entradasDaPessoa(db, app.env, pessoa.id);
    },
  );

  app.get(
    '/admin/usuarios/:id/emails',
    leitura(
      'Os e-mails enviados à pessoa (assunto, destinatário, quando, se saiu), os mais novos primeiro; nunca o corpo',
      ZPaginaEmailsPessoa,
      ZPaginaPessoa,
    ),
    async (r) => {
      const { id } = r.params as { id: number };
      const pessoa = await exigirPessoa(db, r.tenant, id);
      return emailsDaPessoa(db, pessoa.id, r.query as TPaginaPessoa);
    },
  );

  app.post(
    '/admin/usuarios/:id/emails/:emailId/reenvio',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary:
          'Reenvia um e-mail à pessoa, auditado; o de código de senha não é repetido: um código novo é enviado',
        params: ZIdEmailParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 429, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      const { id, emailId } = r.params;
      const pessoa = await exigirPessoa(db, r.tenant, id);
      const email = await emailDaPessoa(db, pessoa.id, emailId);
      if (!email) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PESSOA_ADMIN.emailNaoEncontrado);
      await db.transaction((tx) =>
        auditar(tx, autor, {
          acao: 'reenviar-email',
          entidade: 'usuario',
          entidadeId: pessoa.id,
          depois: { emailId, assunto: email.assunto, codigoNovo: email.sensivel },
        }),
      );
      // The outbox is written by the mailer on its own connection: sent once the audit is committed.
      if (email.sensivel) {
        const desfecho = await senhas.novoCodigo(r.tenant, pessoa.id);
        if (desfecho === 'limite')
          throw new AppError('MUITAS_REQUISICOES', MENSAGENS_PESSOA_ADMIN.emailNaoReenviavel);
      } else {
        await app.mailer.enviar({
          tenantId: email.tenantId,
          usuarioId: pessoa.id,
          para: email.para,
          assunto: email.assunto,
          texto: email.texto,
          html: email.html,
          ...(email.responderPara ? { replyTo: email.responderPara } : {}),
        });
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/usuarios/:id/contratos/:contratoId/encerramento',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary:
          'Encerra agora um contrato da pessoa (assinatura ou cortesia), com motivo: o acesso acaba na hora; auditado',
        params: ZIdContratoParam,
        body: ZEncerrarContrato,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await db.transaction(async (tx) => {
        const pessoa = await exigirPessoa(tx, r.tenant, r.params.id);
        const antes = await encerrarPelaEquipe(tx, pessoa.id, r.params.contratoId);
        await auditar(tx, autor, {
          acao: 'encerrar-contrato',
          entidade: 'usuario',
          entidadeId: pessoa.id,
          antes: { contratacaoId: r.params.contratoId, ...antes },
          depois: { contratacaoId: r.params.contratoId, situacaoCodigo: SITUACAO_CONTRATACAO.ENCERRADA },
          motivo: r.body.motivo,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
