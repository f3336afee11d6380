import { pageOf, type TPage } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { modeFromFlags } from '@aprovei/shared/questoes/questoes.rules';
import type { TExercicioFiltro, TOrdenacao } from '@aprovei/shared/questoes/questoes.schemas';
import {
  type MotivoErro,
  TIPOS_REVISADOS_AO_RESPONDER,
  type TipoRevisao,
} from '@aprovei/shared/revisao/revisao.rules';
import type { Db } from '../../db/client.ts';
import { acessoService, type ConsultaExtra, type EscopoEstudo, escopoDe } from '../acesso/index.ts';
import { baralhoService } from '../baralho/index.ts';
import { type BuscaFiltro, buscarPagina, esgotouSelecao, ordenacao } from './busca.ts';
import {
  consultaVisibilidade,
  itensEstudoRepository,
  PREFERENCIA,
  type Preferencia,
  type Visibilidade,
} from './itens-estudo.repository.ts';
import { registrarResposta, respostaDoCliente } from './resposta.ts';
import type { FormaItem, TipoItem } from './tipo-item.ts';

// Public besides the service: the descriptor's types, the batched answer write (the demo content's and
// tests' way to write answers; one batch as such for tests) and the read-only reaction summary that list
// queries of items and comments embed.
export { registrarResposta, registrarRespostas, respostaDoCliente } from './resposta.ts';
export { resumoReacoesSql } from './resumo-reacoes.ts';
export type { DetalheBase, FormaItem, ItemParaResponder, TabelasItem, TipoItem } from './tipo-item.ts';
export { wireComum } from './tipo-item.ts';

/** The search filter of every kind (questions add boards and sub-contents to the exercises'). */
export type FiltroItens = TExercicioFiltro & {
  listaBanca?: number[];
  listaSubConteudoQuestao?: number[];
  motivoErro?: MotivoErro;
};

/** A user's random-order setting: one per kind of item that has one. */
export type CampoAleatoria = TipoItem<FormaItem>['aleatoria'];

const modoInvalido = () =>
  new AppError('VALIDACAO', 'Informe apenas um modo de exibição.', [
    { campo: 'todasQuestoes', mensagem: 'Informe apenas um modo de exibição.' },
  ]);

/** The kinds whose answers move the student's review deck (mock questions enter it when the mock closes). */
const revisavel = (tabela: string): tabela is TipoRevisao =>
  (TIPOS_REVISADOS_AO_RESPONDER as readonly string[]).includes(tabela);

/**
 * Study items — questions, fixation exercises, and each kind to come — seen, listed, answered and
 * counted by one mechanism, configured by the kind's descriptor (TipoItem): `deTipo(QUESTAO)`.
 */
