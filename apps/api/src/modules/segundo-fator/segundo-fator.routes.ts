import type { TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { ZIdUsuarioParam } from '@aprovei/shared/equipe/equipe.schemas';
import { ehEquipe } from '@aprovei/shared/equipe/papeis';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  MENSAGENS_SEGUNDO_FATOR,
  ZCodigoBody,
  ZCodigosRecuperacao,
  ZConfiguracaoSegundoFator,
  ZDesativarBody,
  ZSegundoFatorAtivado,
  ZSegundoFatorDaPessoa,
  ZSituacaoSegundoFator,
} from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { segundoFatorService } from './segundo-fator.service.ts';

/** The auth module's sessions and lockout, as app.ts hands them over (auth's `sessoesDoSegundoFator`). */
export interface SessoesDoSegundoFator {
  tentativaDeCodigo(usuarioId: number, conferir: () => Promise<boolean>): Promise<boolean>;
  elevarSessao(usuarioId: number, familia: string): Promise<TTokenResponse>;
  encerrarSessoes(tx: DbOrTx, usuarioId: number): Promise<void>;
}

const codigoErrado = () =>
  new AppError('VALIDACAO', MENSAGENS_SEGUNDO_FATOR.codigoInvalido, [
    { campo: 'codigo', mensagem: MENSAGENS_SEGUNDO_FATOR.codigoInvalido },
  ]);

/**
 * The signed-in person's second factor ('Configurações' › 'Verificação em duas etapas', and the setup staff
 * are sent to), and the admin's reset from the person page. Wrong codes count toward the account's
 * lockout, as in the sign-in.
 */
export const segundoFatorModule: FastifyPluginAsyncZod<{ sessoes: SessoesDoSegundoFator }> = async (
  app,
  { sessoes },
) => {
  const db = app.database.db;
  const service = segundoFatorService(db, app.env);
  const tags = ['segundo-fator'];
  const proprio = { preHandler: app.requireAuth, config: limitePorUsuario(20, '1 minute') };
  const comCodigo = <T>(usuarioId: number, conferir: () => Promise<T | null>) => {
    let resultado: T | null = null;
    return sessoes
      .tentativaDeCodigo(usuarioId, async () => {
        resultado = await conferir();
        return resultado !== null;
      })
      .then((ok) => {
        if (!ok || resultado === null) throw codigoErrado();
        return resultado;
      });
  };
  const obrigatorio = async (usuarioId: number, tenant: Tenant) =>
    ehEquipe((await service.papelDe(usuarioId, tenant)) ?? undefined);

  app.get(
    '/segundo-fator',
    {
      ...proprio,
      schema: {
        tags,
        security: bearer,
        summary:
          'A verificação em duas etapas da conta: ativa, obrigatória (equipe) e códigos de recuperação restantes',
        response: { 200: ZSituacaoSegundoFator, ...errorsFor(401, 429, 500) },
      },
    },
    async (r) => {
      const user = currentUser(r);
      return { ...(await service.situacao(user.id)), obrigatorio: await obrigatorio(user.id, r.tenant) };
    },
  );

  app.post(
    '/segundo-fator/configuracao',
    {
      ...proprio,
      schema: {
        tags,
        security: bearer,
        summary: 'Começa a configuração: um segredo novo, o QR (SVG) e o segredo em texto (409 se já ativa)',
        response: { 200: ZConfiguracaoSegundoFator, ...errorsFor(401, 409, 429, 500) },
      },
    },
    async (r) => {
      const user = currentUser(r);
      return service.configurar({ id: user.id, email: user.claims.email, tenant: r.tenant });
    },
  );

  app.post(
    '/segundo-fator/ativar',
    {
      ...proprio,
      schema: {
        tags,
        security: bearer,
        summary:
          'Ativa com um código do aplicativo: responde os dez códigos de recuperação (uma vez só) e a sessão renovada, agora com o segundo fator',
        description: 'Código errado: 400 (conta para o bloqueio da conta; 429 além do limite).',
        body: ZCodigoBody,
        response: { 200: ZSegundoFatorAtivado, ...errorsFor(400, 401, 409, 429, 500) },
      },
    },
    async (r) => {
      const user = currentUser(r);
      const codigosRecuperacao = await comCodigo(user.id, () => service.ativar(user.id, r.body.codigo));
      return { codigosRecuperacao, sessao: await sessoes.elevarSessao(user.id, user.sessao) };
    },
  );

  app.post(
    '/segundo-fator/codigos',
    {
      ...proprio,
      schema: {
        tags,
        security: bearer,
        summary:
          'Gera dez códigos de recuperação novos (os anteriores deixam de valer), com um código do aplicativo',
        body: ZCodigoBody,
        response: { 200: ZCodigosRecuperacao, ...errorsFor(400, 401, 409, 429, 500) },
      },
    },
    async (r) => {
      const user = currentUser(r);
      const codigosRecuperacao = await comCodigo(user.id, () =>
        service.regenerarCodigos(user.id, r.body.codigo),
      );
      return { codigosRecuperacao };
    },
  );

  app.post(
    '/segundo-fator/desativar',
    {
      ...proprio,
      schema: {
        tags,
        security: bearer,
        summary: 'Desativa (só alunos; a equipe não pode), com um código do aplicativo ou de recuperação',
        body: ZDesativarBody,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 409, 429, 500) },
      },
    },
    async (r, reply) => {
      const user = currentUser(r);
      if (await obrigatorio(user.id, r.tenant))
        throw new AppError('PROIBIDO', MENSAGENS_SEGUNDO_FATOR.equipeNaoDesativa);
      await comCodigo(user.id, async () => ((await service.desativar(user.id, r.body.codigo)) ? true : null));
      return reply.code(204).send(null);
    },
  );

  // ─── The back office: a person's second factor ──────────────────────────────────────────────────

  const pessoas = rotaDaEquipe(app, 'pessoas');
  const pessoaDoProduto = async (id: number, tenant: Tenant) => {
    if (!(await service.papelDe(id, tenant))) throw new AppError('NAO_ENCONTRADO', MENSAGENS.naoEncontrado);
  };

  app.get(
    '/admin/usuarios/:id/segundo-fator',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Se a verificação em duas etapas da pessoa está ativa',
        params: ZIdUsuarioParam,
        response: { 200: ZSegundoFatorDaPessoa, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => {
      await pessoaDoProduto(r.params.id, r.tenant);
      return { ativo: await service.ativo(r.params.id) };
    },
  );

  app.post(
    '/admin/usuarios/:id/segundo-fator/redefinicao',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary:
          'Redefine a verificação em duas etapas da pessoa (perdeu o celular e os códigos): encerra as sessões dela, que configura de novo ao entrar; auditado',
        params: ZIdUsuarioParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await pessoaDoProduto(r.params.id, r.tenant);
      await db.transaction(async (tx) => {
        const estavaAtiva = await service.redefinir(tx, r.params.id);
        await sessoes.encerrarSessoes(tx, r.params.id);
        await auditar(tx, autor, {
          acao: 'redefinir-segundo-fator',
          entidade: 'usuario',
          entidadeId: r.params.id,
          antes: { segundoFatorAtivo: estavaAtiva },
          depois: { segundoFatorAtivo: false },
        });
      });
      return reply.code(204).send(null);
    },
  );
};
