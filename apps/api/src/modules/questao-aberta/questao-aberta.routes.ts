import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGEM_NAO_CORRIGIDA,
  MENSAGEM_QUESTAO_NAO_ENCONTRADA,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import {
  ZBuscaTitulo,
  ZContadorQuestaoAberta,
  ZCorrecaoEnviada,
  ZEnvioResposta,
  ZFilaCorrecao,
  ZFiltroCorrigidas,
  ZFiltroQuestoesAberta,
  ZIdQuestaoAbertaParams,
  ZIdRespostaParams,
  ZListaQuestoesAberta,
  ZPaginaCorrigidas,
  ZProfessores,
  ZSituacaoQuestaoAberta,
  ZTitulos,
} from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import { ZOrdenacao } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrl } from '../../config/env.ts';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { segundoFatorDaEquipe } from '../equipe/index.ts';
import type { NotificacoesPush } from '../notificacoes-push/index.ts';
import { questaoAbertaService } from './questao-aberta.service.ts';
import { enviarArquivo } from './upload.ts';

const ARQUIVO =
  'O arquivo em si (PDF, JPEG ou PNG), mostrado no navegador (Content-Disposition: inline), com o nome de exibição';
const UPLOAD =
  'multipart/form-data: os campos antes do arquivo; um arquivo PDF, JPG ou PNG (tipo decidido pelo conteúdo) de até 10 MB. ' +
  '413 acima do tamanho, 415 de outro tipo ou sem multipart';