export function itensEstudoService(db: Db) {
  const repo = itensEstudoRepository(db);
  const acesso = acessoService(db);
  const baralho = baralhoService(db);

  /** Filters as sent → the search's tag sets (a subject with chosen contents narrows to them). */
  async function tagsDoFiltro(f: FiltroItens) {
    const subConteudos = f.listaSubConteudoQuestao ?? [];
    const pais = await repo.pais(f.listaConteudoQuestao, subConteudos);
    return {
      materias: f.listaMateriaQuestao.filter((m) => !pais.materias.includes(m)),
      conteudos: f.listaConteudoQuestao.filter((c) => !pais.conteudos.includes(c)),
      subConteudos,
    };
  }

  function deTipo<T extends FormaItem>(t: TipoItem<T>) {
    /**
     * The item (as `extra` selects it) if the user may see it: of the tenant's platforms, and
     * pre-selected when a trainee. Entitlements and the item come in one round trip.
     */
    async function comVisibilidade<V extends Visibilidade>(
      usuarioId: number,
      tenant: Tenant,
      extra: ConsultaExtra,
      itemId: number,
    ): Promise<V & EscopoEstudo> {
      const { acesso: a, extra: item } = await acesso.forUserCom<V>(usuarioId, tenant, extra, itemId);
      if (!item) throw new AppError('NAO_ENCONTRADO', t.mensagens.naoEncontrado);
      let escopo: EscopoEstudo;
      try {
        escopo = escopoDe(a, tenant, item.plataformaId);
      } catch {
        throw new AppError('NAO_ENCONTRADO', t.mensagens.naoEncontrado);
      }
      if (escopo.somenteEstagiario && !item.estagiario)
        throw new AppError('SEM_ACESSO', t.mensagens.semAcesso);
      return { ...item, ...escopo };
    }

    /** An item the user may see: of the tenant's platforms, and pre-selected when a trainee. */
    async function visivel(usuarioId: number, tenant: Tenant, itemId: number): Promise<EscopoEstudo> {
      const { plataformaId, somenteEstagiario } = await comVisibilidade<Visibilidade>(
        usuarioId,
        tenant,
        consultaVisibilidade(t.tabelas.item),
        itemId,
      );
      return { plataformaId, somenteEstagiario };
    }

    /** The item as answering needs it (TipoItem.paraResponder), if the user may see it. */
    const paraResponder = (usuarioId: number, tenant: Tenant, itemId: number) =>
      comVisibilidade<T['paraResponder']>(usuarioId, tenant, t.paraResponder, itemId);

    return {
      visivel,
      paraResponder,

      /**
       * The cards of the given items as the user sees them, in the given order, for a caller that has
       * already decided the user may see them (a mock's questions are listed by mock, not searched).
       */
      async cards(usuarioId: number, ids: number[]): Promise<T['item'][]> {
        const porId = new Map((await repo.detalhes(t, ids, usuarioId)).map((r) => [r.id, r]));
        return ids.flatMap((id) => {
          const linha = porId.get(id);
          return linha ? [t.paraWire(linha)] : [];
        });
      },

      async listar(usuarioId: number, tenant: Tenant, f: FiltroItens): Promise<TPage<T['item']>> {
        const modo = modeFromFlags(f);
        if (!modo) throw modoInvalido();
        // Entitlements and the ordering preference in one round trip.
        const [escopo, tags] = await Promise.all([
          acesso.escopoEstudoCom<Preferencia>(usuarioId, tenant, f.idPlataforma, PREFERENCIA),
          tagsDoFiltro(f),
        ]);
        const pref = escopo.extra ?? undefined;
        const filtro: BuscaFiltro = {
          plataformaId: f.idPlataforma,
          usuarioId,
          cursoId: f.idCurso,
          ...tags,
          instituicoes: f.listaInstituicao,
          bancas: f.listaBanca ?? [],
          anos: f.listaAno,
          numero: f.numeroQuestao,
          id: f.id,
          modo,
          somenteEstagiario: escopo.somenteEstagiario,
          ocultarAnuladas: f.ocultarAnuladas ?? false,
          motivoErro: f.motivoErro,
          ...ordenacao(f.orderBy, pref && { aleatoria: pref[t.aleatoria], semente: pref.semente }),
        };
        const { itens, total } = await buscarPagina(db, t.tabelas, filtro, f.page, f.size, (ids) =>
          repo.detalhes(t, ids, usuarioId),
        );
        if (esgotouSelecao(escopo.somenteEstagiario, total, modo))
          throw new AppError('SEM_ACESSO', t.mensagens.semAcesso);
        return pageOf(
          itens.map((linha) => t.paraWire(linha)),
          f.page,
          f.size,
          total,
        );
      },

      /**
       * Corrects the answer, stores it (db/lote.ts batches concurrent ones), tells the student's review
       * deck of it and returns the feedback. A repeat of a client id the user already gave returns the
       * first answer's feedback and writes nothing (docs/decisions/026-respostas-offline.md).
       */
      async responder(
        usuarioId: number,
        tenant: Tenant,
        itemId: number,
        resposta: T['resposta'],
        idCliente?: string,
      ): Promise<T['feedback']> {
        const item = await paraResponder(usuarioId, tenant, itemId);
        const anterior = idCliente ? await respostaDoCliente(db, t.tabelas, usuarioId, idCliente) : null;
        if (anterior) return t.feedback(item, anterior.correta, anterior.id);
        const { correta, valores } = t.corrigir(item, resposta);
        const { id: idResposta, nova } = await registrarResposta(db, t.tabelas, {
          usuarioId,
          itemId: item.id,
          correta,
          valores,
          idCliente,
        });
        if (nova && revisavel(t.tabelas.item))
          await baralho.aoResponder({
            usuarioId,
            tipo: t.tabelas.item,
            itemId: item.id,
            plataformaId: item.plataformaId,
            respostaId: idResposta,
            correta,
          });
        return t.feedback(item, correta, idResposta);
      },

      /** The item's answer counts (total, hits, the kind's own), if the user may see it. */
      async contagens(usuarioId: number, tenant: Tenant, itemId: number) {
        await visivel(usuarioId, tenant, itemId);
        return repo.contagens(t, itemId);
      },
    };
  }

  return {
    deTipo,

    async ordenacao(usuarioId: number, campo: CampoAleatoria): Promise<TOrdenacao> {
      const p = await repo.preferencia(usuarioId);
      return { aleatoria: p?.[campo] ?? false };
    },

    async salvarOrdenacao(usuarioId: number, campo: CampoAleatoria, aleatoria: boolean): Promise<TOrdenacao> {
      await repo.salvarPreferencia(usuarioId, campo, aleatoria);
      return { aleatoria };
    },
  };
}

export type ItensEstudoService = ReturnType<typeof itensEstudoService>;
