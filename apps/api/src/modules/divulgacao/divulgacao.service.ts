import {
  linkValido,
  MENSAGENS_CONTEUDO_PUBLICO as M,
  type TDivulgacaoAdmin,
  type TDivulgacaoForm,
  ZDivulgacaoForm,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import {
  type TDivulgacaoCarregar,
  type TDivulgacaoNova,
  ZDivulgacaoNova,
} from '@aprovei/shared/divulgacao/divulgacao.schemas';
import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { divulgacaoRepository } from './divulgacao.repository.ts';

export type NovaDivulgacao = TDivulgacaoNova;

/**
 * Only images served by the platform itself (a path such as '/img/x.webp'): the CSP allows images
 * from our own origin only, and nothing else can be smuggled in as a URL.
 */
function imagemSegura(url: string | null | undefined): string | null {
  const u = url?.trim();
  return u && /^\/(?![/\\])[^\s"'<>]*$/.test(u) ? u : null;
}

/** A path of the platform or an https address; anything else (javascript:, data:) is dropped. */
function linkSeguro(url: string | null | undefined): string | null {
  const u = url?.trim();
  return u && linkValido(u) ? u : null;
}

function conferirPlataforma(tenant: string, plataformaId: number | null | undefined) {
  if (plataformaId == null) return;
  const doProduto = PLATAFORMAS_DO_TENANT[tenant as Tenant] as readonly number[] | undefined;
  if (!doProduto?.includes(plataformaId))
    throw new AppError('VALIDACAO', M.plataformaNaoEncontrada, [
      { campo: 'plataformaId', mensagem: M.plataformaNaoEncontrada },
    ]);
}

type LinhaAdmin = Awaited<ReturnType<ReturnType<typeof divulgacaoRepository>['listar']>>[number];
const admin = (d: LinhaAdmin): TDivulgacaoAdmin => ({
  ...d,
  inicio: d.inicio.toISOString(),
  fim: d.fim?.toISOString() ?? null,
  vistas: Number(d.vistas),
});

/** Promotional popup (spec doc 1 §2.6, §4; edited in the back office, issue 22 §3). */
export function divulgacaoService(db: DbOrTx) {
  const repo = divulgacaoRepository(db);

  async function detalhe(tenant: string, id: number): Promise<TDivulgacaoAdmin> {
    const [row] = await repo.listar(tenant, id);
    if (!row) throw new AppError('NAO_ENCONTRADO', M.divulgacaoNaoEncontrada);
    return admin(row);
  }

  async function travar(tenant: string, id: number) {
    if (!(await repo.travar(tenant, id))) throw new AppError('NAO_ENCONTRADO', M.divulgacaoNaoEncontrada);
    return detalhe(tenant, id);
  }

  /** The back office's form as the table's columns: checked, the HTML sanitised. */
  function valores(tenant: string, form: TDivulgacaoForm) {
    const d = validarEntrada(ZDivulgacaoForm, form);
    conferirPlataforma(tenant, d.plataformaId);
    return {
      tituloTexto: d.tituloTexto,
      conteudoTexto: sanitizeRichText(d.conteudoTexto),
      imagemUrl: imagemSegura(d.imagemUrl),
      link: linkSeguro(d.link),
      plataformaId: d.plataformaId,
      inicio: new Date(d.inicio),
      fim: d.fim ? new Date(d.fim) : null,
      ativo: d.ativo,
    };
  }

  return {
    /** The current popup for the user (of her platform, when given), or `{}` when there is none. */
    async carregar(tenant: Tenant, usuarioId: number, plataformaId?: number): Promise<TDivulgacaoCarregar> {
      const atual = await repo.atual(tenant, usuarioId, new Date(), plataformaId);
      if (!atual) return {};
      // Sanitised on write; sanitised again here so an old row cannot carry anything unsafe.
      return {
        ...atual,
        conteudoTexto: sanitizeRichText(atual.conteudoTexto),
        imagemUrl: imagemSegura(atual.imagemUrl),
        link: linkSeguro(atual.link),
      };
    },
    /** Records the popup as seen by the user ('Não mostrar novamente.'); idempotent. */
    async marcarVista(tenant: Tenant, usuarioId: number, id: number): Promise<void> {
      if (!(await repo.existeNoTenant(id, tenant))) {
        throw new AppError('NAO_ENCONTRADO', 'Divulgação não encontrada.');
      }
      await repo.marcarVista(usuarioId, id);
    },
    /**
     * Creates a popup (the demo content creates its popups with it): the input checked against
     * ZDivulgacaoNova (400 naming the fields), the HTML sanitised here.
     */
    async criar(nova: NovaDivulgacao): Promise<number> {
      const d = validarEntrada(ZDivulgacaoNova, nova);
      conferirPlataforma(d.tenantId, d.plataformaId);
      return repo.inserir({
        tenantId: d.tenantId,
        tituloTexto: d.tituloTexto,
        conteudoTexto: sanitizeRichText(d.conteudoTexto),
        imagemUrl: imagemSegura(d.imagemUrl),
        link: linkSeguro(d.link),
        plataformaId: d.plataformaId ?? null,
        inicio: d.inicio ?? new Date(),
        fim: d.fim ?? null,
        ativo: d.ativo ?? true,
      });
    },
    listarAdmin: async (tenant: string) => (await repo.listar(tenant)).map(admin),
    detalhe,
    /** The back office's new popup of the product. */
    async criarAdmin(tenant: Tenant, form: TDivulgacaoForm): Promise<TDivulgacaoAdmin> {
      const id = await repo.inserir({ tenantId: tenant, ...valores(tenant, form) });
      return detalhe(tenant, id);
    },
    /** Rewrites a popup (texts, image, link, platform, period, on or off). */
    async editar(tenant: Tenant, id: number, form: TDivulgacaoForm) {
      const antes = await travar(tenant, id);
      await repo.alterar(id, valores(tenant, form));
      return { antes, depois: await detalhe(tenant, id) };
    },
    async excluir(tenant: Tenant, id: number): Promise<TDivulgacaoAdmin> {
      const antes = await travar(tenant, id);
      await repo.excluir(id);
      return antes;
    },
  };
}
