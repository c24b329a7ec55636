import { describe, expect, it } from 'vitest';
import { popularMakesFirst } from './popular-makes';

const cars = (...names: string[]) => names.map((name) => ({ name, vehicleType: 'car' as const }));

describe('popular makes first', () => {
  const alphabetical = cars('Audi', 'BMW', 'Hyundai', 'Lexus', 'Maruti Suzuki', 'Nissan', 'Tata', 'Toyota');

  it('puts India’s common cars first, in their order, and keeps the rest alphabetical', () => {
    expect(popularMakesFirst(alphabetical, 'IN').map((m) => m.name)).toEqual(['Maruti Suzuki', 'Hyundai', 'Tata', 'Toyota', 'Audi', 'BMW', 'Lexus', 'Nissan']);
  });

  it('puts the Gulf’s common cars first', () => {
    expect(
      popularMakesFirst(alphabetical, 'SA')
        .map((m) => m.name)
        .slice(0, 4),
    ).toEqual(['Toyota', 'Nissan', 'Hyundai', 'Lexus']);
  });

  it('ranks two-wheelers by the two-wheeler list', () => {
    const bikes = ['Bajaj', 'Hero MotoCorp', 'KTM', 'TVS'].map((name) => ({ name, vehicleType: 'two-wheeler' as const }));
    expect(popularMakesFirst(bikes, 'IN').map((m) => m.name)).toEqual(['Hero MotoCorp', 'Bajaj', 'TVS', 'KTM']);
  });

  it('leaves an unknown market in the given order', () => {
    expect(popularMakesFirst(alphabetical, 'XX')).toEqual(alphabetical);
  });
});
