import type { AreaEquipe } from '@aprovei/shared/equipe/papeis';
import {
  type TPeriodoRelatorio,
  ZBuscaQuestoesDificeis,
  ZLinhaAssinaturas,
  ZLinhaCupons,
  ZLinhaQuestaoDificil,
  ZLinhaRespostas,
  ZLinhaSimulados,
  ZLinhaVendas,
  ZPaginaQuestoesDificeis,
  ZPeriodoRelatorio,
  ZRelatorioAssinaturas,
  ZRelatorioCupons,
  ZRelatorioRespostas,
  ZRelatorioSimulados,
  ZRelatorioVendas,
} from '@aprovei/shared/relatorios/relatorios.schemas';
import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { rotaDaEquipe } from '../equipe/index.ts';
import { atualizarAgregados } from './relatorios.agregados.ts';
import { enviarCsv } from './relatorios.csv.ts';
import { type Periodo, relatoriosRepository } from './relatorios.repository.ts';

/** Days a report reads when the call names none: the last 30, today included. */
const DIAS_PADRAO = 30;
const diaNoBrasil = (instante: Date) => instante.toLocaleDateString('sv-SE', { timeZone: FUSO_BRASIL });

/** The period a call asked for, its missing ends filled: up to today, 30 days back from its end. */
export function periodoDe(tenantId: string, q: TPeriodoRelatorio): Periodo {
  const ate = q.ate ?? (q.de && q.de > diaNoBrasil(new Date()) ? q.de : diaNoBrasil(new Date()));
  const de = q.de ?? new Date(Date.parse(ate) - (DIAS_PADRAO - 1) * 86_400_000).toISOString().slice(0, 10);
  return { tenantId, de, ate, agrupar: q.agrupar };
}

const CSV = ' Com `formato=csv`, as mesmas linhas em CSV (download).';

/** The read-only reports of the back office (issue 22 §7): money for finance, usage for content. */
export const relatoriosModule: FastifyPluginAsyncZod = async (app) => {
  const repo = relatoriosRepository(app.database.db);
  const negado = errorsFor(400, 401, 403, 500);
  // Hourly (São Paulo time): the rollups the answers and hardest-questions reports read.
  app.jobs.registrar({
    fila: 'relatorios-agregados',
    cron: '10 * * * *',
    executar: async () => {
      const feito = await atualizarAgregados(app.database.db);
      app.log.info(feito, 'agregados dos relatórios atualizados');
    },
  });

  /** A report over a period: JSON `{ de, ate, agrupar, linhas }`, or the rows as CSV. */
  function porPeriodo<L extends z.ZodObject>(
    area: AreaEquipe,
    caminho: string,
    summary: string,
    resposta: z.ZodObject,
    linha: L,
    ler: (p: Periodo) => Promise<z.infer<L>[]>,
  ) {
    const g = rotaDaEquipe(app, area);
    app.get(
      `/admin/relatorios/${caminho}`,
      {
        onRequest: g.onRequest,
        schema: {
          tags: g.tags,
          security: g.security,
          summary: summary + CSV,
          querystring: ZPeriodoRelatorio,
          response: { 200: resposta, ...negado },
        },
      },
      async (r, reply) => {
        const p = periodoDe(r.tenant, r.query);
        const linhas = await ler(p);
        if (r.query.formato === 'csv')
          return enviarCsv(
            reply,
            `relatorio-${caminho}-${p.de}-a-${p.ate}`,
            linhas,
            Object.keys(linha.shape),
          );
        return { de: p.de, ate: p.ate, agrupar: p.agrupar, linhas };
      },
    );
  }

  porPeriodo(
    'financeiro',
    'vendas',
    'Vendas e receita por período, plano e forma de pagamento: cobranças, estornos e chargebacks, líquido (livro-caixa).',
    ZRelatorioVendas,
    ZLinhaVendas,
    (p) => repo.vendas(p),
  );
  porPeriodo(
    'financeiro',
    'assinaturas',
    'Assinaturas por período: vigentes no início e no fim, novas, renovadas, canceladas, renovações recusadas e churn.',
    ZRelatorioAssinaturas,
    ZLinhaAssinaturas,
    (p) => repo.assinaturas(p),
  );
  porPeriodo(
    'financeiro',
    'cupons',
    'Receita e desconto por cupom no período (sem agrupamento).',
    ZRelatorioCupons,
    ZLinhaCupons,
    (p) => repo.cupons(p),
  );
  porPeriodo(
    'conteudo',
    'respostas',
    'Questões respondidas por período e plataforma (todas as respostas, certas entre elas).',
    ZRelatorioRespostas,
    ZLinhaRespostas,
    (p) => repo.respostas(p),
  );
  porPeriodo(
    'conteudo',
    'simulados',
    'Participação por simulado: tentativas iniciadas no período, finalizadas e a pontuação média.',
    ZRelatorioSimulados,
    ZLinhaSimulados,
    (p) => repo.simulados(p),
  );

  const conteudo = rotaDaEquipe(app, 'conteudo');
  app.get(
    '/admin/relatorios/questoes-dificeis',
    {
      onRequest: conteudo.onRequest,
      schema: {
        tags: conteudo.tags,
        security: conteudo.security,
        summary:
          'As questões mais difíceis: percentual de acerto (últimas respostas) e índice de discriminação, ' +
          `com um mínimo de respostas, paginadas.${CSV}`,
        querystring: ZBuscaQuestoesDificeis,
        response: { 200: ZPaginaQuestoesDificeis, ...negado },
      },
    },
    async (r, reply) => {
      const pagina = await repo.questoesDificeis(r.tenant, r.query);
      if (r.query.formato === 'csv')
        return enviarCsv(
          reply,
          `relatorio-questoes-dificeis-pagina-${r.query.pagina}`,
          pagina.linhas,
          Object.keys(ZLinhaQuestaoDificil.shape),
        );
      return pagina;
    },
  );
};