/** Open questions (spec doc 3 §7 "Open questions") and the teachers' correction queue. */
export const questaoAbertaModule: FastifyPluginAsyncZod<{ push: NotificacoesPush }> = async (
  app,
  { push },
) => {
  const service = questaoAbertaService(app.database.db, {
    storage: app.fileStorage,
    mailer: app.mailer,
    enderecoPublico: (tenant) => publicUrl(app.env, tenant),
    push,
  });
  const errors = errorsFor(400, 401, 403, 404, 500);
  const tags = ['questao-aberta'];
  const base = { preHandler: app.requireAuth, config: { sessaoNaLeitura: true } };
  const naoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGEM_QUESTAO_NAO_ENCONTRADA);

  app.get(
    '/questoes/listar-questoes-aberta',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary:
          'Questões abertas por título, tema e situação do aluno (todas, não respondidas, em correção, corrigidas)',
        querystring: ZFiltroQuestoesAberta,
        response: { 200: ZListaQuestoesAberta, ...errors },
      },
    },
    (r) => service.listar(currentUser(r).id, r.tenant, r.query),
  );

  app.get(
    '/questoes/randomizar-questao-aberta',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'Ordem aleatória das questões abertas: ligada ou não',
        response: { 200: ZOrdenacao, ...errors },
      },
    },
    (r) => service.ordenacao(currentUser(r).id),
  );
  app.put(
    '/questoes/randomizar-questao-aberta',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'Liga ou desliga a ordem aleatória das questões abertas',
        body: ZOrdenacao,
        response: { 200: ZOrdenacao, ...errors },
      },
    },
    (r) => service.salvarOrdenacao(currentUser(r).id, r.body.aleatoria),
  );

  app.get(
    '/questao-aberta/busca-titulo',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary: 'Títulos de questões abertas que contêm o texto (sugestões do filtro)',
        querystring: ZBuscaTitulo,
        response: { 200: ZTitulos, ...errors },
      },
    },
    (r) => service.titulos(currentUser(r).id, r.tenant, r.query.titulo),
  );

  app.get(
    '/questao-aberta/contador/respondidas-disponiveis',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary: 'Respostas enviadas e envios que restam (plano mais pacotes)',
        response: { 200: ZContadorQuestaoAberta, ...errors },
      },
    },
    (r) => service.contador(currentUser(r).id, r.tenant),
  );

  app.get(
    '/questao-aberta/carregar-situacao/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary: "Situação do aluno na questão ('P', 'C' ou vazia) e, corrigida, o comentário e a nota",
        params: ZIdQuestaoAbertaParams,
        response: { 200: ZSituacaoQuestaoAberta, ...errors },
      },
    },
    (r) => service.situacao(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questao-aberta/carregar-arquivo-questao/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary: 'O PDF da questão',
        description: ARQUIVO,
        params: ZIdQuestaoAbertaParams,
        response: errors,
      },
    },
    async (r, reply) =>
      enviarArquivo(
        reply,
        app.fileStorage,
        await service.arquivoQuestao(currentUser(r).id, r.tenant, r.params.id),
        naoEncontrada,
      ),
  );

  app.get(
    '/questao-aberta/carregar-resposta/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary:
          "A correção do professor (o arquivo) da última resposta do aluno; 404 'Questão não corrigida ainda'",
        description: ARQUIVO,
        params: ZIdQuestaoAbertaParams,
        response: errors,
      },
    },
    async (r, reply) =>
      enviarArquivo(
        reply,
        app.fileStorage,
        await service.arquivoCorrecao(currentUser(r).id, r.tenant, r.params.id),
        () => new AppError('NAO_ENCONTRADO', MENSAGEM_NAO_CORRIGIDA),
      ),
  );

  app.put(
    '/questao-aberta/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary:
          'Envia a resposta do aluno (arquivo) para correção, a um professor (idProfessor) ou a qualquer um',
        description:
          `${UPLOAD}. Campos: idProfessor (vazio: qualquer professor), reenviar=true para reenviar uma questão já corrigida ` +
          "(senão 409 'Você já respondeu essa mesma questão anteriormente!'). 409 enquanto aguarda correção; " +
          '403 no limite de envios do plano e dos pacotes',
        params: ZIdQuestaoAbertaParams,
        response: { 200: ZEnvioResposta, ...errorsFor(400, 401, 403, 404, 409, 413, 415, 500) },
      },
    },
    (r) => service.enviar(currentUser(r).id, r.tenant, r.params.id, r),
  );

  app.get(
    '/professor/busca-professor',
    {
      ...base,
      schema: {
        tags,
        security: bearer,
        summary: 'Professores do produto (o seletor de professor da questão aberta)',
        response: { 200: ZProfessores, ...errors },
      },
    },
    (r) => service.professores(currentUser(r).id, r.tenant),
  );

  // ─── The teacher's side (not in the spec) ─────────────────────────────────────────────────────
  // Staff calls: the second factor is demanded as on every back-office route (issue 23 §2).
  const doProfessor = { ...base, preHandler: [app.requireAuth, segundoFatorDaEquipe(app)] };

  app.get(
    '/professor/correcoes',
    {
      ...doProfessor,
      schema: {
        tags,
        security: bearer,
        summary:
          'Fila do professor: respostas aguardando correção endereçadas a ele ou a ninguém, das mais antigas',
        description: '403 para quem não é professor',
        response: { 200: ZFilaCorrecao, ...errors },
      },
    },
    (r) => service.fila(currentUser(r).id, r.tenant),
  );

  app.get(
    '/professor/correcoes/corrigidas',
    {
      ...doProfessor,
      schema: {
        tags,
        security: bearer,
        summary: 'Respostas que o professor já corrigiu, com a nota e o comentário, das mais recentes',
        description: '403 para quem não é professor',
        querystring: ZFiltroCorrigidas,
        response: { 200: ZPaginaCorrigidas, ...errors },
      },
    },
    (r) => service.corrigidas(currentUser(r).id, r.tenant, r.query),
  );

  app.get(
    '/professor/correcoes/:id/arquivo',
    {
      ...doProfessor,
      schema: {
        tags,
        security: bearer,
        summary: 'O arquivo da resposta do aluno (da fila do professor ou corrigida por ele)',
        description: ARQUIVO,
        params: ZIdRespostaParams,
        response: errors,
      },
    },
    async (r, reply) =>
      enviarArquivo(
        reply,
        app.fileStorage,
        await service.arquivoResposta(currentUser(r).id, r.tenant, r.params.id),
        naoEncontrada,
      ),
  );

  app.put(
    '/professor/correcoes/:id',
    {
      ...doProfessor,
      schema: {
        tags,
        security: bearer,
        summary: 'Corrige uma resposta: arquivo da correção, comentário e nota; o aluno recebe um e-mail',
        description: `${UPLOAD}. Campos: comentario, nota (0 a 10, uma casa decimal). 409 se já corrigida`,
        params: ZIdRespostaParams,
        response: { 200: ZCorrecaoEnviada, ...errorsFor(400, 401, 403, 404, 409, 413, 415, 500) },
      },
    },
    (r) => service.corrigir(currentUser(r).id, r.tenant, r.params.id, r),
  );
};
