import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { acceptedEncoding } from './content-encoding';
import { failureBody } from './errors';
import { registerPublic } from './public-routes';

type WebApp = { prefix: string; root: string };

/**
 * Serves the built front ends on the API's port: the workshop app under /workshop/, the customer
 * app at /. Unknown paths inside an app get its index.html (client-side routes); unknown /api
 * paths get the 404 envelope. Text files go out as the brotli or gzip copies the build wrote
 * beside them (scripts/precompress.mjs), chosen by Accept-Encoding, or plain when there is none.
 */
export async function registerWebApps(app: FastifyInstance, apps: { customer: string; workshop: string }) {
  const served: WebApp[] = [
    { prefix: '/workshop/', root: apps.workshop },
    { prefix: '/', root: apps.customer },
  ].filter((a) => existsSync(path.join(a.root, 'index.html')));

  for (const webApp of served) {
    await registerPublic(app, fastifyStatic, {
      root: webApp.root,
      prefix: webApp.prefix,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // `/` and `/workshop/` are folders: their index.html answers.
      index: 'index.html',
      preCompressed: true,
      // Hashed asset names never change content; everything else must be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const webApp = served.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    // The app's router works under its prefix with the slash: /workshop -> /workshop/.
    if (webApp && `${url}/` === webApp.prefix) return reply.redirect(`${webApp.prefix}${request.url.slice(url.length)}`, 301);
    if (webApp && wantsPage) return sendIndexHtml(request, reply, webApp.root);
    return reply.status(404).send(failureBody('resource/not-found', { message: `No route ${request.method} ${url}` }));
  });
}

/** A client-side route's page: the app's index.html, precompressed when the build wrote a copy. */
async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, root: string) {
  const file = path.join(root, 'index.html');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding && existsSync(file + encoding.extension)) {
    return reply.header('content-encoding', encoding.encoding).send(await readFile(file + encoding.extension));
  }
  return reply.send(await readFile(file, 'utf8'));
}
