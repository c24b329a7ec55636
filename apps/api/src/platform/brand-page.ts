import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, keptLanguageOf, startingLanguage, textDirectionOf, type Language } from '@servicebay/domain';
import { compressed } from './content-encoding';
import { pageWithScreen } from './prerendered-page';
import type { Brand } from './tenancy';
import { escapeHtml } from './html-text';

/** What the brand's first screen needs in the page itself, as HTML for the end of <head>. */
export type BrandPageHead = (brand: Brand) => string;

/**
 * A screen the server renders ahead of the app's JavaScript, and what it adds to the head; a
 * signed-in screen also carries the answers it was rendered with (`data`), which the app starts
 * from instead of asking again.
 */
/** `chunks`: a signed-in screen's code, which the app runs one by one before taking the screen over. */
export type PrerenderedScreen = { root: string; head: string; title?: string; data?: unknown; chunks?: readonly string[] };

/** How the renderer reads the API as the signed-in customer: in process, with a token for this page only. */
export type ApiReads = { accessToken: string; fetch: typeof fetch };

/**
 * The customer app's renderer of its sign-in screens (apps/customer/src/prerender.tsx): the
 * screens it renders, and the rendering of one for a brand (null when it cannot).
 */
export type ScreenRenderer = {
  paths: readonly string[];
  render: (pathname: string, brand: Brand, language: Language) => Promise<PrerenderedScreen | null>;
  /** Portal screens rendered with the customer's data when the page navigation carries their session. */
  signedInPaths: readonly string[];
  renderSignedIn: (pathname: string, brand: Brand, reads: ApiReads, language: Language) => Promise<PrerenderedScreen | null>;
};

export type BrandPage = { source: string; plain: Buffer; br: Buffer; gzip: Buffer };

/** The data a signed-in screen was rendered with, for the app (apps/customer/src/app/router.tsx). */
const SCREEN_DATA_ID = 'screen-data';

/**
 * The language the page is in: the visitor's kept choice, else their browser's where the brand
 * offers it (the app decides with the same rule from the cookie and navigator.languages).
 */
export const pageLanguageOf = (request: FastifyRequest): Language =>
  startingLanguage(keptLanguageOf(request.headers.cookie), acceptedLanguages(request.headers['accept-language']), request.brand.settings.countryCode);

/** The page's `<html>` element with the language's lang and dir, as the app's setLocale would set them. */
const inLanguage = (html: string, language: Language) =>
  html.replace(/<html\b([^>]*)>/, (_, attributes: string) => {
    const others = attributes.replace(/\s(lang|dir)="[^"]*"/g, '');
    return `<html lang="${language}" dir="${textDirectionOf(language)}"${others}>`;
  });

/**
 * The page's <title> as the app sets it: the rendered screen's ("<Screen> · <Brand>"), else the
 * brand's tab name, so the page is named before any script runs (axe document-title on first paint).
 */
const withTitle = (html: string, title: string) => html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);

/** index.html in `language`, with the brand's head and title, and the screen in #root when there is one. */
function composePage(source: string, brand: Brand, head: string, pathname: string, rendered: PrerenderedScreen | null, language: Language): Buffer {
  const page = withTitle(inLanguage(source, language), rendered?.title ?? (brand.settings.tabName || brand.name));
  const data = rendered?.data === undefined ? '' : `<script type="application/json" id="${SCREEN_DATA_ID}">${jsonForScriptElement(rendered.data)}</script>`;
  const fullHead = head + (rendered?.head ?? '') + data;
  // Replaced by functions: a `$&` or `$'` in a brand's text must stay text, not a pattern.
  const html = page.includes('</head>') ? page.replace('</head>', () => `${fullHead}</head>`) : `${fullHead}${page}`;
  return Buffer.from(rendered ? pageWithScreen(html, pathname, rendered) : html);
}

/**
 * A customer navigation's index.html with the brand's startup data inlined (the client profile),
 * so the first screen paints without waiting for an API round trip after the JavaScript, and for
 * the sign-in screens the screen itself, rendered by the app's own components, so it paints before
 * any JavaScript has arrived. Built and compressed once per brand, screen and build of index.html:
 * they live as long as the brand object the request carries (the brands service replaces it when
 * the brand changes), and a rebuilt index.html (new source) replaces them.
 */
export function createBrandPages(headOf: BrandPageHead, loadRenderer: () => Promise<ScreenRenderer | undefined> = async () => undefined) {
  const byBrand = new WeakMap<object, Map<string, BrandPage>>();
  // The renderer of the build that wrote this index.html: a rebuild (new source) loads it again.
  let renderer: { source: string; loaded: Promise<ScreenRenderer | undefined> } | undefined;

  /** The screen's rendering, or nothing: a page without it is still the whole app, only later to paint. */
  async function screenOf(request: FastifyRequest, pathname: string, render: () => Promise<PrerenderedScreen | null>) {
    try {
      return await render();
    } catch (error) {
      request.log.error({ err: error, pathname }, 'the screen could not be rendered on the server; the page goes without it');
      return null;
    }
  }

  /** The renderer of this build; one that fails to load leaves every page without a screen, not the server down. */
  async function screensFor(request: FastifyRequest, source: string) {
    if (renderer?.source !== source) {
      const loaded = loadRenderer().catch((error: unknown) => {
        request.log.error({ err: error }, 'the screen renderer could not be loaded; pages go without rendered screens');
        return undefined;
      });
      renderer = { source, loaded };
    }
    return renderer.loaded;
  }

  return {
    /**
     * The portal screen rendered with the customer's own data, or null (not such a screen, or the
     * session no longer opens it): then the page is the brand's shared one. Never cached, by anyone.
     */
    async signedInPageFor(request: FastifyRequest, source: string, pathname: string, reads: () => Promise<ApiReads | null>): Promise<BrandPage | null> {
      const screens = await screensFor(request, source);
      if (!screens?.signedInPaths.includes(pathname)) return null;
      const access = await reads();
      if (!access) return null;
      const language = pageLanguageOf(request);
      const rendered = await screenOf(request, pathname, () => screens.renderSignedIn(pathname, request.brand, access, language));
      if (!rendered) return null;
      const plain = composePage(source, request.brand, headOf(request.brand), pathname, rendered, language);
      // Made for one request: a quick brotli is worth more than a few bytes.
      return { source, plain, ...(await compressed(plain, 5)) };
    },

    async pageFor(request: FastifyRequest, source: string, pathname: string): Promise<BrandPage> {
      const screens = await screensFor(request, source);
      const screen = screens?.paths.includes(pathname) ? pathname : '';
      const language = pageLanguageOf(request);
      const key = `${screen} ${language}`;
      const pages = byBrand.get(request.brand) ?? new Map<string, BrandPage>();
      byBrand.set(request.brand, pages);
      const cached = pages.get(key);
      if (cached?.source === source) return cached;

      const rendered = screen && screens ? await screenOf(request, screen, () => screens.render(screen, request.brand, language)) : null;
      const plain = composePage(source, request.brand, headOf(request.brand), screen, rendered, language);
      // Quality 9, not the build's 11: done at run time, and the page is a few KB.
      const page = { source, plain, ...(await compressed(plain, 9)) };
      pages.set(key, page);
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
