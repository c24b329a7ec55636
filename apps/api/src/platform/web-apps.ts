import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createBrandPages, type BrandPageHead } from './brand-page';
import { acceptedEncoding } from './content-encoding';
import { failureBody } from './errors';
import { registerPublic } from './public-routes';

type WebApp = { prefix: string; root: string; pages?: ReturnType<typeof createBrandPages> };

/**
 * Serves the built front ends on the API's port: the workshop app under /workshop/, the customer
 * app at /. Unknown paths inside an app get its index.html (client-side routes); unknown /api
 * paths get the 404 envelope. Text files go out as the brotli or gzip copies the build wrote
 * beside them (scripts/precompress.mjs), chosen by Accept-Encoding, or plain when there is none.
 * With `customerPageHead`, the customer app's pages carry the brand's startup data (brand-page.ts);
 * `/index.html` itself stays the bare build, which is what the service worker precaches.
 */
export async function registerWebApps(app: FastifyInstance, apps: { customer: string; workshop: string }, options: { customerPageHead?: BrandPageHead } = {}) {
  const customerPages = options.customerPageHead ? createBrandPages(options.customerPageHead) : undefined;
  const served: WebApp[] = [
    { prefix: '/workshop/', root: apps.workshop },
    { prefix: '/', root: apps.customer, pages: customerPages },
  ].filter((a) => existsSync(path.join(a.root, 'index.html')));

  for (const webApp of served) {
    await registerPublic(app, fastifyStatic, {
      root: webApp.root,
      prefix: webApp.prefix,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // `/` and `/workshop/` are folders: their index.html answers, unless the page is the brand's
      // (then `/` is answered below, like every client-side route).
      index: webApp.pages ? false : 'index.html',
      preCompressed: true,
      // Hashed asset names never change content; everything else must be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // With `index: false`, fastify-static refuses the folder itself: the brand's page answers it.
  const customerApp = served.find((a) => a.pages);
  if (customerApp) app.get('/', { config: { public: true } }, (request, reply) => sendIndexHtml(request, reply, customerApp));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const webApp = served.find((a) => url.startsWith(a.prefix) || `${url}/` === a.prefix);
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    // The app's router works under its prefix with the slash: /workshop -> /workshop/.
    if (webApp && `${url}/` === webApp.prefix) return reply.redirect(`${webApp.prefix}${request.url.slice(url.length)}`, 301);
    if (webApp && wantsPage) return sendIndexHtml(request, reply, webApp);
    return reply.status(404).send(failureBody('resource/not-found', { message: `No route ${request.method} ${url}` }));
  });
}

/** A client-side route's page: the app's index.html, precompressed when the build wrote a copy. */
async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, { root, pages }: WebApp) {
  const file = path.join(root, 'index.html');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (pages) {
    const page = await pages.pageFor(request, await readFile(file, 'utf8'));
    if (!encoding) return reply.send(page.plain);
    return reply.header('content-encoding', encoding.encoding).send(encoding.encoding === 'br' ? page.br : page.gzip);
  }
  if (encoding && existsSync(file + encoding.extension)) {
    return reply.header('content-encoding', encoding.encoding).send(await readFile(file + encoding.extension));
  }
  return reply.send(await readFile(file, 'utf8'));
}
