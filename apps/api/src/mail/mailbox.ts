import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailEnviado } from '../db/schema/comunicacao.ts';
import { escapeHtml } from './template.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** HOST values that listen on the local machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

function pagina(titulo: string, corpo: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titulo)} · Aprovei (desenvolvimento)</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#212529}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #dee2e6;vertical-align:top}
pre{white-space:pre-wrap;background:#f8f9fa;padding:12px;border:1px solid #dee2e6}
iframe{width:100%;height:640px;border:1px solid #dee2e6}.muted{color:#495057}
</style></head>
<body>${corpo}</body></html>`;
}

const estado = (enviadoEm: Date | null) =>
  enviadoEm ? `entregue ao SMTP em ${formatarDataHora(enviadoEm)}` : 'só na caixa de saída';

/**
 * /dev/mailbox: the e-mails the platform sent (newest first) and each message's text and HTML.
 * Registered only outside production and when the server listens on loopback. The HTML is shown in a sandboxed iframe (no scripts, opaque
 * origin) through srcdoc, so a message cannot run code in this page.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  const db = app.database.db;

  // It shows password codes: only to the developer's own machine, never through a proxy. This hook
  // belongs to this plugin's routes only (no path test: the router decodes `/dev/%6dailbox`).
  app.addHook('onRequest', async (request, reply) => {
    const viaProxy =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (viaProxy || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      return reply.status(404).send({ codigo: 'NAO_ENCONTRADO', mensagem: 'Recurso não encontrado.' });
    }
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const para = (request.query as { para?: string }).para;
    const emails = await db
      .select({
        id: emailEnviado.id,
        para: emailEnviado.para,
        assunto: emailEnviado.assunto,
        criadoEm: emailEnviado.criadoEm,
        enviadoEm: emailEnviado.enviadoEm,
      })
      .from(emailEnviado)
      .where(para ? eq(emailEnviado.para, para) : undefined)
      .orderBy(desc(emailEnviado.id))
      .limit(200);
    const linhas = emails
      .map(
        (e) =>
          `<tr><td>${formatarDataHora(e.criadoEm)}</td><td>${escapeHtml(e.para)}</td><td><a href="/dev/mailbox/${e.id}">${escapeHtml(e.assunto)}</a></td><td class="muted">${escapeHtml(estado(e.enviadoEm))}</td></tr>`,
      )
      .join('\n');
    const corpo = `<h1>Caixa de e-mails (desenvolvimento)</h1>
<p class="muted">Os e-mails enviados pela plataforma, do mais novo ao mais antigo. Sem SMTP_URL eles ficam só aqui. Esta página não existe em produção.</p>
${emails.length === 0 ? '<p>Nenhum e-mail enviado ainda.</p>' : `<table><thead><tr><th>Data</th><th>Para</th><th>Assunto</th><th>Situação</th></tr></thead><tbody>${linhas}</tbody></table>`}`;
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(pagina('Caixa de e-mails', corpo));
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const [email] = Number.isSafeInteger(id)
      ? await db.select().from(emailEnviado).where(eq(emailEnviado.id, id)).limit(1)
      : [];
    if (!email) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          pagina('E-mail não encontrado', '<p>E-mail não encontrado. <a href="/dev/mailbox">Voltar</a></p>'),
        );
    }
    const corpo = `<p><a href="/dev/mailbox">← Caixa de e-mails</a></p>
<h1>${escapeHtml(email.assunto)}</h1>
<table>
<tr><th>Para</th><td>${escapeHtml(email.para)}</td></tr>
<tr><th>Produto</th><td>${escapeHtml(email.tenantId ?? '—')}</td></tr>
<tr><th>Criado em</th><td>${formatarDataHora(email.criadoEm)}</td></tr>
<tr><th>Situação</th><td>${escapeHtml(estado(email.enviadoEm))}</td></tr>
</table>
<h2>Texto</h2>
<pre>${escapeHtml(email.texto)}</pre>
<h2>HTML</h2>
<iframe title="Versão HTML do e-mail" sandbox="" srcdoc="${escapeHtml(email.html)}"></iframe>`;
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(pagina(email.assunto, corpo));
  });
}
