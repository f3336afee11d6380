import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { MENSAGEM_QUESTAO_NAO_ENCONTRADA } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import {
  camposDoFormulario,
  MENSAGENS_QUESTOES_ABERTAS_ADMIN as M,
  type TBuscaQuestoesAbertasAdmin,
  type TQuestaoAbertaAdmin,
  type TQuestaoAbertaCampos,
  type TTemaAdmin,
  ZQuestaoAbertaCampos,
} from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { validarEntrada } from '../../lib/validar.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import { adminRepository } from './admin.repository.ts';
import type { ArquivoMeta } from './arquivos.ts';
import { correcaoRepository } from './correcao.repository.ts';
import { receberArquivo } from './upload.ts';

const plataformasDe = (tenant: string) => PLATAFORMAS_DO_TENANT[tenant as Tenant] as readonly number[];
const naoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGEM_QUESTAO_NAO_ENCONTRADA);
const temaNaoEncontrado = () => new AppError('NAO_ENCONTRADO', M.temaNaoEncontrado);
/** A teacher sees the questions of the themes she corrects (as in her queue); an admin sees them all. */
const professorDe = (autor: Autor) => (autor.papel === 'PROFESSOR' ? autor.id : undefined);
const erroDeCampo = (campo: string, mensagem: string) =>
  new AppError('VALIDACAO', mensagem, [{ campo, mensagem }]);

/** What the audit log keeps of a question: its fields and its file's name and size. */
const retrato = (q: Omit<TQuestaoAbertaAdmin, 'respostas' | 'tema' | 'id' | 'numero'>) => ({
  plataformaId: q.plataformaId,
  titulo: q.titulo,
  temaId: q.temaId,
  observacao: q.observacao,
  nomeArquivo: q.nomeArquivo,
  arquivoBytes: q.arquivoBytes,
});

/**
 * The back office of the open questions (issue 21 §5): the questions with their PDF (checked by its
 * bytes, at most ARQUIVO_MAX_BYTES, in the file storage), the themes, and which of the product's
 * teachers correct each theme. Every write is audited in its transaction; a file whose write failed
 * leaves the storage, and a replaced one leaves it once the change commits.
 */
