import {
  calcular,
  MENSAGEM_CALCULADORA_NAO_ENCONTRADA,
  MENSAGEM_ERROS_CALCULO,
  MENSAGEM_SEM_CALCULADORA,
  type PreenchimentoLinha,
  validarLinhas,
} from '@aprovei/shared/calculadora/calculadora.rules';
import {
  type TCalculadora,
  type TCalcularBody,
  type TListaCalculadoras,
  type TResultadoCalculo,
  type TTabelaCalculadora,
  tabelaDoAluno,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import { pageOf } from '@aprovei/shared/common.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { acessoService } from '../acesso/index.ts';
import { calculadoraRepository, type FiltroListagem } from './calculadora.repository.ts';

/** The field of a row's error in the 400: the row's 'Sua Quantidade' in the body's list. */
export const campoDaLinha = (indice: number) => `linhas.${indice}.pontuacaoDigitadaAluno`;

/** The curriculum calculator (spec doc 3 "Curriculum calculator", §4, §7). */
export function calculadoraService(db: Db) {
  const repo = calculadoraRepository(db);
  const acesso = acessoService(db);

  /** Only plans with 'Calculadora de currículo' (or admins) use it: else the spec's 401. */
  async function exigirAcesso(usuarioId: number, tenant: Tenant) {
    if (!(await acesso.forUser(usuarioId, tenant)).calculadora)
      throw new AppError('SEM_ACESSO', MENSAGEM_SEM_CALCULADORA);
  }

  async function carregar(usuarioId: number, tenant: Tenant, id: number) {
    await exigirAcesso(usuarioId, tenant);
    const c = await repo.findComPreenchimento(id, usuarioId);
    if (!c) throw new AppError('NAO_ENCONTRADO', MENSAGEM_CALCULADORA_NAO_ENCONTRADA);
    return c;
  }

  return {
    async listar(usuarioId: number, tenant: Tenant, filtro: FiltroListagem): Promise<TListaCalculadoras> {
      await exigirAcesso(usuarioId, tenant);
      const { content, total } = await repo.listar(filtro);
      return pageOf(content, filtro.page, filtro.size, total);
    },

    async buscar(usuarioId: number, tenant: Tenant, id: number): Promise<TCalculadora> {
      const c = await carregar(usuarioId, tenant, id);
      return {
        id: c.id,
        nome: c.nome,
        ano: c.ano,
        instituicao: c.instituicao,
        pontuacaoMaxima: c.pontuacaoMaximaCentesimos / 100,
        preenchidaAnteriormente: c.preenchimento !== null,
      };
    },

    async linhasColunas(usuarioId: number, tenant: Tenant, id: number): Promise<TTabelaCalculadora> {
      const { tabela, preenchimento } = await carregar(usuarioId, tenant, id);
      return tabelaDoAluno(tabela, preenchimento ?? []);
    },

    /**
     * Scores the student's filling with the shared rules and keeps it as their last filling. Row
     * errors are a 400 with one item per row, named after the row's field in the body.
     */
    async calcular(usuarioId: number, tenant: Tenant, body: TCalcularBody): Promise<TResultadoCalculo> {
      const c = await carregar(usuarioId, tenant, body.idCalculadora);
      const linhas: PreenchimentoLinha[] = body.linhas.map((l) => ({
        linha: l.linha,
        pontuacaoDigitadaAluno: l.pontuacaoDigitadaAluno,
        colunaSelecionada: l.colunaSelecionada,
      }));
      const maxima = c.pontuacaoMaximaCentesimos / 100;
      const erros = validarLinhas(c.tabela, linhas);
      if (erros.length > 0) {
        const indice = new Map(linhas.map((l, i) => [l.linha, i]));
        const comErro = new Set(erros.map((e) => e.linha));
        // The rows without errors are scored; a row in error counts nothing.
        const validas = linhas.filter((l) => !comErro.has(l.linha));
        throw new AppError(
          'VALIDACAO',
          MENSAGEM_ERROS_CALCULO,
          erros.map((e) => ({ campo: campoDaLinha(indice.get(e.linha) ?? e.linha), mensagem: e.erro })),
          { resultado: calcular(c.tabela, maxima, validas) },
        );
      }
      const resultado = calcular(c.tabela, maxima, linhas);
      await repo.salvarPreenchimento(usuarioId, c.id, linhas);
      return resultado;
    },
  };
}
