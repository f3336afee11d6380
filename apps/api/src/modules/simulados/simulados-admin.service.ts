import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import {
  impedimentoPublicacao,
  MENSAGEM_ANULAR_RASCUNHO,
  MENSAGEM_JA_ANULADA,
  MENSAGEM_JA_PUBLICADO,
  MENSAGEM_NOME_PACOTE_USADO,
  MENSAGEM_NOME_SIMULADO_USADO,
  MENSAGEM_PACOTE_NAO_ENCONTRADO,
  MENSAGEM_QUESTAO_SIMULADO_NAO_ENCONTRADA,
  MENSAGEM_SIMULADO_CONGELADO,
  MENSAGEM_SIMULADO_NAO_ENCONTRADO,
  mensagemParteForaDoTipo,
  PARTES_POR_TIPO,
  QUESTAO_SIMULADO_ANULADA,
} from '@aprovei/shared/simulados/simulados.rules';
import type {
  TAdicionarQuestoesSimulado,
  TBuscaBancoSimulado,
  TBuscaPacotesAdmin,
  TBuscaSimuladosAdmin,
  TPacoteAdminBody,
  TPreviaSimulado,
  TSimuladoAdmin,
  TSimuladoAdminBody,
} from '@aprovei/shared/simulados/simulados-admin.schemas';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pacoteSimulado, simulado } from '../../db/schema/index.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import { itensEstudoService } from '../itens-estudo/index.ts';
import { inserirSimulado } from './novo-simulado.ts';
import { type SimuladoAdminRow, simuladosAdminRepository } from './simulados-admin.repository.ts';
import { pesosDe } from './tentativa-simulado.ts';
import { QUESTAO_SIMULADO } from './tipo-questao-simulado.ts';

const campo = (c: string, mensagem: string) => new AppError('VALIDACAO', mensagem, [{ campo: c, mensagem }]);
const naoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGEM_SIMULADO_NAO_ENCONTRADO);
const questaoNaoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGEM_QUESTAO_SIMULADO_NAO_ENCONTRADA);

/** The mock's own fields as the audit log records them. */
const campos = (s: SimuladoAdminRow) => ({
  nome: s.nome,
  plataformaId: s.plataformaId,
  tipo: s.tipo,
  situacao: s.situacao,
  dataLiberacao: new Date(s.dataLiberacao).toISOString(),
  duracaoMinutos: s.duracaoMinutos,
  idPacote: s.idPacote,
  gratuito: s.gratuito,
  pesos: pesosDe(s),
});

/**
 * The back office's mocks (issue 21 §4): packages, drafts composed from published bank questions (copies
 * with their origin), the preview, publishing, and — once students answered — annulment, which recomputes
 * every finished attempt and so the ranking. Every write is audited in its own transaction.
 */
