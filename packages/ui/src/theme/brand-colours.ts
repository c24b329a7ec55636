import type { TTheme } from '@servicebay/domain';

type BrandColours = Pick<TTheme, 'primary' | 'primaryContrast' | 'accent' | 'surface'>;

/** The custom properties every brand sets; styles read these, never a brand's hex values. */
export function brandCssVariables(colours: BrandColours): Record<string, string> {
  return {
    '--brand-primary': colours.primary,
    '--brand-primary-contrast': colours.primaryContrast,
    '--brand-accent': colours.accent,
    '--brand-surface': colours.surface,
  };
}

/** Inline on <html>, so they win over the platform defaults and reach portals (toasts, drawers). */
export function applyBrandColours(colours: BrandColours, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandCssVariables(colours))) root.style.setProperty(name, value);
}
