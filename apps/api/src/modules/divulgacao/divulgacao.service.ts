import type { TDivulgacaoCarregar } from '@aprovei/shared/divulgacao/divulgacao.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { divulgacaoRepository } from './divulgacao.repository.ts';

export interface NovaDivulgacao {
  tenantId: Tenant;
  tituloTexto: string;
  conteudoTexto: string;
  imagemUrl?: string | null;
  inicio?: Date;
  fim?: Date | null;
  ativo?: boolean;
}

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

    /** The one writer of popups (seed, future admin screen): the HTML is sanitised here. */
    criar(d: NovaDivulgacao): Promise<number> {
      return repo.inserir({
        tenantId: d.tenantId,
        tituloTexto: d.tituloTexto.trim(),
        conteudoTexto: sanitizeRichText(d.conteudoTexto),
        imagemUrl: imagemSegura(d.imagemUrl),
        inicio: d.inicio ?? new Date(),
        fim: d.fim ?? null,
        ativo: d.ativo ?? true,
      });
    },
  };
}
