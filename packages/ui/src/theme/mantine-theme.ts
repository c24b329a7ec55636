import { createTheme, defaultVariantColorsResolver, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

const tint = (percent: number) => `color-mix(in srgb, var(--brand-primary) ${percent}%, white)`;
const shadeOf = (percent: number) => `color-mix(in srgb, var(--brand-primary) ${percent}%, black)`;

/**
 * Mantine wants ten shades; they are mixed from the brand's custom property in the browser, so
 * one theme object serves every brand and a brand switch needs no re-render.
 */
const brandShades: MantineColorsTuple = [
  tint(8),
  tint(18),
  tint(32),
  tint(48),
  tint(64),
  tint(82),
  'var(--brand-primary)',
  shadeOf(86),
  shadeOf(72),
  shadeOf(58),
];

/** Filled brand buttons take the brand's own contrast colour instead of Mantine's white. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const isBrand = (input.color ?? input.theme.primaryColor) === 'brand';
  return isBrand && input.variant === 'filled' ? { ...colours, color: 'var(--brand-primary-contrast)' } : colours;
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's dimmed grey (#868e96) reads at about 3.3:1 on white and 3.1:1 on the brands' pale
  // surfaces, under the 4.5:1 that body text needs (axe, WCAG AA); gray.7 (#495057) reads at 8:1.
  // The same for errors under a field: Mantine's red.6 (#fa5252) reads at 3.3:1; red.9 (#c92a2a) at 5.5:1, 4.8:1 on a pale surface.
  // Placeholders (#adb5bd, 2.1:1) get a grey at 4.8:1 on white, still lighter than a value.
  light: {
    '--mantine-primary-color-contrast': 'var(--brand-primary-contrast)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Red text (c="red", the subtle and light red buttons: Delete account, Sign out) likewise.
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    // White on a filled red button (Request account deletion, a dialog's Delete): 3.3:1 on red.6.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});

/** The spec's mobile layout breakpoint; `sm` is what hiddenFrom/visibleFrom and AppShell use. */
export const MOBILE_BREAKPOINT_PX = 700;

export const servicebayTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandShades },
  breakpoints: { xs: '30em', sm: `${MOBILE_BREAKPOINT_PX / 16}em`, md: '62em', lg: '75em', xl: '90em' },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
  headings: { fontFamily: 'inherit' },
  variantColorResolver,
  // A customer who asks the system for less motion gets panels, menus and dialogs without animation.
  respectReducedMotion: true,
});
