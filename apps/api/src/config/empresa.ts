import { PARAMETROS } from '@aprovei/shared/plataforma/parametros';
import { formatCNPJ } from '@brazilian-utils/brazilian-utils';
import type { Env } from './env.ts';

/** The company behind the products (configuration: EMPRESA_RAZAO_SOCIAL, EMPRESA_CNPJ, EMPRESA_ENDERECO). */
export interface Empresa {
  razaoSocial: string;
  /** With its mask: 12.345.678/0001-95. */
  cnpj: string;
  endereco: string;
}

export const empresaDe = (env: Pick<Env, 'EMPRESA_RAZAO_SOCIAL' | 'EMPRESA_CNPJ' | 'EMPRESA_ENDERECO'>) => ({
  razaoSocial: env.EMPRESA_RAZAO_SOCIAL,
  cnpj: formatCNPJ(env.EMPRESA_CNPJ),
  endereco: env.EMPRESA_ENDERECO,
});

/** The marks the stored legal texts carry where the company's data goes, filled when a text is served. */
const MARCAS: Record<string, keyof Empresa> = {
  '{{EMPRESA_RAZAO_SOCIAL}}': 'razaoSocial',
  '{{EMPRESA_CNPJ}}': 'cnpj',
  '{{EMPRESA_ENDERECO}}': 'endereco',
};

const escaparHtml = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An HTML legal text with the company's data in place of its marks. */
export const comDadosDaEmpresa = (html: string, empresa: Empresa) =>
  html.replace(/\{\{EMPRESA_[A-Z_]+\}\}/g, (marca) => {
    const campo = MARCAS[marca];
    return campo ? escaparHtml(empresa[campo]) : marca;
  });

/** The public parameters that carry the company's data (for the footers). */
export const parametrosDaEmpresa = (empresa: Empresa) => [
  { nomeParametro: PARAMETROS.EMPRESA_RAZAO_SOCIAL, valor: empresa.razaoSocial },
  { nomeParametro: PARAMETROS.EMPRESA_CNPJ, valor: empresa.cnpj },
  { nomeParametro: PARAMETROS.EMPRESA_ENDERECO, valor: empresa.endereco },
];
