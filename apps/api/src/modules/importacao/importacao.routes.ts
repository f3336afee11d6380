import '@fastify/multipart';
import { AppError } from '@aprovei/shared/errors';
import {
  IMPORTACAO_MAX_BYTES,
  MENSAGEM_IMPORTACAO_GRANDE,
  MENSAGEM_IMPORTACAO_SEM_ARQUIVO,
} from '@aprovei/shared/importacao/importacao.rules';
import {
  ZErroImportacaoBody,
  ZFiltroExportacao,
  ZResultadoImportacao,
  ZSimulacaoImportacao,
  ZTipoImportacaoParam,
} from '@aprovei/shared/importacao/importacao.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enviarArquivo } from '../../http/arquivo-resposta.ts';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { exportar } from './exportacao.ts';
import { importacaoService } from './importacao.service.ts';

const ENVIO =
  'multipart/form-data com um arquivo (campo arquivo) CSV ou JSON, UTF-8, de até 5 MB e 2.000 itens ' +
  '(formato em docs/importacao.md); 413 acima disso, 415 sem multipart';

/** The one file of an import, whole in memory (at most IMPORTACAO_MAX_BYTES), with its name. */
async function arquivoEnviado(request: FastifyRequest): Promise<{ nome: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError('TIPO_NAO_SUPORTADO', 'Envie o arquivo como multipart/form-data.');
  const parte = await request.file({
    limits: { fileSize: IMPORTACAO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    throwFileSizeLimit: true,
  });
  if (!parte)
    throw new AppError('VALIDACAO', MENSAGEM_IMPORTACAO_SEM_ARQUIVO, [
      { campo: 'arquivo', mensagem: MENSAGEM_IMPORTACAO_SEM_ARQUIVO },
    ]);
  try {
    return { nome: parte.filename.slice(0, 200), bytes: await parte.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('ARQUIVO_GRANDE', MENSAGEM_IMPORTACAO_GRANDE);
    throw error;
  }
}

/** Bulk import (dry run, then all or nothing) and export of questions and fixation exercises. */
export const importacaoModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = importacaoService(db);
  const g = rotaDaEquipe(app, 'conteudo');

  app.post(
    '/admin/importacao/:tipo/simulacao',
    {
      onRequest: g.onRequest,
      config: { semAuditoria: 'simulação: confere o arquivo sem gravar nada' },
      schema: {
        tags: g.tags,
        security: g.security,
        summary: 'Confere um arquivo de importação sem gravar nada: os erros de cada item, com linha e campo',
        description: ENVIO,
        params: ZTipoImportacaoParam,
        response: { 200: ZSimulacaoImportacao, ...errorsFor(400, 401, 403, 413, 415, 500) },
      },
    },
    async (r) => {
      const { bytes } = await arquivoEnviado(r);
      return service.simular(r.params.tipo, r.tenant as Tenant, bytes);
    },
  );

  app.post(
    '/admin/importacao/:tipo',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary:
          'Importa um arquivo inteiro ou nada: com qualquer erro, 400 com os erros de cada item (os da simulação)',
        description: ENVIO,
        params: ZTipoImportacaoParam,
        response: {
          201: ZResultadoImportacao,
          ...errorsFor(401, 403, 413, 415, 500),
          400: ZErroImportacaoBody,
        },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      const { nome, bytes } = await arquivoEnviado(r);
      return reply.code(201).send(await service.importar(r.params.tipo, autor, bytes, nome));
    },
  );

  app.get(
    '/admin/exportacao/:tipo',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary:
          'Exporta as questões ou exercícios filtrados no formato da importação (CSV ou JSON), como download',
        params: ZTipoImportacaoParam,
        querystring: ZFiltroExportacao,
        response: errorsFor(400, 401, 403, 500),
      },
    },
    async (r, reply) => {
      const arquivo = await exportar(db, r.params.tipo, r.tenant as Tenant, r.query);
      return enviarArquivo(reply, arquivo, { disposicao: 'attachment' });
    },
  );
};
