import { buffer } from 'node:stream/consumers';
import { pageOf } from '@aprovei/shared/common.schemas';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import { avisoQuestaoCorrigida } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  MENSAGEM_AGUARDE_CORRECAO,
  MENSAGEM_CORRECAO_NAO_ENCONTRADA,
  MENSAGEM_CORRIGIDA,
  MENSAGEM_ENVIADA,
  MENSAGEM_JA_CORRIGIDA,
  MENSAGEM_LIMITE_ENVIOS,
  MENSAGEM_NAO_CORRIGIDA,
  MENSAGEM_PROFESSOR_INVALIDO,
  MENSAGEM_QUESTAO_NAO_ENCONTRADA,
  MENSAGEM_REENVIO,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import {
  type TContadorQuestaoAberta,
  type TEnvioResposta,
  type TFiltroQuestoesAberta,
  type TListaQuestoesAberta,
  type TSituacaoQuestaoAberta,
  ZCorrecaoCampos,
} from '@aprovei/shared/questao-aberta/questao-aberta.schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { acessoService } from '../acesso/index.ts';
import type { NotificacoesPush } from '../notificacoes-push/index.ts';
import { type ArquivoMeta, questaoAbertaRepository } from './questao-aberta.repository.ts';
import { receberArquivo } from './upload.ts';

const plataformasDe = (tenant: Tenant) => PLATAFORMAS_DO_TENANT[tenant] as readonly number[];
const naoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGEM_QUESTAO_NAO_ENCONTRADA);
const foraDaFila = () => new AppError('NAO_ENCONTRADO', MENSAGEM_CORRECAO_NAO_ENCONTRADA);

/** The fields sent with an answer: the chosen teacher (empty: any) and the resend confirmation. */
const ZCamposEnvio = z.object({
  idProfessor: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: MENSAGEM_PROFESSOR_INVALIDO });
        return z.NEVER;
      }
      return n;
    }),
  reenviar: z
    .string()
    .optional()
    .transform((v) => v === 'true'),
});

function validar<T extends z.ZodType>(schema: T, campos: Record<string, string>): z.output<T> {
  const r = schema.safeParse(campos);
  if (r.success) return r.data;
  throw new AppError(
    'VALIDACAO',
    MENSAGENS.validacao,
    r.error.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })),
  );
}

export interface QuestaoAbertaDeps {
  storage: FileStorage;
  mailer?: Mailer;
  /** The product's public address (links in e-mails), by tenant. */
  enderecoPublico?: (tenant: Tenant) => string;
  /** The student's devices hear of a correction too ('Sua questão aberta foi corrigida'). */
  push?: Pick<NotificacoesPush, 'avisar'>;
}

/**
 * Open questions (spec doc 3 "Open questions", §4, §5, §7) and the teachers' corrections. A student
 * reads only their own answers and corrections; a teacher only the answers in their queue (addressed
 * to them or to nobody) and those they corrected. The sending quota is the plans' allowance
 * (`acesso`) plus the packs granted (ADR 013), counted under a lock on the student's row.
 */
