import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`; null when tiles are off. */
export function tileOrigin(mapTileUrl: string): string | null {
  const origin = /^(https?:\/\/[^/]+)/.exec(mapTileUrl.trim())?.[1];
  return origin ? origin.replace('{s}', '*') : null;
}

/** Where signed file URLs point when files live in S3 (the apps show vehicle photos and documents from there). */
function fileOrigins(storage: Config['storage']): string[] {
  if (storage.driver !== 's3') return [];
  if (storage.endpoint) {
    const endpoint = new URL(storage.endpoint);
    return [endpoint.origin, `${endpoint.protocol}//*.${endpoint.host}`]; // path style and virtual-host style
  }
  return [`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`, `https://s3.${storage.region}.amazonaws.com`];
}

/**
 * Razorpay's checkout, when it takes the payments: its script, the frame it opens, and the calls
 * the script makes (Razorpay's Checkout integration guide). Nothing of it otherwise.
 */
const RAZORPAY_CHECKOUT = { script: 'https://checkout.razorpay.com', frame: 'https://api.razorpay.com' };

/**
 * The Content-Security-Policy both apps run under: their own scripts only (and Razorpay's checkout
 * when it takes the payments), no frames of them anywhere, images from themselves, the map tiles and
 * the file store. Styles allow inline because Mantine writes its CSS variables and Leaflet its
 * positions as inline styles.
 */
export function contentSecurityPolicy(config: Pick<Config, 'mapTileUrl' | 'storage' | 'nodeEnv' | 'payments'>) {
  const tiles = tileOrigin(config.mapTileUrl);
  const razorpay = config.payments.provider === 'razorpay';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? [RAZORPAY_CHECKOUT.script] : [])],
    ...(razorpay ? { 'frame-src': [RAZORPAY_CHECKOUT.frame, RAZORPAY_CHECKOUT.script] } : {}),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...fileOrigins(config.storage)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(razorpay ? [RAZORPAY_CHECKOUT.frame] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only where the site is served over TLS; on http://localhost it would break every asset.
    ...(config.nodeEnv === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers helmet decides for these options, asked once: helmet's middleware rebuilds the CSP
 * text on every request, which halved the hot routes' throughput in the bench. They are the same
 * for every answer, so they are computed at start and set as they are.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The apps' hashed files: scripts, style sheets and images under `assets/` (web-apps.ts). */
const HASHED_ASSET_URL = /^\/(?:workshop\/)?assets\//;

/**
 * What a hashed script or style sheet keeps of those headers: nosniff (it runs only as the type it
 * is served as), CORP, and HSTS in production. The rest govern a document (its CSP, who may frame
 * or open it, its referrer, its agent cluster) and say nothing on a script, while each file /login
 * loads carried them: about 0.6 KB of headers a response. The referrer policy we send is the
 * browsers' default, so a style sheet's own requests go out the same without it.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/** The API's JSON answers and files, but not its docs pages (a document with their own policy). */
const API_ANSWER_URL = /^\/api\/(?!docs(?:[/?]|$))/;

/**
 * What an API answer keeps (OWASP's REST security headers): the subresource ones, plus a policy
 * that forbids everything and any framing, in case a browser is ever made to open one as a page.
 * The page's own policy is about 0.5 KB that every API call carried for nothing; the bench measured
 * the hot reads 15 % faster without it.
 */
const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer (issue 7, part 6): CSP, nosniff, frame-ancestors none,
 * a Referrer-Policy that still tells the tile server which site asks (OpenStreetMap's tile policy
 * wants it), and HSTS in production only (a development browser would remember it for localhost).
 * Hashed assets and API answers get only the ones that apply to them.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' }, // the same as frame-ancestors 'none', for browsers without CSP 2
    // Tiles and S3 files are other origins that send no CORP header; requiring one would block them.
    crossOriginEmbedderPolicy: false,
  });
  const subresourceHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)));
  const apiAnswerHeaders = { ...subresourceHeaders, 'content-security-policy': API_ANSWER_POLICY, 'x-frame-options': 'DENY' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(HASHED_ASSET_URL.test(request.url) ? subresourceHeaders : API_ANSWER_URL.test(request.url) ? apiAnswerHeaders : headers);
    done();
  });
}

/**
 * The API docs bring their own policy (hashes of their inline scripts); Swagger UI also sets inline
 * styles, which a style hash would forbid, and like the apps the docs are never framed.
 */
export const apiDocsPolicy = (policy: string) =>
  policy.replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';").replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';");
