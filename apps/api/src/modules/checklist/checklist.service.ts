import {
  MENSAGEM_CHECKLIST_DESATUALIZADA,
  MENSAGEM_CHECKLIST_NAO_CRIADA,
  MENSAGEM_CONTEUDO_FORA_DA_CHECKLIST,
  MENSAGEM_CONTEUDO_REPETIDO,
  MENSAGEM_SEM_CHECKLIST,
} from '@aprovei/shared/checklist/checklist.rules';
import type {
  TChecklist,
  TChecklistAtualizar,
  TChecklistMateria,
} from '@aprovei/shared/checklist/checklist.schemas';
import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMA, PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { acessoService } from '../acesso/index.ts';
import { checklistRepository, type LinhaChecklist } from './checklist.repository.ts';

/** The checklist covers the residency platform's catalogue (the menu shows it on platform 1 only). */
const PLATAFORMA_CHECKLIST = PLATAFORMA.RESIDENCIA;

/** Groups the catalogue-ordered rows into subjects with their contents (the spec's wire shape). */
function agrupar(linhas: LinhaChecklist[]): TChecklistMateria[] {
  const materias = new Map<number, TChecklistMateria>();
  for (const l of linhas) {
    let m = materias.get(l.materiaId);
    if (!m) {
      m = { checklistMateriaVO: { materia: { id: l.materiaId, nome: l.materiaNome } }, listaConteudo: [] };
      materias.set(l.materiaId, m);
    }
    m.listaConteudo.push({
      conteudoMateriaVO: { conteudo: { id: l.conteudoId, nome: l.conteudoNome } },
      estudoTeorico: l.estudoTeorico,
      resolucaoQuestao: l.resolucaoQuestao,
      revisao: l.revisao,
      observacoes: l.observacoes,
    });
  }
  return [...materias.values()];
}

export function checklistService(db: Db) {
  const repo = checklistRepository(db);
  const acesso = acessoService(db);

  /** Only a plan with 'Checklist de estudos' (or an admin) uses it, on the product that has platform 1. */
  async function autorizar(usuarioId: number, tenant: Tenant) {
    if (!(PLATAFORMAS_DO_TENANT[tenant] as readonly number[]).includes(PLATAFORMA_CHECKLIST))
      throw new AppError('NAO_ENCONTRADO', 'A checklist não existe neste produto.');
    const a = await acesso.forUser(usuarioId, tenant);
    if (!a.checklist(PLATAFORMA_CHECKLIST)) throw new AppError('SEM_ACESSO', MENSAGEM_SEM_CHECKLIST);
  }

  async function ler(usuarioId: number): Promise<TChecklist> {
    const c = await repo.findByUsuario(usuarioId);
    if (!c) throw new AppError('NAO_ENCONTRADO', MENSAGEM_CHECKLIST_NAO_CRIADA);
    return { versao: c.versao, checklists: agrupar(await repo.listar(c.id, PLATAFORMA_CHECKLIST)) };
  }

  return {
    /** The caller's checklist; 404 before it was created. */
    async listar(usuarioId: number, tenant: Tenant): Promise<TChecklist> {
      await autorizar(usuarioId, tenant);
      return ler(usuarioId);
    },

    /** Creates the caller's checklist from the catalogue (nothing changes if it exists) and returns it. */
    async criar(usuarioId: number, tenant: Tenant): Promise<TChecklist> {
      await autorizar(usuarioId, tenant);
      await repo.criar(usuarioId, PLATAFORMA_CHECKLIST);
      return ler(usuarioId);
    },

    /** Saves the whole list read at `versao`; a save over a newer version is a 409. */
    async atualizar(usuarioId: number, tenant: Tenant, corpo: TChecklistAtualizar): Promise<TChecklist> {
      await autorizar(usuarioId, tenant);
      const c = await repo.findByUsuario(usuarioId);
      if (!c) throw new AppError('NAO_ENCONTRADO', MENSAGEM_CHECKLIST_NAO_CRIADA);
      const conteudos = corpo.checklists.flatMap((m) =>
        m.listaConteudo.map((k) => ({
          conteudoId: k.conteudoMateriaVO.conteudo.id,
          estudoTeorico: k.estudoTeorico,
          resolucaoQuestao: k.resolucaoQuestao,
          revisao: k.revisao,
          observacoes: k.observacoes,
        })),
      );
      const ids = new Set(conteudos.map((k) => k.conteudoId));
      if (ids.size !== conteudos.length) throw new AppError('VALIDACAO', MENSAGEM_CONTEUDO_REPETIDO);
      if ((await repo.contarDoCatalogo(PLATAFORMA_CHECKLIST, [...ids])) !== ids.size)
        throw new AppError('VALIDACAO', MENSAGEM_CONTEUDO_FORA_DA_CHECKLIST);
      if (!(await repo.salvar(c.id, corpo.versao, conteudos)))
        throw new AppError('CONFLITO', MENSAGEM_CHECKLIST_DESATUALIZADA);
      return ler(usuarioId);
    },
  };
}
