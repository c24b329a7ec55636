import { describe, expect, it } from 'vitest';
import { cardPaint, EXPIRED_PAINT, offerPaint } from './card-paint';

describe('the colours of an offer card', () => {
  it('keeps the offer’s own colour, with white text on a dark one and dark text on a pale one', () => {
    expect(cardPaint('#1c4ed8')).toEqual({ background: '#1c4ed8', ink: '#ffffff' });
    expect(cardPaint('#b45309')).toEqual({ background: '#b45309', ink: '#ffffff' });
    expect(cardPaint('#fde68a').ink).toBe('#1a1b1e');
    expect(cardPaint('#FFF').ink).toBe('#1a1b1e');
  });

  it('falls back to the brand’s colours for a colour it cannot read', () => {
    expect(cardPaint('teal')).toEqual({ background: 'var(--brand-primary)', ink: 'var(--brand-primary-contrast)' });
  });

  it('is grey once the offer has expired', () => {
    expect(offerPaint('#1c4ed8', true)).toEqual(EXPIRED_PAINT);
    expect(offerPaint('#1c4ed8', false).background).toBe('#1c4ed8');
  });
});
