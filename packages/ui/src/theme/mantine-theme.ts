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
  light: { '--mantine-primary-color-contrast': 'var(--brand-primary-contrast)' },
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
