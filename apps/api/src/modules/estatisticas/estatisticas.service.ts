import { AppError } from '@aprovei/shared/errors';
import {
  DIAS_DA_SEMANA,
  erroConteudos,
  MAX_ITENS_DONUT,
  MENSAGEM_SEM_METRICAS,
  melhoresEPioresMaterias,
} from '@aprovei/shared/estatisticas/estatisticas.rules';
import type {
  TAcertosErros,
  TDesempenhoSemanal,
  TEstatisticaConteudo,
  TEstatisticaFiltro,
  TEstatisticaFiltroResultado,
  TEstatisticaMateria,
  TQuestoesFeitas,
  TUltimosAcessos,
} from '@aprovei/shared/estatisticas/estatisticas.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { percentual } from '@aprovei/shared/questoes/questoes.rules';
import { type Db, porBanco } from '../../db/client.ts';
import { memo } from '../../lib/memo.ts';
import { acessoService, escopoDe } from '../acesso/index.ts';
import {
  estatisticasRepository,
  type FiltroTags,
  type LinhaConteudo,
  type LinhaMateria,
  VERSOES,
  type Versoes,
} from './estatisticas.repository.ts';

const comPercentuais = <T extends { acertos: number; erros: number }>({ acertos, erros, ...resto }: T) => {
  const total = acertos + erros;
  return {
    ...resto,
    numeroAcertos: acertos,
    numeroErros: erros,
    totalRespostas: total,
    percentualAcerto: percentual(acertos, total),
    percentualErro: percentual(erros, total),
  };
};
const materia = (l: LinhaMateria): TEstatisticaMateria => comPercentuais(l);
const conteudo = (l: LinhaConteudo): TEstatisticaConteudo => comPercentuais(l);

type Ordem = (a: TEstatisticaMateria, b: TEstatisticaMateria) => number;
const porNome: Ordem = (a, b) => a.nomeMateria.localeCompare(b.nomeMateria, 'pt-BR');
/** Donut order: most hits first. */
const maisAcertos: Ordem = (a, b) => b.numeroAcertos - a.numeroAcertos || porNome(a, b);
const maisAcertosConteudo = (a: TEstatisticaConteudo, b: TEstatisticaConteudo) =>
  b.numeroAcertos - a.numeroAcertos || a.nomeConteudo.localeCompare(b.nomeConteudo, 'pt-BR');

type Agregados = { visiveis: ReturnType<typeof memo<number>> };
const agregados = porBanco<Agregados>();