export function questaoAbertaAdminService(db: Db, deps: { storage: FileStorage }) {
  const repo = adminRepository(db);

  async function questao(tenant: string, id: number, professorId?: number) {
    const q = await repo.questao(id, plataformasDe(tenant), professorId);
    if (!q) throw naoEncontrada();
    return q;
  }

  async function conferirCampos(tenant: string, c: TQuestaoAbertaCampos) {
    if (!plataformasDe(tenant).includes(c.plataformaId)) throw erroDeCampo('plataformaId', M.plataforma);
    if (!(await repo.tema(c.temaId))) throw erroDeCampo('temaId', M.temaNaoEncontrado);
  }

  /**
   * The question's PDF from a multipart request; anything else leaves the storage with a 415 that
   * speaks of the question's PDF (not of the student's answer, as the shared upload's does).
   */
  async function receberPdf(request: FastifyRequest) {
    const recebido = await receberArquivo(request, deps.storage, 'questao-aberta/questoes').catch(
      (error: unknown) => {
        if (error instanceof AppError && error.codigo === 'TIPO_NAO_SUPORTADO' && request.isMultipart())
          throw new AppError('TIPO_NAO_SUPORTADO', M.soPdf);
        throw error;
      },
    );
    if (recebido.arquivo.tipo !== 'application/pdf') {
      await deps.storage.delete(recebido.arquivo.chave);
      throw new AppError('TIPO_NAO_SUPORTADO', M.soPdf);
    }
    return recebido;
  }

  /** Runs `escrever`; when it fails, the file just stored leaves the storage. */
  async function comArquivo<T>(arquivo: ArquivoMeta, escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      await deps.storage.delete(arquivo.chave);
      throw error;
    }
  }

  const semArquivo = ({ arquivo: _, ...q }: Awaited<ReturnType<typeof questao>>): TQuestaoAbertaAdmin => q;

  return {
    questoes: (tenant: string, f: TBuscaQuestoesAbertasAdmin) => repo.questoes(plataformasDe(tenant), f),

    questao: async (tenant: string, id: number) => semArquivo(await questao(tenant, id)),

    arquivo: async (tenant: string, id: number): Promise<ArquivoMeta> => (await questao(tenant, id)).arquivo,

    /** The correction area's list: the questions of the caller's themes. */
    questoesDaCorrecao: (autor: Autor, f: TBuscaQuestoesAbertasAdmin) =>
      repo.questoes(plataformasDe(autor.tenant), f, professorDe(autor)),

    /** The PDF of a question of the caller's themes; another question is not found. */
    arquivoDaCorrecao: async (autor: Autor, id: number): Promise<ArquivoMeta> =>
      (await questao(autor.tenant, id, professorDe(autor))).arquivo,

    /** A new question: its fields first, then its PDF, in one multipart request. */
    async criar(autor: Autor, request: FastifyRequest): Promise<TQuestaoAbertaAdmin> {
      const { campos, arquivo } = await receberPdf(request);
      const id = await comArquivo(arquivo, async () => {
        const c = validarEntrada(ZQuestaoAbertaCampos, camposDoFormulario(campos));
        await conferirCampos(autor.tenant, c);
        return db.transaction(async (tx) => {
          const novo = await adminRepository(tx).inserir(c, arquivo);
          await auditar(tx, autor, {
            acao: 'criar',
            entidade: 'questao_aberta',
            entidadeId: novo,
            depois: retrato({ ...c, nomeArquivo: arquivo.nome, arquivoBytes: arquivo.bytes }),
          });
          return novo;
        });
      });
      return semArquivo(await questao(autor.tenant, id));
    },

    async editar(autor: Autor, id: number, c: TQuestaoAbertaCampos): Promise<TQuestaoAbertaAdmin> {
      const antes = await questao(autor.tenant, id);
      await conferirCampos(autor.tenant, c);
      await db.transaction(async (tx) => {
        await adminRepository(tx).editar(id, c);
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'questao_aberta',
          entidadeId: id,
          antes: retrato(antes),
          depois: retrato({ ...antes, ...c }),
        });
      });
      return semArquivo(await questao(autor.tenant, id));
    },

    /** Replaces the question's PDF; the old file leaves the storage once the change commits. */
    async trocarArquivo(autor: Autor, id: number, request: FastifyRequest): Promise<TQuestaoAbertaAdmin> {
      const antes = await questao(autor.tenant, id);
      const { arquivo } = await receberPdf(request);
      await comArquivo(arquivo, () =>
        db.transaction(async (tx) => {
          await adminRepository(tx).trocarArquivo(id, arquivo);
          await auditar(tx, autor, {
            acao: 'trocar-arquivo',
            entidade: 'questao_aberta',
            entidadeId: id,
            antes: { nomeArquivo: antes.arquivo.nome, arquivoBytes: antes.arquivo.bytes },
            depois: { nomeArquivo: arquivo.nome, arquivoBytes: arquivo.bytes },
          });
        }),
      );
      await deps.storage.delete(antes.arquivo.chave);
      return semArquivo(await questao(autor.tenant, id));
    },

    // ─── Themes ──────────────────────────────────────────────────────────────────────────────────

    temas: (tenant: string): Promise<TTemaAdmin[]> => repo.temas(tenant),

    /** The product's teachers (id and name), for the themes' assignment. */
    professores: (tenant: string) => correcaoRepository(db).professores(tenant),

    async criarTema(autor: Autor, nome: string) {
      if (await repo.temaDeNome(nome)) throw new AppError('CONFLITO', M.temaDuplicado);
      const id = await db.transaction(async (tx) => {
        const novo = await adminRepository(tx).criarTema(nome);
        await auditar(tx, autor, {
          acao: 'criar',
          entidade: 'tema_questao_aberta',
          entidadeId: novo,
          depois: { nome },
        });
        return novo;
      });
      return temaDe(autor.tenant, id);
    },

    async renomearTema(autor: Autor, id: number, nome: string) {
      const antes = await repo.tema(id);
      if (!antes) throw temaNaoEncontrado();
      if (await repo.temaDeNome(nome, id)) throw new AppError('CONFLITO', M.temaDuplicado);
      await db.transaction(async (tx) => {
        await adminRepository(tx).renomearTema(id, nome);
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'tema_questao_aberta',
          entidadeId: id,
          antes: { nome: antes.nome },
          depois: { nome },
        });
      });
      return temaDe(autor.tenant, id);
    },

    /** Deletes a theme without questions (409 otherwise); its teachers' links go with it. */
    async excluirTema(autor: Autor, id: number) {
      const antes = await repo.tema(id);
      if (!antes) throw temaNaoEncontrado();
      if ((await repo.questoesDoTema(id)) > 0) throw new AppError('CONFLITO', M.temaEmUso);
      await db.transaction(async (tx) => {
        await adminRepository(tx).excluirTema(id);
        await auditar(tx, autor, {
          acao: 'excluir',
          entidade: 'tema_questao_aberta',
          entidadeId: id,
          antes: { nome: antes.nome },
        });
      });
    },

    /** Which of the product's teachers correct the theme (the whole list, replacing the last). */
    async definirProfessores(autor: Autor, id: number, professores: number[]) {
      const antes = await temaDe(autor.tenant, id);
      const unicos = [...new Set(professores)];
      const validos = new Set((await repo.professoresDoTenant(autor.tenant, unicos)).map((p) => p.id));
      const invalido = unicos.findIndex((p) => !validos.has(p));
      if (invalido >= 0)
        throw erroDeCampo(`professores.${professores.indexOf(unicos[invalido]!)}`, M.professor);
      await db.transaction(async (tx) => {
        await adminRepository(tx).definirProfessores(id, autor.tenant, unicos);
        await auditar(tx, autor, {
          acao: 'definir-professores',
          entidade: 'tema_questao_aberta',
          entidadeId: id,
          antes: { professores: antes.professores.map((p) => p.id) },
          depois: { professores: unicos.sort((a, b) => a - b) },
        });
      });
      return temaDe(autor.tenant, id);
    },
  };

  async function temaDe(tenant: string, id: number): Promise<TTemaAdmin> {
    const t = (await repo.temas(tenant)).find((x) => x.id === id);
    if (!t) throw temaNaoEncontrado();
    return t;
  }
}
