import { AppError } from '@aprovei/shared/errors';
import {
  DIAS_DA_SEMANA,
  erroConteudos,
  MAX_ITENS_DONUT,
  MENSAGEM_SEM_METRICAS,
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
import type { Db } from '../../db/client.ts';
import { acessoService, escopoDe } from '../acesso/acesso.service.ts';
import {
  estatisticasRepository,
  type FiltroTags,
  type LinhaConteudo,
  type LinhaMateria,
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
/** Best first: highest hit rate, then the one with more answers (a rate over more answers weighs more). */
const melhores: Ordem = (a, b) =>
  b.percentualAcerto - a.percentualAcerto || b.totalRespostas - a.totalRespostas || porNome(a, b);
/** Worst first: lowest hit rate, then more answers. */
const piores: Ordem = (a, b) =>
  a.percentualAcerto - b.percentualAcerto || b.totalRespostas - a.totalRespostas || porNome(a, b);

const semFiltro = (usuarioId: number, plataformaId: number): FiltroTags => ({
  usuarioId,
  plataformaId,
  materias: [],
  conteudos: [],
  instituicoes: [],
  dataInicial: null,
  dataFinal: null,
});

/** The dashboards of the home and the statistics page (spec doc 3 "Dashboards and statistics"). */
export function estatisticasService(db: Db) {
  const repo = estatisticasRepository(db);
  const acesso = acessoService(db);

  /** The platform must be of the caller's product (else 404); the caller's study scope on it. */
  const escopo = (usuarioId: number, tenant: Tenant, plataformaId: number) =>
    acesso.escopoEstudo(usuarioId, tenant, plataformaId);

  /** The statistics page: the platform of the product and a plan with 'Métricas de resultados' (else 401). */
  async function exigirMetricas(usuarioId: number, tenant: Tenant, plataformaId: number) {
    const a = await acesso.forUser(usuarioId, tenant);
    escopoDe(a, tenant, plataformaId);
    if (!a.metricas(plataformaId)) throw new AppError('SEM_ACESSO', MENSAGEM_SEM_METRICAS);
  }

  async function materiasOrdenadas(usuarioId: number, tenant: Tenant, plataformaId: number, ordem: Ordem) {
    await escopo(usuarioId, tenant, plataformaId);
    const linhas = await repo.porMateria(semFiltro(usuarioId, plataformaId));
    return linhas.map(materia).sort(ordem).slice(0, MAX_ITENS_DONUT);
  }

  return {
    async ultimosAcessos(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TUltimosAcessos> {
      await escopo(usuarioId, tenant, plataformaId);
      const [ultimaResposta, dias] = await Promise.all([
        repo.ultimaResposta(usuarioId, plataformaId),
        repo.ultimosAcessos(usuarioId, plataformaId),
      ]);
      return { ultimaResposta, dias };
    },

    porMateria: (usuarioId: number, tenant: Tenant, plataformaId: number) =>
      materiasOrdenadas(usuarioId, tenant, plataformaId, maisAcertos),
    melhoresMaterias: (usuarioId: number, tenant: Tenant, plataformaId: number) =>
      materiasOrdenadas(usuarioId, tenant, plataformaId, melhores),
    pioresMaterias: (usuarioId: number, tenant: Tenant, plataformaId: number) =>
      materiasOrdenadas(usuarioId, tenant, plataformaId, piores),

    /** The contents with most hits (the home's donut), at most 5, with every content's own rate. */
    async porConteudo(
      usuarioId: number,
      tenant: Tenant,
      plataformaId: number,
    ): Promise<TEstatisticaConteudo[]> {
      await escopo(usuarioId, tenant, plataformaId);
      const linhas = await repo.porConteudo(semFiltro(usuarioId, plataformaId));
      return linhas
        .map(conteudo)
        .sort(
          (a, b) =>
            b.numeroAcertos - a.numeroAcertos || a.nomeConteudo.localeCompare(b.nomeConteudo, 'pt-BR'),
        )
        .slice(0, MAX_ITENS_DONUT);
    },

    async acertosErros(usuarioId: number, tenant: Tenant, plataformaId: number): Promise<TAcertosErros> {
      await escopo(usuarioId, tenant, plataformaId);
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
      const { somenteEstagiario } = await escopo(usuarioId, tenant, plataformaId);
      const { respondidas, visiveis } = await repo.questoesFeitas(usuarioId, plataformaId, somenteEstagiario);
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
      await exigirMetricas(usuarioId, tenant, plataformaId);
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

    async porFiltro(
      usuarioId: number,
      tenant: Tenant,
      f: TEstatisticaFiltro,
    ): Promise<TEstatisticaFiltroResultado> {
      await exigirMetricas(usuarioId, tenant, f.idPlataforma);
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
        plataformaId: f.idPlataforma,
        materias,
        conteudos,
        instituicoes: f.listaInstituicao,
        dataInicial: f.dataInicial ?? null,
        dataFinal: f.dataFinal ?? null,
      };
      const [porMateria, porConteudo] = await Promise.all([
        repo.porMateria(filtro),
        conteudos.length > 0 ? repo.porConteudo(filtro) : Promise.resolve([]),
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
