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

/**
 * One kind's routes: its path under `/admin` and its names for the documentation's summaries
 * (`plural`: 'Questões'; `um`: 'uma questão', whose article gives the gender), and its schemas: the
 * list's filters, the item as read, a new item, an edit.
 */
export interface RotasItemAdmin<
  B extends z.ZodType<FiltrosItemAdmin>,
  N extends z.ZodType,
  E extends z.ZodType,
> {
  nomes: { caminho: string; plural: string; um: string };
  esquemas: [busca: B, detalhe: z.ZodType, novo: N, edicao: E];
}

/** The summaries of a kind's routes, from its names. */
function resumos({ plural, um }: RotasItemAdmin<never, never, never>['nomes']) {
  const a = um.startsWith('uma ') ? 'a' : 'o';
  const Um = um[0]!.toUpperCase() + um.slice(1);
  return {
    listar: `${plural} de todas as situações, com filtros, ordenação e paginação`,
    obter: `${Um} inteir${a}: o que o formulário edita, a situação e o histórico do gabarito`,
    criar: `Cria ${um}, como rascunho ou já publicad${a}`,
    editar: `Edita ${um} (mudar o gabarito de ${um} publicad${a} exige o motivo e recalcula as respostas e as estatísticas)`,
    publicar: 'Publica um rascunho',
    anular: `Anula ${um} publicad${a}`,
    desatualizar: `Marca ${um} publicad${a} como desatualizad${a}`,
    excluir: `Exclui um rascunho (${um} publicad${a} nunca é excluíd${a}: 409)`,
  };
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
  { nomes, esquemas: [busca, detalhe, novo, edicao] }: RotasItemAdmin<B, N, E>,
): void {
  const resumo = resumos(nomes);
  const rotas = app.withTypeProvider<ZodTypeProvider>();
  const g = rotaDaEquipe(app, 'conteudo');
  const rota = { onRequest: g.onRequest };
  const base = { tags: g.tags, security: g.security };
  const lista = `/admin/${nomes.caminho}`;
  const um = `${lista}/:id`;

  rotas.get(
    lista,
    {
      ...rota,
      schema: {
        ...base,
        summary: resumo.listar,
        querystring: busca,
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
        summary: resumo.obter,
        params: ZIdItemParam,
        response: { 200: detalhe, ...errorsFor(400, 401, 403, 404, 500) },
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
        summary: resumo.criar,
        body: novo,
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
        summary: resumo.editar,
        params: ZIdItemParam,
        body: edicao,
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
          summary: resumo[acao],
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
        summary: resumo.excluir,
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
