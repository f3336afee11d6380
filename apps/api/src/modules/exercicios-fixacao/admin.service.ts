import { AppError } from '@aprovei/shared/errors';
import { MENSAGEM_MOTIVO_GABARITO, type SituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import type { TBuscaExerciciosAdmin, TExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import {
  type TExercicioEdicao,
  type TExercicioNovo,
  ZExercicioEdicao,
} from '@aprovei/shared/questoes/questoes.schemas';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import {
  conferirReferencias,
  excluirRascunho,
  historicoGabarito,
  type ListaAdmin,
  listarAdmin,
  registrarAlteracaoGabarito,
  semPosicao,
  sincronizarVinculos,
  situacaoParaEscrever,
  transicionar,
} from '../itens-estudo/index.ts';
import { adminExerciciosRepository } from './admin.repository.ts';
import { exerciciosService, textosLimpos } from './exercicios.service.ts';

const NAO_ENCONTRADO = 'Exercício não encontrado.';
const LISTA: ListaAdmin = {
  item: 'exercicio',
  fk: 'exercicio_id',
  materia: 'exercicio_materia',
  conteudo: 'exercicio_conteudo',
  texto: sql`(q.afirmativa || ' ' || q.contexto)`,
};
const VINCULOS = {
  materia: { tabela: 'exercicio_materia', fk: 'exercicio_id', tag: 'materia_id' },
  conteudo: { tabela: 'exercicio_conteudo', fk: 'exercicio_id', tag: 'conteudo_id' },
};
const legivel = (certo: boolean) => (certo ? 'Certo' : 'Errado');

/**
 * The back office's fixation exercises (issue 21 §3), as its questions: a change of the answer of a
 * published exercise needs a reason, is recorded, and re-marks every answer to it.
 */
export function exerciciosAdminService(db: Db) {
  const cadastro = exerciciosService(db);

  async function obter(tx: DbOrTx, id: number): Promise<TExercicioAdmin> {
    const x = await adminExerciciosRepository(tx).paraEditar(id);
    if (!x) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADO);
    return { ...x, historicoGabarito: await historicoGabarito(tx, 'exercicio_id', id) };
  }
  const retrato = ({ historicoGabarito: _, respostas: __, atualizadoEm: ___, ...x }: TExercicioAdmin) => x;

  return {
    listar: (f: TBuscaExerciciosAdmin) => listarAdmin(db, LISTA, f),
    obter: (id: number) => obter(db, id),

    async criar(autor: Autor, novo: TExercicioNovo): Promise<number> {
      const [id] = await cadastro
        .cadastrar([novo], async (tx, [novoId]) => {
          await auditar(tx, autor, {
            acao: 'criar',
            entidade: 'exercicio',
            entidadeId: novoId!,
            depois: retrato(await obter(tx, novoId!)),
          });
        })
        .catch(semPosicao);
      return id!;
    },

    async editar(autor: Autor, id: number, edicao: TExercicioEdicao): Promise<void> {
      const e = validarEntrada(ZExercicioEdicao, edicao);
      const limpo = { ...e, ...textosLimpos(e) };
      await db.transaction(async (tx) => {
        const situacao = await situacaoParaEscrever(tx, 'exercicio', id);
        if (situacao === null) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADO);
        const antes = await obter(tx, id);
        await conferirReferencias(tx, [{ ...e, plataformaId: antes.plataformaId }]).catch(semPosicao);
        const mudouGabarito = situacao !== 'RASCUNHO' && antes.certo !== e.certo;
        const motivo = e.motivo?.trim() ?? '';
        if (mudouGabarito && !motivo)
          throw new AppError('VALIDACAO', MENSAGEM_MOTIVO_GABARITO, [
            { campo: 'motivo', mensagem: MENSAGEM_MOTIVO_GABARITO },
          ]);
        const repo = adminExerciciosRepository(tx);
        await repo.atualizar(id, limpo);
        await sincronizarVinculos(tx, VINCULOS.materia, id, e.materias);
        await sincronizarVinculos(tx, VINCULOS.conteudo, id, e.conteudos);
        if (mudouGabarito) {
          await registrarAlteracaoGabarito(
            tx,
            { exercicioId: id },
            { antes: legivel(antes.certo), depois: legivel(e.certo), motivo, autorId: autor.id },
          );
          await repo.recorrigir(id);
        }
        await auditar(tx, autor, {
          acao: mudouGabarito ? 'alterar-gabarito' : 'editar',
          entidade: 'exercicio',
          entidadeId: id,
          antes: retrato(antes),
          depois: retrato(await obter(tx, id)),
          motivo: mudouGabarito ? motivo : null,
        });
      });
    },

    async mover(
      autor: Autor,
      id: number,
      acao: 'publicar' | 'anular' | 'desatualizar',
    ): Promise<SituacaoItem> {
      return db.transaction(async (tx) => {
        const { antes, depois } = await transicionar(tx, 'exercicio', id, acao, NAO_ENCONTRADO);
        await auditar(tx, autor, {
          acao,
          entidade: 'exercicio',
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
        await excluirRascunho(tx, 'exercicio', id, NAO_ENCONTRADO);
        await auditar(tx, autor, {
          acao: 'excluir',
          entidade: 'exercicio',
          entidadeId: id,
          antes: retrato(antes),
        });
      });
    },
  };
}
