import { describe, expect, it } from 'vitest';
import { bodyDamageServiceOf, decisiveDamage } from './body-damage-service';

const service = (name: string, partId: string | null, damageTypeId: string | null = null) => ({ name, partId, damageTypeId });
const menu = [
  service('Basic Service', null),
  service('Windscreen Replacement', 'windscreen'),
  service('Windscreen Chip Repair', 'windscreen', 'chip'),
  service('Left Front Door Paint', 'left-front-door'),
  service('Bonnet Crack Repair', 'bonnet', 'crack'),
];

describe('the service for a damaged part', () => {
  it('is the one written for that damage of that part', () => {
    expect(bodyDamageServiceOf(menu, 'windscreen', 'chip')?.name).toBe('Windscreen Chip Repair');
  });

  it('else the part’s own service, which takes any damage of the part', () => {
    expect(bodyDamageServiceOf(menu, 'windscreen', 'crack')?.name).toBe('Windscreen Replacement');
    expect(bodyDamageServiceOf(menu, 'left-front-door', 'dent')?.name).toBe('Left Front Door Paint');
  });

  it('none when the brand has no service for the part, or only one for another damage', () => {
    expect(bodyDamageServiceOf(menu, 'roof', 'dent')).toBeUndefined();
    expect(bodyDamageServiceOf(menu, 'bonnet', 'dent')).toBeUndefined();
  });
});

describe('the damage that decides the work', () => {
  const listed = [{ damageTypeId: 'scratch' }, { damageTypeId: 'dent' }, { damageTypeId: 'crack' }];

  it('is the heaviest chosen: the part lists its damages lightest first', () => {
    expect(decisiveDamage(listed, ['dent', 'scratch'])).toBe('dent');
    expect(decisiveDamage(listed, ['scratch', 'crack', 'dent'])).toBe('crack');
    expect(decisiveDamage(listed, ['scratch'])).toBe('scratch');
  });

  it('none before a damage is chosen, and none for damages the part does not list', () => {
    expect(decisiveDamage(listed, [])).toBeUndefined();
    expect(decisiveDamage(listed, ['tear'])).toBeUndefined();
  });
});
