import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';

/** One piece of an e-mail body. A string is a paragraph. */
export type BlocoEmail =
  | string
  /** A value to stand out (a code, a link's text): large and bold in HTML, on its own line in text. */
  | { destaque: string }
  /** Free text typed by someone (keeps its line breaks; quoted in the text version). */
  | { citacao: string }
  /** Label/value pairs, one per line. */
  | { campos: ReadonlyArray<readonly [string, string]> };

export interface ConteudoEmail {
  assunto: string;
  /** Heading of the message; the subject when omitted. */
  titulo?: string;
  blocos: readonly BlocoEmail[];
}

export interface EmailRenderizado {
  assunto: string;
  texto: string;
  html: string;
}

/** The brand shown in the e-mail layout of each product. */
export function marcaDoTenant(tenantId: Tenant | string | null | undefined): string {
  return tenantId === 'aprovei-med' ? 'Aprovei Med' : 'Aprovei';
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const comQuebras = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

function blocoHtml(bloco: BlocoEmail): string {
  if (typeof bloco === 'string') return `<p style="margin:0 0 16px">${comQuebras(bloco)}</p>`;
  if ('destaque' in bloco) {
    return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px;color:#1c7ed6">${escapeHtml(bloco.destaque)}</p>`;
  }
  if ('citacao' in bloco) {
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #ced4da;background:#f8f9fa;white-space:pre-wrap">${comQuebras(bloco.citacao)}</blockquote>`;
  }
  const linhas = bloco.campos
    .map(
      ([rotulo, valor]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(rotulo)}</th><td style="padding:4px 0">${comQuebras(valor)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${linhas}</table>`;
}

function blocoTexto(bloco: BlocoEmail): string {
  if (typeof bloco === 'string') return bloco;
  if ('destaque' in bloco) return `    ${bloco.destaque}`;
  if ('citacao' in bloco) return bloco.citacao.replace(/\r\n/g, '\n').replace(/^/gm, '> ');
  return bloco.campos.map(([rotulo, valor]) => `${rotulo}: ${valor}`).join('\n');
}

/**
 * Builds the Portuguese HTML and text bodies of one e-mail from one description, inside the layout
 * of the product (brand name per tenant). Every interpolated value is escaped in the HTML version.
 */
export function renderEmail(
  tenantId: Tenant | string | null | undefined,
  conteudo: ConteudoEmail,
): EmailRenderizado {
  const marca = marcaDoTenant(tenantId);
  const titulo = conteudo.titulo ?? conteudo.assunto;
  const rodape = `Equipe ${marca}`;
  const texto = [titulo, '', ...conteudo.blocos.flatMap((b) => [blocoTexto(b), '']), '—', rodape, ''].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(conteudo.assunto)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Inter,Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#1c7ed6;color:#ffffff;font-size:22px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(marca)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(titulo)}</h1>
${conteudo.blocos.map(blocoHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e9ecef;color:#495057;font-size:13px">${escapeHtml(rodape)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { assunto: conteudo.assunto, texto, html };
}
