import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGEM_ALTERNATIVAS_PUBLICADA,
  MENSAGEM_MOTIVO_GABARITO,
  type SituacaoItem,
} from '@aprovei/shared/itens-estudo/situacao';
import type { TBuscaQuestoesAdmin, TQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { letra, somaCorreta } from '@aprovei/shared/questoes/questoes.rules';
import {
  type TQuestaoEdicao,
  type TQuestaoNova,
  ZQuestaoEdicao,
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
import { adminQuestoesRepository } from './admin.repository.ts';
import { questoesService, textosLimpos } from './questoes.service.ts';

const NAO_ENCONTRADA = 'Questão não encontrada.';
const LISTA: ListaAdmin = {
  item: 'questao',
  fk: 'questao_id',
  materia: 'questao_materia',
  conteudo: 'questao_conteudo',
  texto: sql`q.enunciado`,
};

/** The key as the editor reads it: `B`, or `A, C (soma 5)` on a sum-type question. */
export function gabaritoLegivel(corretas: number[], somatoria: boolean): string {
  const letras = [...corretas]
    .sort((a, b) => a - b)
    .map((p) => letra(p).toUpperCase())
    .join(', ');
  return somatoria ? `${letras} (soma ${somaCorreta(corretas)})` : letras;
}

/**
 * The back office's questions (issue 21 §2): list, read, write as a draft or published, edit, publish,
 * annul, mark outdated, delete a draft. Every write is audited in its transaction; a change of the key of
 * a published question needs a reason, is recorded, and re-marks every answer to it (the students'
 * latest states, and through their triggers the dashboards' counters).
 */
export function questoesAdminService(db: Db) {
  const cadastro = questoesService(db);

  async function obter(tx: DbOrTx, id: number): Promise<TQuestaoAdmin> {
    const q = await adminQuestoesRepository(tx).paraEditar(id);
    if (!q) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADA);
    return { ...q, historicoGabarito: await historicoGabarito(tx, 'questao_id', id) };
  }

  /** What the audit keeps of a question: its form's fields and state. */
  const retrato = ({ historicoGabarito: _, respostas: __, atualizadoEm: ___, ...q }: TQuestaoAdmin) => q;

  return {
    listar: (f: TBuscaQuestoesAdmin) => listarAdmin(db, LISTA, f),
    obter: (id: number) => obter(db, id),

    async criar(autor: Autor, nova: TQuestaoNova): Promise<number> {
      const [id] = await cadastro
        .cadastrar([nova], async (tx, [novaId]) => {
          await auditar(tx, autor, {
            acao: 'criar',
            entidade: 'questao',
            entidadeId: novaId!,
            depois: retrato(await obter(tx, novaId!)),
          });
        })
        .catch(semPosicao);
      return id!;
    },

    async editar(autor: Autor, id: number, edicao: TQuestaoEdicao): Promise<void> {
      const e = validarEntrada(ZQuestaoEdicao, edicao);
      const textos = textosLimpos(e);
      await db.transaction(async (tx) => {
        const situacao = await situacaoParaEscrever(tx, 'questao', id);
        if (situacao === null) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADA);
        const antes = await obter(tx, id);
        await conferirReferencias(tx, [{ ...e, plataformaId: antes.plataformaId }]).catch(semPosicao);
        const publicada = situacao !== 'RASCUNHO';
        if (
          publicada &&
          (e.alternativas.length !== antes.alternativas.length || e.somatoria !== antes.somatoria)
        )
          throw new AppError('VALIDACAO', MENSAGEM_ALTERNATIVAS_PUBLICADA, [
            { campo: 'alternativas', mensagem: MENSAGEM_ALTERNATIVAS_PUBLICADA },
          ]);
        const gabaritoAntes = gabaritoLegivel(antes.corretas, antes.somatoria);
        const gabaritoDepois = gabaritoLegivel(e.corretas, e.somatoria);
        const mudouGabarito = publicada && gabaritoAntes !== gabaritoDepois;
        const motivo = e.motivo?.trim() ?? '';
        if (mudouGabarito && !motivo)
          throw new AppError('VALIDACAO', MENSAGEM_MOTIVO_GABARITO, [
            { campo: 'motivo', mensagem: MENSAGEM_MOTIVO_GABARITO },
          ]);

        const repo = adminQuestoesRepository(tx);
        await repo.atualizar(id, {
          ...e,
          ...textos,
          somaCorreta: e.somatoria ? somaCorreta(e.corretas) : null,
          substituirAlternativas: !publicada,
        });
        await sincronizarVinculos(tx, VINCULOS.materia, id, e.materias);
        await sincronizarVinculos(tx, VINCULOS.conteudo, id, e.conteudos);
        await sincronizarVinculos(tx, VINCULOS.subConteudo, id, e.subConteudos);
        if (mudouGabarito) {
          await registrarAlteracaoGabarito(
            tx,
            { questaoId: id },
            { antes: gabaritoAntes, depois: gabaritoDepois, motivo, autorId: autor.id },
          );
          await repo.recorrigir(id);
        }
        await auditar(tx, autor, {
          acao: mudouGabarito ? 'alterar-gabarito' : 'editar',
          entidade: 'questao',
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
        const { antes, depois } = await transicionar(tx, 'questao', id, acao, NAO_ENCONTRADA);
        await auditar(tx, autor, {
          acao,
          entidade: 'questao',
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
        await excluirRascunho(tx, 'questao', id, NAO_ENCONTRADA);
        await auditar(tx, autor, {
          acao: 'excluir',
          entidade: 'questao',
          entidadeId: id,
          antes: retrato(antes),
        });
      });
    },
  };
}

const VINCULOS = {
  materia: { tabela: 'questao_materia', fk: 'questao_id', tag: 'materia_id' },
  conteudo: { tabela: 'questao_conteudo', fk: 'questao_id', tag: 'conteudo_id' },
  subConteudo: { tabela: 'questao_sub_conteudo', fk: 'questao_id', tag: 'sub_conteudo_id' },
};
