import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createBrandPages, type ApiReads, type BrandPageHead, type ScreenRenderer } from './brand-page';
import { acceptedEncoding } from './content-encoding';
import { failureBody } from './errors';
import { registerPublic } from './public-routes';

type WebApp = { prefix: string; root: string; pages?: ReturnType<typeof createBrandPages>; signedInReads?: SignedInReads };

/** How a page navigation reads the API as its customer, from the portal page cookie; null without a live session. */
export type SignedInReads = (request: FastifyRequest) => Promise<ApiReads | null>;

/**
 * Serves the built front ends on the API's port: the workshop app under /workshop/, the customer
 * app at /. Unknown paths inside an app get its index.html (client-side routes); unknown /api
 * paths and missing files get the 404 envelope. Text files go out as the brotli or gzip copies the build wrote
 * beside them (scripts/precompress.mjs), chosen by Accept-Encoding, or plain when there is none.
 * With `customerPageHead`, the customer app's pages carry the brand's startup data (brand-page.ts),
 * and with `customerScreens` its sign-in screens come rendered, and its portal screens too, with
 * the customer's data, for a navigation that carries their session (`signedInReads`);
 * `/index.html` itself stays the bare build, which is what the service worker precaches.
 */
export async function registerWebApps(
  app: FastifyInstance,
  apps: { customer: string; workshop: string },
  options: { customerPageHead?: BrandPageHead; customerScreens?: () => Promise<ScreenRenderer | undefined>; signedInReads?: SignedInReads } = {},
) {
  const customerPages = options.customerPageHead ? createBrandPages(options.customerPageHead, options.customerScreens) : undefined;
  const served: WebApp[] = [
    { prefix: '/workshop/', root: apps.workshop },
    { prefix: '/', root: apps.customer, pages: customerPages, signedInReads: options.signedInReads },
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
      // The build's own files (.vite/manifest.json, read by the server's renderer) are not the site's.
      dotfiles: 'ignore',
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
    const wantsPage = request.method === 'GET' && isClientRoute(url);
    // The app's router works under its prefix with the slash: /workshop -> /workshop/.
    if (webApp && `${url}/` === webApp.prefix) return reply.redirect(`${webApp.prefix}${request.url.slice(url.length)}`, 301);
    if (webApp && wantsPage) return sendIndexHtml(request, reply, webApp);
    return reply.status(404).send(failureBody('resource/not-found', { message: `No route ${request.method} ${url}` }));
  });
}

/**
 * A GET outside the API that names no file is one of the app's own routes, whatever the client
 * accepts (`curl /login` gets the app, as a browser does). A missing file (`/assets/x.js`, a
 * last segment with an extension) stays a 404: an old chunk must fail, not load a page as script.
 */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i;
const isClientRoute = (url: string): boolean => url !== '/api' && !url.startsWith('/api/') && !FILE_NAME.test(url);

/** A client-side route's page: the app's index.html, precompressed when the build wrote a copy. */
async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, { root, pages, signedInReads }: WebApp) {
  const file = path.join(root, 'index.html');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  // The page's language follows the kept choice (a cookie) or the browser's (brand-page.ts).
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').type('text/html; charset=utf-8');
  if (pages) {
    const source = await readFile(file, 'utf8');
    const pathname = request.url.split('?')[0]!;
    const ownPage = signedInReads ? await pages.signedInPageFor(request, source, pathname, () => signedInReads(request)) : null;
    // One customer's page: no shared cache may keep it, and the session's cookie chose it.
    if (ownPage) reply.header('cache-control', 'private, no-store');
    const page = ownPage ?? (await pages.pageFor(request, source, pathname));
    if (!encoding) return reply.send(page.plain);
    return reply.header('content-encoding', encoding.encoding).send(encoding.encoding === 'br' ? page.br : page.gzip);
  }
  if (encoding && existsSync(file + encoding.extension)) {
    return reply.header('content-encoding', encoding.encoding).send(await readFile(file + encoding.extension));
  }
  return reply.send(await readFile(file, 'utf8'));
}
