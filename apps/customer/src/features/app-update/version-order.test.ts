import { describe, expect, it } from 'vitest';
import { isVersionBelow } from './version-order';

describe('comparing app versions', () => {
  it('compares part by part as numbers, not as text', () => {
    expect(isVersionBelow('1.9.0', '1.10.0')).toBe(true);
    expect(isVersionBelow('1.10.0', '1.9.0')).toBe(false);
    expect(isVersionBelow('1.2.3', '1.2.4')).toBe(true);
    expect(isVersionBelow('2.0.0', '1.99.99')).toBe(false);
  });

  it('is not below an equal version, however many parts it is written with', () => {
    expect(isVersionBelow('1.0.0', '1.0.0')).toBe(false);
    expect(isVersionBelow('1.0', '1.0.0')).toBe(false);
    expect(isVersionBelow('1', '1.0.1')).toBe(true);
    expect(isVersionBelow('v1.2.0', '1.2')).toBe(false);
  });

  it('reads the numbers before a pre-release suffix', () => {
    expect(isVersionBelow('1.2.0-beta.1', '1.3.0')).toBe(true);
    expect(isVersionBelow('1.3.0-rc', '1.3.0')).toBe(false);
  });

  it('never locks the customer out over a version it cannot read', () => {
    expect(isVersionBelow('1.0.0', '')).toBe(false);
    expect(isVersionBelow('1.0.0', 'latest')).toBe(false);
    expect(isVersionBelow('dev', '9.0.0')).toBe(false);
  });
});