export function questaoAbertaService(db: Db, deps: QuestaoAbertaDeps) {
  const repo = questaoAbertaRepository(db);
  const acesso = acessoService(db);
  const { storage } = deps;

  async function quota(usuarioId: number, tenant: Tenant) {
    const [a, uso] = await Promise.all([acesso.forUser(usuarioId, tenant), repo.uso(usuarioId)]);
    const limite = a.enviosQuestaoAberta + uso.pacotes;
    return { respondidas: uso.enviadas, disponiveis: Math.max(0, limite - uso.enviadas) };
  }

  async function exigirProfessor(usuarioId: number, tenant: Tenant) {
    if (!(await acesso.forUser(usuarioId, tenant)).professor)
      throw new AppError('PROIBIDO', MENSAGENS.proibido);
  }

  async function questaoDoProduto(tenant: Tenant, id: number) {
    const q = await repo.questao(id, plataformasDe(tenant));
    if (!q) throw naoEncontrada();
    return q;
  }

  return {
    async listar(usuarioId: number, tenant: Tenant, f: TFiltroQuestoesAberta): Promise<TListaQuestoesAberta> {
      await acesso.forUser(usuarioId, tenant);
      const pref = await repo.preferencia(usuarioId);
      const { linhas, total } = await repo.listar(usuarioId, {
        ...f,
        plataformas: plataformasDe(tenant),
        semente: pref?.aleatoria ? pref.semente : null,
      });
      return pageOf(
        linhas.map((l) => ({
          id: l.id,
          numero: l.numero,
          titulo: l.titulo,
          observacao: l.observacao,
          temaQuestaoAbertaVO: { id: l.temaId, nome: l.temaNome },
          nomeArquivo: l.nomeArquivo,
          arquivoBytes: l.arquivoBytes,
          situacao: l.situacao ?? '',
          idProfessor: l.idProfessor,
        })),
        f.page,
        f.size,
        total,
      );
    },

    async titulos(usuarioId: number, tenant: Tenant, titulo: string) {
      await acesso.forUser(usuarioId, tenant);
      return repo.titulos(plataformasDe(tenant), titulo);
    },

    async contador(usuarioId: number, tenant: Tenant): Promise<TContadorQuestaoAberta> {
      const { respondidas, disponiveis } = await quota(usuarioId, tenant);
      return { respondidas, disponiveis };
    },

    async situacao(usuarioId: number, tenant: Tenant, questaoId: number): Promise<TSituacaoQuestaoAberta> {
      await acesso.forUser(usuarioId, tenant);
      await questaoDoProduto(tenant, questaoId);
      const r = await repo.ultimaResposta(usuarioId, questaoId);
      const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
      return {
        situacao: r?.situacao ?? '',
        idProfessor: r?.idProfessor ?? null,
        enviadaEm: iso(r?.enviadaEm ?? null),
        corrigidaEm: iso(r?.corrigidaEm ?? null),
        comentario: r?.comentario ?? null,
        nota: r?.notaDecimos == null ? null : r.notaDecimos / 10,
        professor: r?.professor ?? null,
      };
    },

    /** The question's PDF: any signed-in user of the product (students and teachers). */
    async arquivoQuestao(usuarioId: number, tenant: Tenant, questaoId: number): Promise<ArquivoMeta> {
      await acesso.forUser(usuarioId, tenant);
      return questaoDoProduto(tenant, questaoId);
    },

    /** The correction file of the caller's latest answer; none yet: 'Questão não corrigida ainda'. */
    async arquivoCorrecao(usuarioId: number, tenant: Tenant, questaoId: number): Promise<ArquivoMeta> {
      await acesso.forUser(usuarioId, tenant);
      await questaoDoProduto(tenant, questaoId);
      const r = await repo.ultimaResposta(usuarioId, questaoId);
      if (!r?.correcao) throw new AppError('NAO_ENCONTRADO', MENSAGEM_NAO_CORRIGIDA);
      return r.correcao;
    },

    professores: async (usuarioId: number, tenant: Tenant) => {
      await acesso.forUser(usuarioId, tenant);
      return repo.professores(tenant);
    },

    async ordenacao(usuarioId: number) {
      return { aleatoria: (await repo.preferencia(usuarioId))?.aleatoria ?? false };
    },
    async salvarOrdenacao(usuarioId: number, aleatoria: boolean) {
      await repo.salvarPreferencia(usuarioId, aleatoria);
      return { aleatoria };
    },

    /**
     * A student's answer: refused while one awaits correction, at the end of the quota, and for a
     * corrected question unless the resend was confirmed ('reenviar'). Checked before the upload (no
     * file stored in vain) and again, under the student's lock, before it is recorded.
     */
    async enviar(
      usuarioId: number,
      tenant: Tenant,
      questaoId: number,
      request: FastifyRequest,
    ): Promise<TEnvioResposta> {
      await questaoDoProduto(tenant, questaoId);
      // The plans' allowance is read before the transaction (PGlite has one connection).
      const limitePlanos = (await acesso.forUser(usuarioId, tenant)).enviosQuestaoAberta;
      const conferir = async (r: typeof repo, campos?: { reenviar: boolean }) => {
        const [uso, ultima] = [await r.uso(usuarioId), await r.ultimaResposta(usuarioId, questaoId)];
        if (ultima?.situacao === 'P') throw new AppError('CONFLITO', MENSAGEM_AGUARDE_CORRECAO);
        if (uso.enviadas >= limitePlanos + uso.pacotes)
          throw new AppError('PROIBIDO', MENSAGEM_LIMITE_ENVIOS);
        if (campos && ultima?.situacao === 'C' && !campos.reenviar)
          throw new AppError('CONFLITO', MENSAGEM_REENVIO);
      };
      await conferir(repo);
      const { campos, arquivo } = await receberArquivo(request, storage, 'questao-aberta/respostas');
      try {
        const envio = validar(ZCamposEnvio, campos);
        if (envio.idProfessor !== null && !(await repo.professorDoTenant(envio.idProfessor, tenant))) {
          throw new AppError('VALIDACAO', MENSAGEM_PROFESSOR_INVALIDO, [
            { campo: 'idProfessor', mensagem: MENSAGEM_PROFESSOR_INVALIDO },
          ]);
        }
        await db.transaction(async (tx) => {
          const txRepo = questaoAbertaRepository(tx);
          await txRepo.travarUsuario(usuarioId);
          await conferir(txRepo, envio);
          await txRepo.inserirResposta({
            questaoAbertaId: questaoId,
            usuarioId,
            professorId: envio.idProfessor,
            arquivo,
          });
        });
      } catch (error) {
        await storage.delete(arquivo.chave);
        throw error;
      }
      return { mensagem: MENSAGEM_ENVIADA, situacao: 'P' };
    },

    // ─── The teacher's side ──────────────────────────────────────────────────────────────────────

    async fila(professorId: number, tenant: Tenant) {
      await exigirProfessor(professorId, tenant);
      const linhas = await repo.fila(professorId, tenant, plataformasDe(tenant));
      return linhas.map((l) => ({
        id: l.id,
        questao: { id: l.questaoId, numero: l.numero, titulo: l.titulo, tema: l.tema },
        aluno: l.aluno,
        enviadaEm: new Date(l.enviadaEm).toISOString(),
        paraMim: l.paraMim,
        nomeArquivo: l.nomeArquivo,
      }));
    },

    async corrigidas(professorId: number, tenant: Tenant, pagina: { page: number; size: number }) {
      await exigirProfessor(professorId, tenant);
      const { linhas, total } = await repo.corrigidas(professorId, tenant, plataformasDe(tenant), pagina);
      return pageOf(
        linhas.map((l) => ({
          id: l.id,
          questao: { id: l.questaoId, numero: l.numero, titulo: l.titulo, tema: l.tema },
          aluno: l.aluno,
          enviadaEm: new Date(l.enviadaEm).toISOString(),
          corrigidaEm: new Date(l.corrigidaEm).toISOString(),
          nota: l.notaDecimos / 10,
          comentario: l.comentario,
          nomeArquivo: l.nomeArquivo,
        })),
        pagina.page,
        pagina.size,
        total,
      );
    },

    async arquivoResposta(professorId: number, tenant: Tenant, respostaId: number): Promise<ArquivoMeta> {
      await exigirProfessor(professorId, tenant);
      const r = await repo.respostaDoProfessor(respostaId, professorId, tenant);
      if (!r) throw foraDaFila();
      return r;
    },

    /** The teacher's correction: file, comment and score; the student's status becomes 'C' and an e-mail goes out. */
    async corrigir(professorId: number, tenant: Tenant, respostaId: number, request: FastifyRequest) {
      await exigirProfessor(professorId, tenant);
      const antes = await repo.respostaDoProfessor(respostaId, professorId, tenant);
      if (!antes) throw foraDaFila();
      if (antes.situacao === 'C') throw new AppError('CONFLITO', MENSAGEM_JA_CORRIGIDA);
      const { campos, arquivo } = await receberArquivo(request, storage, 'questao-aberta/correcoes');
      let nota: number;
      try {
        const c = validar(ZCorrecaoCampos, campos);
        nota = c.nota;
        const feita = await repo.corrigir(respostaId, professorId, {
          arquivo,
          comentario: c.comentario,
          notaDecimos: Math.round(c.nota * 10),
        });
        if (!feita) throw new AppError('CONFLITO', MENSAGEM_JA_CORRIGIDA);
      } catch (error) {
        await storage.delete(arquivo.chave);
        throw error;
      }
      if (deps.mailer) {
        const endereco = deps.enderecoPublico?.(tenant);
        const email = renderEmail(tenant, {
          assunto: 'Sua questão aberta foi corrigida',
          blocos: [
            `Olá, ${antes.alunoNome.split(' ')[0]}!`,
            `O professor corrigiu sua resposta à questão ${antes.numero} — ${antes.titulo}.`,
            { campos: [['Nota', nota.toLocaleString('pt-BR', { maximumFractionDigits: 1 })]] },
            `Abra a Questão Aberta e clique em 'Ver correção' para ler o comentário e baixar a correção${
              endereco ? `: ${endereco}questao-aberta` : '.'
            }`,
          ],
        });
        await deps.mailer.enviar({
          para: antes.alunoEmail,
          ...email,
          tenantId: tenant,
          usuarioId: antes.usuarioId,
        });
      }
      await deps.push?.avisar(
        antes.usuarioId,
        avisoQuestaoCorrigida(tenant, `Questão ${antes.numero} — ${antes.titulo}`),
      );
      return { mensagem: MENSAGEM_CORRIGIDA };
    },

    // ─── The account's data (LGPD, ADR 006) ──────────────────────────────────────────────────────

    /**
     * The export's sections: every answer with its file and correction (base64, at most
     * ARQUIVO_MAX_BYTES each), the packs and the order setting.
     */
    secoesExportacao: () =>
      [
        {
          tabela: 'resposta_questao_aberta',
          secao: 'questoesAbertas',
          ler: async (u: { id: number }) => {
            const lidas = await repo.respostasDoUsuario(u.id);
            const conteudo = async (chave: string | null) => {
              const f = chave ? await storage.get(chave) : null;
              return f ? (await buffer(f.body)).toString('base64') : null;
            };
            const comArquivos = [];
            for (const { arquivoChave, correcaoChave, ...r } of lidas) {
              comArquivos.push({
                ...r,
                arquivoBase64: await conteudo(arquivoChave),
                correcaoBase64: await conteudo(correcaoChave),
              });
            }
            return comArquivos;
          },
        },
        {
          tabela: 'pacote_questao_aberta',
          secao: 'pacotesQuestoesAbertas',
          ler: (u: { id: number }) => repo.pacotesDoUsuario(u.id) as Promise<Record<string, unknown>[]>,
        },
        {
          tabela: 'preferencia_questao_aberta',
          secao: 'preferenciaQuestoesAbertas',
          ler: async (u: { id: number }) => {
            const p = await repo.preferencia(u.id);
            return p ? [{ aleatoria: p.aleatoria }] : [];
          },
        },
      ] as const,
  };
}

/**
 * Erases a deleted account's answers, packs and setting inside the caller's transaction; answers the
 * storage keys to delete once it commits (apagarArquivos).
 */
export function apagarQuestoesAbertasDoUsuario(
  tx: Parameters<typeof questaoAbertaRepository>[0],
  usuarioId: number,
) {
  return questaoAbertaRepository(tx).apagarDoUsuario(usuarioId);
}

export async function apagarArquivos(storage: FileStorage, chaves: readonly string[]) {
  for (const chave of chaves) await storage.delete(chave);
}

export type QuestaoAbertaService = ReturnType<typeof questaoAbertaService>;