export function simuladosAdminService(db: Db) {
  const repo = simuladosAdminRepository(db);
  const cartoes = itensEstudoService(db).deTipo(QUESTAO_SIMULADO);
  const plataformas = (tenant: Tenant) => PLATAFORMAS_DO_TENANT[tenant];

  function plataformaDoProduto(tenant: Tenant, plataformaId: number) {
    if (!(plataformas(tenant) as readonly number[]).includes(plataformaId))
      throw campo('plataformaId', 'Plataforma inválida.');
  }

  async function conferirPacote(tx: DbOrTx, tenant: Tenant, idPacote: number | null, plataformaId: number) {
    if (idPacote === null) return;
    const p = await simuladosAdminRepository(tx).pacote(idPacote, plataformas(tenant));
    if (!p || p.plataformaId !== plataformaId)
      throw campo('idPacote', 'Pacote inválido: escolha um pacote da mesma plataforma.');
  }

  /** The mock, locked for the write, 404 unless of the product; 409 when `editavel` and students answered it. */
  async function paraAlterar(tx: DbOrTx, tenant: Tenant, id: number, editavel: boolean) {
    const s = await simuladosAdminRepository(tx).simulado(id, plataformas(tenant), true);
    if (!s) throw naoEncontrado();
    if (editavel && s.congelado) throw new AppError('CONFLITO', MENSAGEM_SIMULADO_CONGELADO);
    return s;
  }

  async function detalhe(tenant: Tenant, id: number): Promise<TSimuladoAdmin> {
    const s = await repo.simulado(id, plataformas(tenant));
    if (!s) throw naoEncontrado();
    return {
      ...repo.paraLinha(s),
      pesos: Object.fromEntries(PARTES_POR_TIPO[s.tipo].map((p) => [p, pesosDe(s)[p] ?? 0])),
      congelado: s.congelado,
      questoes: await repo.questoes(s.id),
    };
  }

  return {
    // ─── Packages ───────────────────────────────────────────────────────────────────────────────
    pacotes: (tenant: Tenant, f: TBuscaPacotesAdmin) => repo.pacotes(plataformas(tenant), f),

    async criarPacote(autor: Autor, tenant: Tenant, b: TPacoteAdminBody) {
      plataformaDoProduto(tenant, b.plataformaId);
      return db.transaction(async (tx) => {
        if (await simuladosAdminRepository(tx).nomeDePacoteUsado(b.plataformaId, b.nome, null))
          throw new AppError('CONFLITO', MENSAGEM_NOME_PACOTE_USADO);
        const [p] = await tx
          .insert(pacoteSimulado)
          .values({ nome: b.nome, plataformaId: b.plataformaId, gratuito: b.gratuito })
          .returning({ id: pacoteSimulado.id });
        await auditar(tx, autor, {
          acao: 'criar',
          entidade: 'pacote_simulado',
          entidadeId: p!.id,
          depois: b,
        });
        return { id: p!.id };
      });
    },

    async editarPacote(autor: Autor, tenant: Tenant, id: number, b: TPacoteAdminBody) {
      plataformaDoProduto(tenant, b.plataformaId);
      await db.transaction(async (tx) => {
        const r = simuladosAdminRepository(tx);
        const antes = await r.pacote(id, plataformas(tenant));
        if (!antes) throw new AppError('NAO_ENCONTRADO', MENSAGEM_PACOTE_NAO_ENCONTRADO);
        if (await r.nomeDePacoteUsado(b.plataformaId, b.nome, id))
          throw new AppError('CONFLITO', MENSAGEM_NOME_PACOTE_USADO);
        if (antes.plataformaId !== b.plataformaId)
          throw campo('plataformaId', 'A plataforma de um pacote não muda: crie outro pacote.');
        await tx
          .update(pacoteSimulado)
          .set({ nome: b.nome, gratuito: b.gratuito })
          .where(eq(pacoteSimulado.id, id));
        const { id: _, ...semId } = antes;
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'pacote_simulado',
          entidadeId: id,
          antes: semId,
          depois: b,
        });
      });
    },

    // ─── Mocks ──────────────────────────────────────────────────────────────────────────────────
    simulados: (tenant: Tenant, f: TBuscaSimuladosAdmin) => repo.simulados(plataformas(tenant), f),
    detalhe,

    /** A new draft with no question. */
    async criar(autor: Autor, tenant: Tenant, b: TSimuladoAdminBody) {
      plataformaDoProduto(tenant, b.plataformaId);
      return db.transaction(async (tx) => {
        await conferirPacote(tx, tenant, b.idPacote, b.plataformaId);
        if (await simuladosAdminRepository(tx).nomeDeSimuladoUsado(b.plataformaId, b.nome, null))
          throw new AppError('CONFLITO', MENSAGEM_NOME_SIMULADO_USADO);
        const { id } = await inserirSimulado(tx, {
          plataformaId: b.plataformaId,
          pacoteId: b.idPacote,
          nome: b.nome,
          tipo: b.tipo,
          gratuito: b.gratuito,
          dataLiberacao: new Date(b.dataLiberacao),
          duracaoMinutos: b.duracaoMinutos,
          pesos: b.pesos,
          questoes: [],
          situacao: 'RASCUNHO',
        });
        await auditar(tx, autor, { acao: 'criar', entidade: 'simulado', entidadeId: id, depois: b });
        return { id };
      });
    },

    /** Its own fields, while no student answered it; a type change must keep every question's part. */
    async editar(autor: Autor, tenant: Tenant, id: number, b: TSimuladoAdminBody) {
      plataformaDoProduto(tenant, b.plataformaId);
      await db.transaction(async (tx) => {
        const r = simuladosAdminRepository(tx);
        const antes = await paraAlterar(tx, tenant, id, true);
        if (antes.plataformaId !== b.plataformaId && antes.totalQuestoes > 0)
          throw campo('plataformaId', 'Remova as questões antes de mudar a plataforma do simulado.');
        const fora = Object.keys(await r.porParte(id)).find(
          (p) => !(PARTES_POR_TIPO[b.tipo] as readonly string[]).includes(p),
        );
        if (fora) throw campo('tipo', mensagemParteForaDoTipo(fora as never, b.tipo));
        await conferirPacote(tx, tenant, b.idPacote, b.plataformaId);
        if (await r.nomeDeSimuladoUsado(b.plataformaId, b.nome, id))
          throw new AppError('CONFLITO', MENSAGEM_NOME_SIMULADO_USADO);
        await tx
          .update(simulado)
          .set({
            nome: b.nome,
            plataformaId: b.plataformaId,
            tipo: b.tipo,
            dataLiberacao: new Date(b.dataLiberacao),
            duracaoMinutos: b.duracaoMinutos,
            pacoteId: b.idPacote,
            gratuito: b.gratuito,
            pesoSus: b.pesos.SUS ?? 0,
            pesoEspecifico: b.pesos.ESPECIFICO ?? 0,
            pesoGeral: b.pesos.GERAL ?? 0,
            pesoPortugues: b.pesos.PORTUGUES ?? 0,
          })
          .where(eq(simulado.id, id));
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'simulado',
          entidadeId: id,
          antes: campos(antes),
          depois: b,
        });
      });
    },

    /** Published bank questions of the mock's platform for composing, one page. */
    async banco(tenant: Tenant, id: number, f: TBuscaBancoSimulado) {
      const s = await repo.simulado(id, plataformas(tenant));
      if (!s) throw naoEncontrado();
      const linhas = await repo.banco(s.id, s.plataformaId, f, {
        limit: f.porPagina,
        offset: (f.pagina - 1) * f.porPagina,
      });
      return { linhas: linhas.map(({ total: _, ...l }) => l), total: linhas[0]?.total ?? 0 };
    },

    /**
     * Copies bank questions into a part of the mock: the ids given (each a published multiple-choice
     * question of its platform, not yet in it: 400 naming the first that is not), or up to `limite` of
     * those the filters select and the mock lacks.
     */
    async adicionar(autor: Autor, tenant: Tenant, id: number, b: TAdicionarQuestoesSimulado) {
      return db.transaction(async (tx) => {
        const r = simuladosAdminRepository(tx);
        const s = await paraAlterar(tx, tenant, id, true);
        if (!PARTES_POR_TIPO[s.tipo].includes(b.parte))
          throw campo('parte', mensagemParteForaDoTipo(b.parte, s.tipo));
        let origens: number[];
        if (b.ids?.length) {
          const ids = [...new Set(b.ids)];
          const achadas = await r.banco(
            s.id,
            s.plataformaId,
            { ...semFiltro, ids },
            { limit: ids.length, offset: 0 },
          );
          const porId = new Map(achadas.map((a) => [a.id, a]));
          for (const q of ids) {
            const a = porId.get(q);
            if (!a)
              throw campo(
                'ids',
                `A questão ${q} não é uma questão publicada de múltipla escolha desta plataforma.`,
              );
            if (a.noSimulado) throw campo('ids', `A questão ${q} já está neste simulado.`);
          }
          origens = ids;
        } else {
          const achadas = await r.banco(
            s.id,
            s.plataformaId,
            { ...semFiltro, ...b.filtro },
            { limit: b.limite ?? 0, offset: 0, foraDoSimulado: true },
          );
          origens = achadas.map((a) => a.id);
        }
        const novas = await r.copiar(s.id, b.parte, origens);
        if (novas.length)
          await auditar(tx, autor, {
            acao: 'adicionar-questoes',
            entidade: 'simulado',
            entidadeId: id,
            depois: { parte: b.parte, questoesOrigem: origens, questoes: novas },
          });
        return { adicionadas: novas.length };
      });
    },

    /** The mock's questions in a new order (every one of them, once). */
    async reordenar(autor: Autor, tenant: Tenant, id: number, ordem: number[]) {
      await db.transaction(async (tx) => {
        const r = simuladosAdminRepository(tx);
        await paraAlterar(tx, tenant, id, true);
        const atuais = await r.idsEmOrdem(id);
        const mesma = new Set(ordem);
        if (
          mesma.size !== ordem.length ||
          ordem.length !== atuais.length ||
          atuais.some((q) => !mesma.has(q))
        )
          throw campo('ids', 'Informe cada questão do simulado uma vez, na nova ordem.');
        await r.renumerar(id, ordem);
        await auditar(tx, autor, {
          acao: 'reordenar-questoes',
          entidade: 'simulado',
          entidadeId: id,
          antes: atuais,
          depois: ordem,
        });
      });
    },

    async remover(autor: Autor, tenant: Tenant, id: number, questaoId: number) {
      await db.transaction(async (tx) => {
        const r = simuladosAdminRepository(tx);
        await paraAlterar(tx, tenant, id, true);
        const [q] = await r.questoes(id, [questaoId]);
        if (!q) throw questaoNaoEncontrada();
        await r.remover(id, questaoId);
        await r.renumerar(
          id,
          (await r.idsEmOrdem(id)).filter((x) => x !== questaoId),
        );
        await auditar(tx, autor, { acao: 'remover-questao', entidade: 'simulado', entidadeId: id, antes: q });
      });
    },

    /** The mock as a student's screen reads it (the same cards, no key), nothing recorded. */
    async previa(usuarioId: number, tenant: Tenant, id: number): Promise<TPreviaSimulado> {
      const s = await repo.simulado(id, plataformas(tenant));
      if (!s) throw naoEncontrado();
      const ids = await repo.idsEmOrdem(s.id);
      const questoes = (await cartoes.cards(usuarioId, ids)).map((q) => ({
        ...q,
        // The staff's own attempt, if any, is not the student's screen.
        listaAlternativas: q.listaAlternativas.map((a) => ({
          ...a,
          respostaMultiplaEscolhaSelecionada: false,
        })),
        exibirDadosAdicionaisEnare: false,
        idAlternativaCorreta: null,
        explicacao: null,
      }));
      return { id: s.id, nome: s.nome, tipo: s.tipo, duracaoMinutos: s.duracaoMinutos, questoes };
    },

    /** RASCUNHO → PUBLICADO: refused (400) for an empty mock or a part the type weighs with no question. */
    async publicar(autor: Autor, tenant: Tenant, id: number) {
      await db.transaction(async (tx) => {
        const s = await paraAlterar(tx, tenant, id, false);
        if (s.situacao === 'PUBLICADO') throw new AppError('CONFLITO', MENSAGEM_JA_PUBLICADO);
        const impedimento = impedimentoPublicacao(
          s.tipo,
          pesosDe(s),
          await simuladosAdminRepository(tx).porParte(id),
        );
        if (impedimento) throw new AppError('VALIDACAO', impedimento);
        await tx.update(simulado).set({ situacao: 'PUBLICADO' }).where(eq(simulado.id, id));
        await auditar(tx, autor, {
          acao: 'publicar',
          entidade: 'simulado',
          entidadeId: id,
          antes: { situacao: s.situacao },
          depois: { situacao: 'PUBLICADO' },
        });
      });
    },

    /**
     * Annuls a question of a published mock: right for everyone from now on, and every finished attempt's
     * score, hits and parts (so the ranking) recomputed in the same transaction.
     */
    async anular(autor: Autor, tenant: Tenant, id: number, questaoId: number, motivo: string) {
      return db.transaction(async (tx) => {
        const r = simuladosAdminRepository(tx);
        const s = await paraAlterar(tx, tenant, id, false);
        if (s.situacao !== 'PUBLICADO') throw new AppError('CONFLITO', MENSAGEM_ANULAR_RASCUNHO);
        const [q] = await r.questoes(id, [questaoId]);
        if (!q) throw questaoNaoEncontrada();
        if (q.situacao === QUESTAO_SIMULADO_ANULADA) throw new AppError('CONFLITO', MENSAGEM_JA_ANULADA);
        await r.anular(questaoId);
        const tentativasRecalculadas = await r.recalcular(id, s.tipo);
        await auditar(tx, autor, {
          acao: 'anular-questao',
          entidade: 'simulado_questao',
          entidadeId: questaoId,
          antes: { situacao: q.situacao },
          depois: { situacao: QUESTAO_SIMULADO_ANULADA, simuladoId: id, tentativasRecalculadas },
          motivo,
        });
        return { tentativasRecalculadas };
      });
    },
  };
}

const semFiltro = {
  ids: [],
  materias: [],
  conteudos: [],
  subConteudos: [],
  instituicoes: [],
  bancas: [],
  anos: [],
};
