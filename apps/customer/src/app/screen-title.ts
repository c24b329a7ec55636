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

/** The deepest matched route's screen name, in the language of `t`. */
export function screenNameOf(matches: readonly { handle?: unknown; params: Params }[], t: TFunction): string | undefined {
  const match = matches.findLast((candidate) => isScreenTitle(candidate.handle));
  return match && (match.handle as ScreenTitle).screenTitle(t, match.params);
}

/** Keeps document.title on the deepest matched route's screen name, following navigation and language. */
export function useScreenTitle(brandTabName: string): void {
  const { t } = useTranslation();
  const screen = screenNameOf(useMatches(), t);
  useEffect(() => {
    document.title = documentTitle(screen, brandTabName);
  }, [screen, brandTabName]);
}
