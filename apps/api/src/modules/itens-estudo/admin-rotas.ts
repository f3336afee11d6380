import { type SituacaoItem, ZSituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import { ZCriado, ZIdItemParam, ZPaginaItensAdmin } from '@aprovei/shared/questoes/admin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { type Autor, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import type { AcaoSituacao, FiltrosItemAdmin } from './admin-item.ts';

/** The service the routes call: itemAdminService on one kind. */
interface ServicoItemAdmin<N, E> {
  listar(f: FiltrosItemAdmin): Promise<z.infer<typeof ZPaginaItensAdmin>>;
  obter(id: number): Promise<unknown>;
  criar(autor: Autor, novo: N): Promise<number>;
  editar(autor: Autor, id: number, edicao: E): Promise<void>;
  mover(autor: Autor, id: number, acao: AcaoSituacao): Promise<SituacaoItem>;
  excluir(autor: Autor, id: number): Promise<void>;
}

/** One kind's routes under `/admin/<caminho>`: its schemas and the summaries of its documentation. */
export interface RotasItemAdmin<
  B extends z.ZodType<FiltrosItemAdmin>,
  N extends z.ZodType,
  E extends z.ZodType,
> {
  caminho: string;
  schemas: { busca: B; detalhe: z.ZodType; novo: N; edicao: E };
  resumos: Record<'listar' | 'obter' | 'criar' | 'editar' | 'excluir' | AcaoSituacao, string>;
}

/**
 * Registers a kind's back-office routes (area conteudo): list, read, write, publish, annul, mark
 * outdated, delete a draft. Call it from the kind's own `<x>-admin.routes.ts` plugin.
 */
export function registrarRotasItemAdmin<
  B extends z.ZodType<FiltrosItemAdmin>,
  N extends z.ZodType,
  E extends z.ZodType,
>(
  app: FastifyInstance,
  servico: ServicoItemAdmin<z.output<N>, z.output<E>>,
  { caminho, schemas, resumos }: RotasItemAdmin<B, N, E>,
): void {
  const rotas = app.withTypeProvider<ZodTypeProvider>();
  const g = rotaDaEquipe(app, 'conteudo');
  const rota = { onRequest: g.onRequest };
  const base = { tags: g.tags, security: g.security };
  const lista = `/admin/${caminho}`;
  const um = `${lista}/:id`;

  rotas.get(
    lista,
    {
      ...rota,
      schema: {
        ...base,
        summary: resumos.listar,
        querystring: schemas.busca,
        response: { 200: ZPaginaItensAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r) => servico.listar(r.query as FiltrosItemAdmin),
  );

  rotas.get(
    um,
    {
      ...rota,
      schema: {
        ...base,
        summary: resumos.obter,
        params: ZIdItemParam,
        response: { 200: schemas.detalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => servico.obter(r.params.id),
  );

  rotas.post(
    lista,
    {
      ...rota,
      schema: {
        ...base,
        summary: resumos.criar,
        body: schemas.novo,
        response: { 201: ZCriado, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r, reply) => reply.code(201).send({ id: await servico.criar(autorDe(r), r.body as z.output<N>) }),
  );

  rotas.put(
    um,
    {
      ...rota,
      schema: {
        ...base,
        summary: resumos.editar,
        params: ZIdItemParam,
        body: schemas.edicao,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      await servico.editar(autorDe(r), r.params.id, r.body as z.output<E>);
      return reply.code(204).send(null);
    },
  );

  for (const acao of ['publicar', 'anular', 'desatualizar'] as const) {
    rotas.post(
      `${um}/${acao}`,
      {
        ...rota,
        schema: {
          ...base,
          summary: resumos[acao],
          params: ZIdItemParam,
          response: {
            200: z.object({ situacao: ZSituacaoItem }),
            ...errorsFor(400, 401, 403, 404, 409, 500),
          },
        },
      },
      async (r) => ({ situacao: await servico.mover(autorDe(r), r.params.id, acao) }),
    );
  }

  rotas.delete(
    um,
    {
      ...rota,
      schema: {
        ...base,
        summary: resumos.excluir,
        params: ZIdItemParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      await servico.excluir(autorDe(r), r.params.id);
      return reply.code(204).send(null);
    },
  );
}
