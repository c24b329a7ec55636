import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, type Params } from 'react-router';

/** A screen's name for the browser tab, in the current language; a route carries it as its `handle`. */
type ScreenTitle = { screenTitle: (t: TFunction, params: Params) => string };

export const screenTitle = (title: ScreenTitle['screenTitle']): ScreenTitle => ({ screenTitle: title });

const isScreenTitle = (handle: unknown): handle is ScreenTitle =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<ScreenTitle>).screenTitle === 'function';

/** "<Screen> · <Brand>": history, tabs and bookmarks tell the screens apart; the brand's tab name alone where a screen has none. */
export function documentTitle(screen: string | undefined, brandTabName: string): string {
  return screen ? `${screen} · ${brandTabName}` : brandTabName;
}

/** Keeps document.title on the deepest matched route's screen name, following navigation and language. */
export function useScreenTitle(brandTabName: string): void {
  const { t } = useTranslation();
  const match = useMatches().findLast((candidate) => isScreenTitle(candidate.handle));
  const screen = match && (match.handle as ScreenTitle).screenTitle(t, match.params);
  useEffect(() => {
    document.title = documentTitle(screen, brandTabName);
  }, [screen, brandTabName]);
}
