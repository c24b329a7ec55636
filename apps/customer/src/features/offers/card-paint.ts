/** The colours of an offer or article card: its own display colour, with text that reads on it. */
export type CardPaint = { background: string; ink: string };

/** Expired offers are grey (customer spec section 2); white reads on it at 6:1. */
export const EXPIRED_PAINT: CardPaint = { background: '#5c6370', ink: '#ffffff' };

/** The brand's own colours, for a display colour the app cannot read. */
const BRAND_PAINT: CardPaint = { background: 'var(--brand-primary)', ink: 'var(--brand-primary-contrast)' };

const DARK_INK = '#1a1b1e';

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * A brand writes each offer's and article's colour; the card's text takes white or near-black,
 * whichever contrasts more with it, so a pale colour still gets readable text.
 */
export function cardPaint(displayColor: string): CardPaint {
  const rgb = channels(displayColor);
  if (!rgb) return BRAND_PAINT;
  const background = luminance(rgb);
  const ink = contrast(background, 1) >= contrast(background, luminance(channels(DARK_INK)!)) ? '#ffffff' : DARK_INK;
  return { background: displayColor.trim(), ink };
}

/** The paint of an offer card: grey once expired, else its own colour. */
export const offerPaint = (displayColor: string, isExpired: boolean): CardPaint => (isExpired ? EXPIRED_PAINT : cardPaint(displayColor));
