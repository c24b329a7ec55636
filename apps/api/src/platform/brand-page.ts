import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { Brand } from './tenancy';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the brand's first screen needs in the page itself, as HTML for the end of <head>. */
export type BrandPageHead = (brand: Brand) => string;

type BrandPage = { source: string; plain: Buffer; br: Buffer; gzip: Buffer };

/**
 * A customer navigation's index.html with the brand's startup data inlined (the client profile),
 * so the first screen paints without waiting for an API round trip after the JavaScript. Built
 * and compressed once per brand and per build of index.html: they live as long as the brand
 * object the request carries (the brands service replaces it when the brand changes), and a
 * rebuilt index.html (new source) replaces them.
 */
export function createBrandPages(headOf: BrandPageHead) {
  const byBrand = new WeakMap<object, BrandPage>();

  return {
    async pageFor(request: FastifyRequest, source: string): Promise<BrandPage> {
      const cached = byBrand.get(request.brand);
      if (cached?.source === source) return cached;
      const head = headOf(request.brand);
      const html = source.includes('</head>') ? source.replace('</head>', `${head}</head>`) : `${head}${source}`;
      const plain = Buffer.from(html);
      const [br, gz] = await Promise.all([
        // Quality 9, not the build's 11: done at run time, and the page is a few KB.
        brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
        gzipped(plain, { level: 9 }),
      ]);
      const page = { source, plain, br, gzip: gz };
      byBrand.set(request.brand, page);
      return page;
    },
  };
}

/**
 * JSON for a `<script type="application/json">`: every `<` is escaped, so nothing in a brand's
 * texts can close the element or open a comment; U+2028/2029 too, for old parsers.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}
