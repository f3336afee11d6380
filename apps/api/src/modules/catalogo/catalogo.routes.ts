import {
  ZConteudo,
  ZCurso,
  ZItemNome,
  ZListarResponse,
  ZMunicipio,
} from '@aprovei/shared/catalogo/catalogo.schemas';
import { zId, zTexto } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { catalogoService, isPublicEntity } from './catalogo.service.ts';

/** Reference lists (spec doc 1 §7, doc 3 §7 "Lists for the filters"). */
export const catalogoModule: FastifyPluginAsyncZod = async (app) => {
  const service = catalogoService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const auth = { preHandler: app.requireAuth };
  const ZEntidade = zTexto().max(60, 'Entidade desconhecida.');

  app.get(
    '/listar/:entidade',
    {
      schema: {
        tags: ['catalogo'],
        summary:
          'Lista de referência: ANO, INSTITUICAO, TEMA_QUESTAO_ABERTA (autenticadas), UF, TIPO_LOGRADOURO',
        params: z.object({ entidade: ZEntidade }),
        response: { 200: ZListarResponse, ...errors },
      },
    },
    async (request) => {
      const { entidade } = request.params;
      if (!isPublicEntity(entidade)) await app.requireAuth(request);
      return service.listar(entidade);
    },
  );

  app.get(
    '/listar-com-filtro/:entidade/:campo/:valor',
    {
      schema: {
        tags: ['catalogo'],
        summary: 'CONTEUDO/materia.id/{id} (autenticada) e MUNICIPIO/uf.sigla/{sigla} (pública)',
        params: z.object({ entidade: ZEntidade, campo: zTexto().max(60), valor: zTexto().max(60) }),
        response: { 200: z.union([z.array(ZConteudo), z.array(ZMunicipio)]), ...errors },
      },
    },
    async (request) => {
      const { entidade, campo, valor } = request.params;
      if (entidade === 'MUNICIPIO' && campo === 'uf.sigla') return service.municipiosDaUf(valor);
      if (entidade === 'CONTEUDO' && campo === 'materia.id') {
        await app.requireAuth(request);
        const id = zId('Matéria inválida.').safeParse(valor);
        if (!id.success)
          throw new AppError('VALIDACAO', 'Matéria inválida.', [
            { campo: 'valor', mensagem: 'Matéria inválida.' },
          ]);
        return service.conteudosDaMateria(request.tenant, id.data);
      }
      throw new AppError(
        'NAO_ENCONTRADO',
        `Filtro desconhecido: ${entidade}/${campo}. Use CONTEUDO/materia.id ou MUNICIPIO/uf.sigla.`,
      );
    },
  );

  app.get(
    '/cursos/plataformas/:plataforma',
    {
      ...auth,
      schema: {
        tags: ['catalogo'],
        summary: 'Cursos de uma plataforma',
        security: bearer,
        params: z.object({ plataforma: zId('Plataforma inválida.') }),
        response: { 200: z.array(ZCurso), ...errors },
      },
    },
    async (request) => service.cursos(request.tenant, request.params.plataforma),
  );

  app.get(
    '/materias/cursos/:curso',
    {
      ...auth,
      schema: {
        tags: ['catalogo'],
        summary: 'Matérias de um curso',
        security: bearer,
        params: z.object({ curso: zId('Curso inválido.') }),
        response: { 200: z.array(ZItemNome), ...errors },
      },
    },
    async (request) => service.materias(request.tenant, request.params.curso),
  );

  app.get(
    '/banca/listarBanca',
    {
      ...auth,
      schema: {
        tags: ['catalogo'],
        summary: 'Bancas (concursos)',
        security: bearer,
        response: { 200: z.array(ZItemNome), ...errors },
      },
    },
    async () => service.bancas(),
  );

  app.get(
    '/SubConteudo/listarSubConteudo/:idConteudo',
    {
      ...auth,
      schema: {
        tags: ['catalogo'],
        summary: 'Subconteúdos de um conteúdo (concursos)',
        security: bearer,
        params: z.object({ idConteudo: zId('Conteúdo inválido.') }),
        response: { 200: z.array(ZItemNome), ...errors },
      },
    },
    async (request) => service.subConteudos(request.tenant, request.params.idConteudo),
  );
};
