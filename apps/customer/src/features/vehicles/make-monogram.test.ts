import { describe, expect, it } from 'vitest';
import { makeMonogram } from './make-monogram';

describe('make monogram', () => {
  it('takes two initials of a two-word make, an acronym whole, and two letters of one word', () => {
    expect(makeMonogram('Maruti Suzuki').letters).toBe('MS');
    expect(makeMonogram('Royal Enfield').letters).toBe('RE');
    expect(makeMonogram('Harley-Davidson').letters).toBe('HD');
    expect(makeMonogram('BMW').letters).toBe('BMW');
    expect(makeMonogram('KTM').letters).toBe('KTM');
    expect(makeMonogram('Hyundai').letters).toBe('Hy');
    expect(makeMonogram('Honda Motorcycle & Scooter').letters).toBe('HM');
  });

  it('gives a make the same colour every time, and neighbours different ones', () => {
    expect(makeMonogram('Tata').colour).toBe(makeMonogram('Tata').colour);
    const colours = new Set(['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Toyota', 'Honda', 'Kia'].map((name) => makeMonogram(name).colour));
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });
});
