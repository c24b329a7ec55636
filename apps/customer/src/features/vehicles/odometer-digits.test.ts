import { describe, expect, it } from 'vitest';
import { odometerDigits } from './odometer-digits';

describe('odometer typing', () => {
  it('keeps digits only, at most six', () => {
    expect(odometerDigits('12,345 km')).toBe('12345');
    expect(odometerDigits('1234567')).toBe('123456');
    expect(odometerDigits('-5')).toBe('5');
    expect(odometerDigits('abc')).toBe('');
  });
});
