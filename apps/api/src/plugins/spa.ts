import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../lib/request-path.ts';

/**
 * Serves the built web app under BASE_PATH. History-mode fallback: a GET for a path without a file
 * extension outside /api answers index.html; a missing asset or an unknown /api path stays a JSON 404.
 * Text files are sent as the Brotli or gzip copy the web build wrote beside them (`.br`, `.gz`), as
 * the request's Accept-Encoding allows, else as they are. Hashed assets are cached for good;
 * index.html is revalidated on every load, so a new build is picked up at once.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const root = path.resolve(app.env.WEB_DIST_DIR);
  const basePath = app.env.BASE_PATH;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (!hasBuild) app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: basePath,
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const notFound = (url: string, method: string) => ({
    codigo: 'NAO_ENCONTRADO',
    mensagem: `Rota não encontrada: ${method} ${url}`,
  });

  app.setNotFoundHandler((request, reply) => {
    // Decided on the decoded path, as the router would match it: `/%61pi/x` is an /api address.
    const url = requestPath(request.url);
    const isPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      url.startsWith(basePath) &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !path.posix.basename(url).includes('.');
    if (isPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
    }
    return reply.status(404).send(notFound(url, request.method));
  });
});
