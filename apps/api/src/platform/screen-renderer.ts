import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language, TClientProfile } from '@servicebay/domain';
import type { ApiReads, PrerenderedScreen, ScreenRenderer } from './brand-page';
import type { Brand } from './tenancy';

/** What apps/customer/src/prerender.tsx exports, as built into dist-server. */
type CustomerPrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  /** `language` is absent from a build before pages were rendered in the visitor's language: that one renders English. */
  prerenderScreen: (pathname: string, clientProfile: TClientProfile, language?: Language) => Promise<PrerenderedScreen | null>;
  /** Absent from a build before signed-in screens were rendered: then there are none. */
  SIGNED_IN_PATHS?: readonly string[];
  prerenderSignedInScreen?: (pathname: string, clientProfile: TClientProfile, reads: ApiReads, language?: Language) => Promise<PrerenderedScreen | null>;
};

/**
 * Loads the customer app's renderer of its sign-in screens when it has been built (`npm run build`
 * writes it; a checkout that only runs the API's tests has none, and its pages simply carry no
 * screen). Imported on the first page asked for, not at start: it brings React and the app; and
 * again after a rebuild, so the screen always matches the app's build.
 */
export async function loadScreenRenderer(file: string, clientProfileOf: (brand: Brand) => TClientProfile): Promise<ScreenRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  // Named by its time of writing: after a rebuild the new renderer is imported, not the cached one.
  const url = `${pathToFileURL(file).href}?built=${statSync(file).mtimeMs}`;
  const renderer = (await import(url)) as CustomerPrerenderModule;
  return {
    paths: renderer.PRERENDERED_PATHS,
    render: (pathname, brand, language) => renderer.prerenderScreen(pathname, clientProfileOf(brand), language),
    signedInPaths: renderer.SIGNED_IN_PATHS ?? [],
    renderSignedIn: async (pathname, brand, reads, language) =>
      (await renderer.prerenderSignedInScreen?.(pathname, clientProfileOf(brand), reads, language)) ?? null,
  };
}