/** The dashboards of the home and the statistics page (spec doc 3 "Dashboards and statistics"). */
export function estatisticasService(db: Db) {
  const repo = estatisticasRepository(db);
  const acesso = acessoService(db);
  const cache = agregados(db, 'estatisticas', () => ({ visiveis: memo() }));

  /**
   * The caller's entitlements on the platform (another product's is a 404) and, in the same round trip,
   * the version of the cached count of the platform's questions.
   */
  async function contexto(usuarioId: number, tenant: Tenant, plataformaId: number) {
    const r = await acesso.forUserCom<Versoes>(usuarioId, tenant, VERSOES, plataformaId);
    const escopo = escopoDe(r.acesso, tenant, plataformaId);
    const versoes = r.extra ?? { questoes: null };
    return {
      acesso: r.acesso,
      escopo,
      questoes: String(versoes.questoes),
    };
  }

  /** The statistics page also needs a plan with 'Métricas de resultados' (else 401). */
  async function contextoMetricas(usuarioId: number, tenant: Tenant, plataformaId: number) {
    const c = await contexto(usuarioId, tenant, plataformaId);
    if (!c.acesso.metricas(plataformaId)) throw new AppError('SEM_ACESSO', MENSAGEM_SEM_METRICAS);
    return c;
  }

  /** Every subject (content) of the user's answered questions on the platform, unfiltered: the counters. */
  const todasMaterias = (usuarioId: number, plataformaId: number) =>
    repo.todasMaterias(usuarioId, plataformaId);
  const todosConteudos = (usuarioId: number, plataformaId: number) =>
    repo.todosConteudos(usuarioId, plataformaId);

  async function materiasOrdenadas(usuarioId: number, tenant: Tenant, plataformaId: number, ordem: Ordem) {
    await contexto(usuarioId, tenant, plataformaId);
    const linhas = await todasMaterias(usuarioId, plataformaId);
    return linhas.map(materia).sort(ordem).slice(0, MAX_ITENS_DONUT);
  }

  /** Best and worst are one split of the subjects (shared rule), so no subject is in both lists. */
  async function materiasComparadas(usuarioId: number, tenant: Tenant, plataformaId: number) {
    await contexto(usuarioId, tenant, plataformaId);
    return (await todasMaterias(usuarioId, plataformaId)).map(materia);
  }

  return {
    async ultimosAcessos(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TUltimosAcessos> {
      await contexto(usuarioId, tenant, plataformaId);
      return repo.ultimosAcessos(usuarioId, plataformaId);
    },

    porMateria: (usuarioId: number, tenant: Tenant, plataformaId: number) =>
      materiasOrdenadas(usuarioId, tenant, plataformaId, maisAcertos),
    melhoresMaterias: async (usuarioId: number, tenant: Tenant, plataformaId: number) =>
      melhoresEPioresMaterias(await materiasComparadas(usuarioId, tenant, plataformaId)).melhores,
    pioresMaterias: async (usuarioId: number, tenant: Tenant, plataformaId: number) =>
      melhoresEPioresMaterias(await materiasComparadas(usuarioId, tenant, plataformaId)).piores,

    /** The contents with most hits (the home's donut), at most 5, with each one's own rate. */
    async porConteudo(
      usuarioId: number,
      tenant: Tenant,
      plataformaId: number,
    ): Promise<TEstatisticaConteudo[]> {
      await contexto(usuarioId, tenant, plataformaId);
      const linhas = await todosConteudos(usuarioId, plataformaId);
      return linhas.map(conteudo).sort(maisAcertosConteudo).slice(0, MAX_ITENS_DONUT);
    },

    async acertosErros(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TAcertosErros> {
      await contexto(usuarioId, tenant, plataformaId);
      const { acertos, erros } = await repo.acertos(usuarioId, plataformaId);
      const total = acertos + erros;
      return {
        numeroAcertos: acertos,
        numeroErros: erros,
        totalRespostas: total,
        percentualAcertos: percentual(acertos, total),
        percentualErros: percentual(erros, total),
      };
    },

    async questoesFeitas(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TQuestoesFeitas> {
      const c = await contexto(usuarioId, tenant, plataformaId);
      const { somenteEstagiario } = c.escopo;
      const [respondidas, visiveis] = await Promise.all([
        repo.respondidas(usuarioId, plataformaId, somenteEstagiario),
        // The same for every user of the platform: cached until a question is added (or for the TTL).
        cache.visiveis(`${plataformaId}:${somenteEstagiario}`, c.questoes, () =>
          repo.visiveis(plataformaId, somenteEstagiario),
        ),
      ]);
      return {
        totalQuestoes: visiveis,
        totalQuestoesRespondidas: respondidas,
        totalQuestoesNaoRespondidas: Math.max(visiveis - respondidas, 0),
      };
    },

    async desempenhoSemanal(
      usuarioId: number,
      tenant: Tenant,
      plataformaId: number,
    ): Promise<TDesempenhoSemanal> {
      await contextoMetricas(usuarioId, tenant, plataformaId);
      const dias = await repo.semana(usuarioId, plataformaId);
      return {
        diasDaSemana: dias.map((d) => ({
          dia: DIAS_DA_SEMANA[d.diaDaSemana]!,
          data: d.data,
          acertos: d.acertos,
          erros: d.erros,
        })),
      };
    },

    /**
     * The statistics search. Without institutions or dates it is a selection of the counters (the same
     * counts); with them, one statement with the filter.
     */
    async porFiltro(
      usuarioId: number,
      tenant: Tenant,
      f: TEstatisticaFiltro,
    ): Promise<TEstatisticaFiltroResultado> {
      const plataformaId = f.idPlataforma;
      await contextoMetricas(usuarioId, tenant, plataformaId);
      const materias = [...new Set(f.listaMateriaQuestao)];
      const conteudos = [...new Set(f.listaConteudoQuestao)];
      if (conteudos.length > 0) {
        const doCatalogo = await repo.materiasDosConteudos(conteudos);
        const erro =
          doCatalogo.length < conteudos.length ? 'Conteúdo inválido.' : erroConteudos(materias, doCatalogo);
        if (erro) throw new AppError('VALIDACAO', erro, [{ campo: 'listaConteudoQuestao', mensagem: erro }]);
      }
      const filtro: FiltroTags = {
        usuarioId,
        plataformaId,
        materias,
        conteudos,
        instituicoes: f.listaInstituicao,
        dataInicial: f.dataInicial ?? null,
        dataFinal: f.dataFinal ?? null,
      };
      const simples = filtro.instituicoes.length === 0 && !filtro.dataInicial && !filtro.dataFinal;
      const [porMateria, porConteudo] = await Promise.all([
        simples
          ? todasMaterias(usuarioId, plataformaId).then((ls) =>
              ls.filter((l) => materias.includes(l.idMateria)),
            )
          : repo.porMateria(filtro),
        conteudos.length === 0
          ? []
          : simples
            ? todosConteudos(usuarioId, plataformaId).then((ls) =>
                ls.filter((l) => conteudos.includes(l.idConteudo)),
              )
            : repo.porConteudo(filtro),
      ]);
      return {
        agrupamento: conteudos.length > 0 ? 'CONTEUDO' : 'MATERIA',
        materias: porMateria.map(materia).sort(porNome),
        conteudos: porConteudo
          .map(conteudo)
          .sort((a, b) => porNome(a, b) || a.nomeConteudo.localeCompare(b.nomeConteudo, 'pt-BR')),
      };
    },
  };
}
