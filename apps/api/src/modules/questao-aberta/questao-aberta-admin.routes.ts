import { AppError } from '@aprovei/shared/errors';
import { MENSAGEM_QUESTAO_NAO_ENCONTRADA } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import {
  MENSAGENS_QUESTOES_ABERTAS_ADMIN,
  ZBuscaQuestoesAbertasAdmin,
  ZIdQuestaoAbertaAdmin,
  ZIdTemaParam,
  ZPaginaQuestoesAbertasAdmin,
  ZProfessoresAdmin,
  ZProfessoresDoTema,
  ZQuestaoAbertaAdmin,
  ZQuestaoAbertaCampos,
  ZTemaAdmin,
  ZTemaCampos,
  ZTemasAdmin,
} from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { questaoAbertaAdminService } from './admin.service.ts';
import { enviarArquivo } from './upload.ts';

const PDF =
  'multipart/form-data: os campos (titulo, temaId, plataformaId, observacao) antes do arquivo; o PDF da questão ' +
  '(tipo decidido pelo conteúdo) de até 10 MB. 413 acima do tamanho, 415 se não for PDF';

/** The back office of the open questions and their themes (issue 21 §5). */
export const questaoAbertaAdminModule: FastifyPluginAsyncZod = async (app) => {
  const service = questaoAbertaAdminService(app.database.db, { storage: app.fileStorage });
  const conteudo = rotaDaEquipe(app, 'conteudo');
  const pessoas = rotaDaEquipe(app, 'pessoas');
  const correcao = rotaDaEquipe(app, 'correcao');
  const erros = errorsFor(400, 401, 403, 404, 500);
  const comArquivo = errorsFor(400, 401, 403, 404, 413, 415, 500);
  const c = { onRequest: conteudo.onRequest };
  const sc = { tags: conteudo.tags, security: conteudo.security };

  app.get(
    '/admin/questoes-abertas',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Questões abertas do produto por título, tema e plataforma, uma página',
        querystring: ZBuscaQuestoesAbertasAdmin,
        response: { 200: ZPaginaQuestoesAbertasAdmin, ...erros },
      },
    },
    (r) => service.questoes(r.tenant, r.query),
  );

  app.post(
    '/admin/questoes-abertas',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Cadastra uma questão aberta com o PDF do enunciado',
        description: PDF,
        response: { 200: ZQuestaoAbertaAdmin, ...comArquivo },
      },
    },
    (r) => service.criar(autorDe(r), r),
  );

  app.get(
    '/admin/questoes-abertas/:id',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Uma questão aberta',
        params: ZIdQuestaoAbertaAdmin,
        response: { 200: ZQuestaoAbertaAdmin, ...erros },
      },
    },
    (r) => service.questao(r.tenant, r.params.id),
  );

  app.put(
    '/admin/questoes-abertas/:id',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Edita o título, o tema, a plataforma e a observação de uma questão aberta',
        params: ZIdQuestaoAbertaAdmin,
        body: ZQuestaoAbertaCampos,
        response: { 200: ZQuestaoAbertaAdmin, ...erros },
      },
    },
    (r) => service.editar(autorDe(r), r.params.id, r.body),
  );

  app.get(
    '/admin/questoes-abertas/:id/arquivo',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'O PDF da questão aberta',
        params: ZIdQuestaoAbertaAdmin,
        response: erros,
      },
    },
    async (r, reply) =>
      enviarArquivo(
        reply,
        app.fileStorage,
        await service.arquivo(r.tenant, r.params.id),
        () => new AppError('NAO_ENCONTRADO', MENSAGEM_QUESTAO_NAO_ENCONTRADA),
      ),
  );

  app.put(
    '/admin/questoes-abertas/:id/arquivo',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Troca o PDF da questão aberta',
        description: 'multipart/form-data: o PDF (tipo decidido pelo conteúdo) de até 10 MB. 413, 415',
        params: ZIdQuestaoAbertaAdmin,
        response: { 200: ZQuestaoAbertaAdmin, ...comArquivo },
      },
    },
    (r) => service.trocarArquivo(autorDe(r), r.params.id, r),
  );

  // ─── The teachers' side: the questions of the themes they correct ──────────────────────────────

  app.get(
    '/admin/correcao/questoes-abertas',
    {
      onRequest: correcao.onRequest,
      schema: {
        tags: correcao.tags,
        security: correcao.security,
        summary:
          'Questões abertas dos temas do professor (todas se ele não tem temas; todas para o administrador), uma página',
        querystring: ZBuscaQuestoesAbertasAdmin,
        response: { 200: ZPaginaQuestoesAbertasAdmin, ...erros },
      },
    },
    (r) => service.questoesDaCorrecao(autorDe(r), r.query),
  );

  app.get(
    '/admin/correcao/questoes-abertas/:id/arquivo',
    {
      onRequest: correcao.onRequest,
      schema: {
        tags: correcao.tags,
        security: correcao.security,
        summary: 'O PDF de uma questão aberta dos temas do professor (404 fora deles)',
        params: ZIdQuestaoAbertaAdmin,
        response: erros,
      },
    },
    async (r, reply) =>
      enviarArquivo(
        reply,
        app.fileStorage,
        await service.arquivoDaCorrecao(autorDe(r), r.params.id),
        () => new AppError('NAO_ENCONTRADO', MENSAGEM_QUESTAO_NAO_ENCONTRADA),
      ),
  );

  // ─── Themes ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/temas',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Temas das questões abertas, com o número de questões e os professores de cada um',
        response: { 200: ZTemasAdmin, ...erros },
      },
    },
    (r) => service.temas(r.tenant),
  );

  app.post(
    '/admin/temas',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Cria um tema (409 se o nome já existe)',
        body: ZTemaCampos,
        response: { 200: ZTemaAdmin, ...errorsFor(400, 401, 403, 409, 500) },
      },
    },
    (r) => service.criarTema(autorDe(r), r.body.nome),
  );

  app.put(
    '/admin/temas/:id',
    {
      ...c,
      schema: {
        ...sc,
        summary: 'Renomeia um tema (409 se o nome já existe)',
        params: ZIdTemaParam,
        body: ZTemaCampos,
        response: { 200: ZTemaAdmin, ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    (r) => service.renomearTema(autorDe(r), r.params.id, r.body.nome),
  );

  app.delete(
    '/admin/temas/:id',
    {
      ...c,
      schema: {
        ...sc,
        summary: `Exclui um tema sem questões (409 '${MENSAGENS_QUESTOES_ABERTAS_ADMIN.temaEmUso}')`,
        params: ZIdTemaParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      await service.excluirTema(autorDe(r), r.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/temas/professores',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Professores do produto (para escolher quem corrige cada tema)',
        response: { 200: ZProfessoresAdmin, ...erros },
      },
    },
    (r) => service.professores(r.tenant),
  );

  app.put(
    '/admin/temas/:id/professores',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Define os professores do produto que corrigem o tema (a lista inteira)',
        params: ZIdTemaParam,
        body: ZProfessoresDoTema,
        response: { 200: ZTemaAdmin, ...erros },
      },
    },
    (r) => service.definirProfessores(autorDe(r), r.params.id, r.body.professores),
  );
};
