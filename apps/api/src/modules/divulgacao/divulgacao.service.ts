import {
  type TDivulgacaoCarregar,
  type TDivulgacaoNova,
  ZDivulgacaoNova,
} from '@aprovei/shared/divulgacao/divulgacao.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
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

/** Promotional popup (spec doc 1 §2.6, §4). */
export function divulgacaoService(db: DbOrTx) {
  const repo = divulgacaoRepository(db);
  return {
    /** The current popup for the user, or `{}` when there is none to show. */
    async carregar(tenant: Tenant, usuarioId: number): Promise<TDivulgacaoCarregar> {
      const atual = await repo.atual(tenant, usuarioId, new Date());
      if (!atual) return {};
      // Sanitised on write; sanitised again here so an old row cannot carry anything unsafe.
      return {
        ...atual,
        conteudoTexto: sanitizeRichText(atual.conteudoTexto),
        imagemUrl: imagemSegura(atual.imagemUrl),
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
     * Creates a popup (the back office's operation; the demo content creates its popups with it): the
     * input checked against ZDivulgacaoNova (400 naming the fields), the HTML sanitised here.
     */
    async criar(nova: NovaDivulgacao): Promise<number> {
      const d = validarEntrada(ZDivulgacaoNova, nova);
      return repo.inserir({
        tenantId: d.tenantId,
        tituloTexto: d.tituloTexto,
        conteudoTexto: sanitizeRichText(d.conteudoTexto),
        imagemUrl: imagemSegura(d.imagemUrl),
        inicio: d.inicio ?? new Date(),
        fim: d.fim ?? null,
        ativo: d.ativo ?? true,
      });
    },
  };
}
