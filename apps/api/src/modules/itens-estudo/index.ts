/**
 * The public face of `itens-estudo`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */

export type { ListaAdmin } from './admin.ts';
export {
  itemAdminService,
  type RepositorioItemAdmin,
  type TipoItemAdmin,
} from './admin-item.ts';
export { registrarRotasItemAdmin } from './admin-rotas.ts';
export { conferirReferencias, proximosNumeros, type ReferenciasItemNovo } from './cadastro.ts';
export { dadosPessoaisItensEstudo } from './dados-pessoais.ts';
export { type AlvoGabarito, gabaritoAlteradoSql } from './gabarito.ts';
export {
  type FormaItem,
  itensEstudoService,
  registrarResposta,
  registrarRespostas,
  respostaDoCliente,
  resumoReacoesSql,
  type TabelasItem,
  type TipoItem,
  wireComum,
} from './itens-estudo.service.ts';
export { mesclarNoCatalogo } from './mesclagem.ts';
