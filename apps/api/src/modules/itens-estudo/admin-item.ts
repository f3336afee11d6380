import { AppError } from '@aprovei/shared/errors';
import { MENSAGEM_MOTIVO_GABARITO, type SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import type { TAlteracaoGabarito, TBuscaQuestoesAdmin } from '@aprovei/shared/questoes/admin.schemas';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import {
  excluirRascunho,
  type ListaAdmin,
  listarAdmin,
  semPosicao,
  sincronizarVinculos,
  situacaoParaEscrever,
  transicionar,
} from './admin.ts';
import { conferirReferencias, type ReferenciasItemNovo } from './cadastro.ts';
import { historicoGabarito, registrarAlteracaoGabarito } from './gabarito.ts';

/** What every kind's back-office read carries besides its own fields. */
interface ItemAdminBase {
  plataformaId: number;
  situacao: SituacaoItem;
  respostas: number;
  atualizadoEm: string;
  historicoGabarito: TAlteracaoGabarito[];
}

/** What every kind's edit carries: where it sits (but its platform) and the reason of a key change. */
type EdicaoBase = Omit<ReferenciasItemNovo, 'plataformaId'> & { motivo?: string | undefined };

/** The kind's own reads and writes of one item (its module owns the tables). */
export interface RepositorioItemAdmin<A, E> {
  /** The item as its form edits it, without the key history; null when there is none. */
  paraEditar(id: number): Promise<Omit<A, 'historicoGabarito'> | null>;
  /** Writes an edit; a published item keeps what answers point to (`publicada`). */
  atualizar(id: number, edicao: E, publicada: boolean): Promise<void>;
  /** After a key change: every answer and each student's latest state marked right or wrong again. */
  recorrigir(id: number): Promise<void>;
}

/**
 * One kind of study item as the back office handles it (questions, fixation exercises): its tables,
 * its own reads and writes, its creation service, its edit schema and how its key reads. The one
 * mechanism below runs the states, the key changes, the list and the audit on it.
 */
export interface TipoItemAdmin<A extends ItemAdminBase, N, S extends z.ZodType<EdicaoBase>> {
  tabelas: ListaAdmin;
  naoEncontrado: string;
  repositorio: (tx: DbOrTx) => RepositorioItemAdmin<A, z.output<S>>;
  /** The kind's validated creation (issue 20), with a callback in its transaction. */
  cadastrar: (db: Db, novo: N, aoGravar: (tx: DbOrTx, ids: number[]) => Promise<void>) => Promise<number[]>;
  edicao: S;
  /** The key as the editor and the history read it (`B`, `Certo`), of a stored item or of an edit. */
  gabarito: (item: A | z.output<S>) => string;
  /** Refuses an edit a published item does not allow (a question's number of alternatives). */
  conferirPublicada?: (antes: A, edicao: z.output<S>) => void;
}

export type AcaoSituacao = 'publicar' | 'anular' | 'desatualizar';
export type FiltrosItemAdmin = Omit<TBuscaQuestoesAdmin, 'bancaId'> & { bancaId?: number | undefined };

/**
 * The back office of one kind (issue 21 §2–3): list, read, write as a draft or published, edit,
 * publish, annul, mark outdated, delete a draft. Every write is audited in its transaction; a change of
 * the key of a published item needs a reason, is recorded, and re-marks every answer to it (the
 * students' latest states, and through their triggers the dashboards' counters).
 */
export function itemAdminService<A extends ItemAdminBase, N, S extends z.ZodType<EdicaoBase>>(
  db: Db,
  tipo: TipoItemAdmin<A, N, S>,
) {
  const t = tipo.tabelas;
  const entidade = t.item;
  const vinculo = (tabela: string | undefined, tag: string) => tabela && { tabela, fk: t.fk, tag };
  const vinculos = [
    [vinculo(t.materia, 'materia_id'), 'materias'],
    [vinculo(t.conteudo, 'conteudo_id'), 'conteudos'],
    [vinculo(t.subConteudo, 'sub_conteudo_id'), 'subConteudos'],
  ] as const;

  async function obter(tx: DbOrTx, id: number): Promise<A> {
    const item = await tipo.repositorio(tx).paraEditar(id);
    if (!item) throw new AppError('NAO_ENCONTRADO', tipo.naoEncontrado);
    return { ...item, historicoGabarito: await historicoGabarito(tx, t.fk, id) } as A;
  }

  /** What the audit keeps of an item: its form's fields and state. */
  const retrato = ({ historicoGabarito: _, respostas: __, atualizadoEm: ___, ...item }: A) => item;

  return {
    listar: (f: FiltrosItemAdmin) => listarAdmin(db, t, f),
    obter: (id: number) => obter(db, id),

    async criar(autor: Autor, novo: N): Promise<number> {
      const [id] = await tipo
        .cadastrar(db, novo, async (tx, [novoId]) => {
          await auditar(tx, autor, {
            acao: 'criar',
            entidade,
            entidadeId: novoId!,
            depois: retrato(await obter(tx, novoId!)),
          });
        })
        .catch(semPosicao);
      return id!;
    },

    async editar(autor: Autor, id: number, edicao: z.input<S>): Promise<void> {
      const e = validarEntrada(tipo.edicao, edicao) as z.output<S>;
      await db.transaction(async (tx) => {
        const situacao = await situacaoParaEscrever(tx, entidade, id);
        if (situacao === null) throw new AppError('NAO_ENCONTRADO', tipo.naoEncontrado);
        const antes = await obter(tx, id);
        await conferirReferencias(tx, [{ ...e, plataformaId: antes.plataformaId }]).catch(semPosicao);
        const publicada = situacao !== 'RASCUNHO';
        if (publicada) tipo.conferirPublicada?.(antes, e);
        const gabarito = { antes: tipo.gabarito(antes), depois: tipo.gabarito(e) };
        const mudouGabarito = publicada && gabarito.antes !== gabarito.depois;
        const motivo = e.motivo?.trim() ?? '';
        if (mudouGabarito && !motivo)
          throw new AppError('VALIDACAO', MENSAGEM_MOTIVO_GABARITO, [
            { campo: 'motivo', mensagem: MENSAGEM_MOTIVO_GABARITO },
          ]);

        const repo = tipo.repositorio(tx);
        await repo.atualizar(id, e, publicada);
        for (const [v, campo] of vinculos) if (v) await sincronizarVinculos(tx, v, id, e[campo] ?? []);
        if (mudouGabarito) {
          const alvo = t.fk === 'questao_id' ? { questaoId: id } : { exercicioId: id };
          await registrarAlteracaoGabarito(tx, alvo, { ...gabarito, motivo, autorId: autor.id });
          await repo.recorrigir(id);
        }
        await auditar(tx, autor, {
          acao: mudouGabarito ? 'alterar-gabarito' : 'editar',
          entidade,
          entidadeId: id,
          antes: retrato(antes),
          depois: retrato(await obter(tx, id)),
          motivo: mudouGabarito ? motivo : null,
        });
      });
    },

    async mover(autor: Autor, id: number, acao: AcaoSituacao): Promise<SituacaoItem> {
      return db.transaction(async (tx) => {
        const { antes, depois } = await transicionar(tx, entidade, id, acao, tipo.naoEncontrado);
        await auditar(tx, autor, {
          acao,
          entidade,
          entidadeId: id,
          antes: { situacao: antes },
          depois: { situacao: depois },
        });
        return depois;
      });
    },

    async excluir(autor: Autor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const antes = await obter(tx, id);
        await excluirRascunho(tx, entidade, id, tipo.naoEncontrado);
        await auditar(tx, autor, { acao: 'excluir', entidade, entidadeId: id, antes: retrato(antes) });
      });
    },
  };
}

export type ItemAdminService = ReturnType<typeof itemAdminService>;
