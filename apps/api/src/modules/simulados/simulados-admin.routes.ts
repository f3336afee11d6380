import {
  ZAdicionarQuestoesSimulado,
  ZAnulacaoFeita,
  ZAnularQuestaoSimulado,
  ZBuscaBancoSimulado,
  ZBuscaPacotesAdmin,
  ZBuscaSimuladosAdmin,
  ZIdPacoteAdminParam,
  ZIdQuestaoSimuladoAdminParam,
  ZIdSimuladoAdminParam,
  ZOrdemQuestoesSimulado,
  ZPacoteAdminBody,
  ZPaginaBancoSimulado,
  ZPaginaPacotesAdmin,
  ZPaginaSimuladosAdmin,
  ZPreviaSimulado,
  ZQuestoesAdicionadas,
  ZSimuladoAdmin,
  ZSimuladoAdminBody,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { simuladosAdminService } from './simulados-admin.service.ts';

/** The back office's mocks and packages (area 'conteudo': admins and editors). */
export const simuladosAdminModule: FastifyPluginAsyncZod = async (app) => {
  const service = simuladosAdminService(app.database.db);
  const g = rotaDaEquipe(app, 'conteudo');
  const rota = { onRequest: g.onRequest };
  const doc = (summary: string, description?: string) => ({
    tags: g.tags,
    security: g.security,
    summary,
    ...(description ? { description } : {}),
  });
  const erros = errorsFor(400, 401, 403, 404, 409, 500);
  const id = z.object({ id: z.number() });

  app.get(
    '/admin/pacotes-simulado',
    {
      ...rota,
      schema: {
        ...doc('Pacotes de simulados do produto, uma página'),
        querystring: ZBuscaPacotesAdmin,
        response: { 200: ZPaginaPacotesAdmin, ...erros },
      },
    },
    (r) => service.pacotes(r.tenant, r.query),
  );

  app.post(
    '/admin/pacotes-simulado',
    {
      ...rota,
      schema: {
        ...doc('Cria um pacote de simulados (nome, plataforma, gratuito ou pago)'),
        body: ZPacoteAdminBody,
        response: { 200: id, ...erros },
      },
    },
    (r) => service.criarPacote(autorDe(r), r.tenant, r.body),
  );

  app.put(
    '/admin/pacotes-simulado/:id',
    {
      ...rota,
      schema: {
        ...doc('Edita um pacote de simulados'),
        params: ZIdPacoteAdminParam,
        body: ZPacoteAdminBody,
        response: { 204: z.null(), ...erros },
      },
    },
    async (r, reply) => {
      await service.editarPacote(autorDe(r), r.tenant, r.params.id, r.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/simulados',
    {
      ...rota,
      schema: {
        ...doc('Simulados do produto (rascunhos e publicados), uma página'),
        querystring: ZBuscaSimuladosAdmin,
        response: { 200: ZPaginaSimuladosAdmin, ...erros },
      },
    },
    (r) => service.simulados(r.tenant, r.query),
  );

  app.post(
    '/admin/simulados',
    {
      ...rota,
      schema: {
        ...doc('Cria um simulado como rascunho, sem questões (os alunos não o veem)'),
        body: ZSimuladoAdminBody,
        response: { 200: id, ...erros },
      },
    },
    (r) => service.criar(autorDe(r), r.tenant, r.body),
  );

  app.get(
    '/admin/simulados/:id',
    {
      ...rota,
      schema: {
        ...doc('O simulado com as questões, o gabarito e as explicações'),
        params: ZIdSimuladoAdminParam,
        response: { 200: ZSimuladoAdmin, ...erros },
      },
    },
    (r) => service.detalhe(r.tenant, r.params.id),
  );

  app.put(
    '/admin/simulados/:id',
    {
      ...rota,
      schema: {
        ...doc(
          'Edita o simulado',
          '409 depois que algum aluno respondeu: as questões e o gabarito congelam.',
        ),
        params: ZIdSimuladoAdminParam,
        body: ZSimuladoAdminBody,
        response: { 204: z.null(), ...erros },
      },
    },
    async (r, reply) => {
      await service.editar(autorDe(r), r.tenant, r.params.id, r.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/simulados/:id/banco',
    {
      ...rota,
      schema: {
        ...doc('Questões publicadas do banco (da plataforma do simulado) para compor, por filtros ou ids'),
        params: ZIdSimuladoAdminParam,
        querystring: ZBuscaBancoSimulado,
        response: { 200: ZPaginaBancoSimulado, ...erros },
      },
    },
    (r) => service.banco(r.tenant, r.params.id, r.query),
  );

  app.post(
    '/admin/simulados/:id/questoes',
    {
      ...rota,
      schema: {
        ...doc(
          'Copia questões publicadas do banco para uma parte do simulado',
          'Por ids, ou pelos filtros do banco até o limite. 409 depois que algum aluno respondeu.',
        ),
        params: ZIdSimuladoAdminParam,
        body: ZAdicionarQuestoesSimulado,
        response: { 200: ZQuestoesAdicionadas, ...erros },
      },
    },
    (r) => service.adicionar(autorDe(r), r.tenant, r.params.id, r.body),
  );

  app.put(
    '/admin/simulados/:id/ordem',
    {
      ...rota,
      schema: {
        ...doc('Reordena as questões do simulado', '409 depois que algum aluno respondeu.'),
        params: ZIdSimuladoAdminParam,
        body: ZOrdemQuestoesSimulado,
        response: { 204: z.null(), ...erros },
      },
    },
    async (r, reply) => {
      await service.reordenar(autorDe(r), r.tenant, r.params.id, r.body.ids);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/simulados/:id/questoes/:questaoId',
    {
      ...rota,
      schema: {
        ...doc('Remove uma questão do simulado', '409 depois que algum aluno respondeu.'),
        params: ZIdQuestaoSimuladoAdminParam,
        response: { 204: z.null(), ...erros },
      },
    },
    async (r, reply) => {
      await service.remover(autorDe(r), r.tenant, r.params.id, r.params.questaoId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/simulados/:id/previa',
    {
      ...rota,
      schema: {
        ...doc('Prévia: o simulado como a tela do aluno o lê, sem gabarito e sem registrar respostas'),
        params: ZIdSimuladoAdminParam,
        response: { 200: ZPreviaSimulado, ...erros },
      },
    },
    (r) => service.previa(currentUser(r).id, r.tenant, r.params.id),
  );

  app.post(
    '/admin/simulados/:id/publicar',
    {
      ...rota,
      schema: {
        ...doc(
          'Publica o rascunho',
          '400 para um simulado vazio ou com uma parte de peso sem questões; 409 se já publicado.',
        ),
        params: ZIdSimuladoAdminParam,
        response: { 204: z.null(), ...erros },
      },
    },
    async (r, reply) => {
      await service.publicar(autorDe(r), r.tenant, r.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/simulados/:id/questoes/:questaoId/anular',
    {
      ...rota,
      schema: {
        ...doc(
          'Anula uma questão do simulado publicado',
          'A questão conta como certa para todos; a nota, as partes e o ranking de cada tentativa finalizada ' +
            'são recalculados na mesma transação (docs/decisions/021-anulacao-simulado.md).',
        ),
        params: ZIdQuestaoSimuladoAdminParam,
        body: ZAnularQuestaoSimulado,
        response: { 200: ZAnulacaoFeita, ...erros },
      },
    },
    (r) => service.anular(autorDe(r), r.tenant, r.params.id, r.params.questaoId, r.body.motivo),
  );
};
