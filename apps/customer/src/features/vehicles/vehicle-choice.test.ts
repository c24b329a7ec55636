import type { TCatalogMake, TCatalogModel, TCatalogVariant } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { chooseFuel, chooseMake, chooseModel, chooseVariant, chooseYear, fuelChoices, NO_CHOICE, vehicleCreateBody, yearOptions } from './vehicle-choice';

const make = (makeId: string): TCatalogMake => ({ makeId, name: makeId, nameAr: null, logoUrl: null, vehicleType: 'car', segment: 'mass' });
const model = (modelId: string, fuelTypes: TCatalogModel['fuelTypes'], startYear = 2010, endYear: number | null = null): TCatalogModel => ({
  modelId,
  name: modelId,
  make: 'Tata',
  makeId: 'car.tata',
  category: 'SUV',
  imageUrl: null,
  startYear,
  endYear,
  fuelTypes,
});
const variant: TCatalogVariant = { vehicleId: 'v1', name: 'XZ', fuelType: 'DIESEL', make: 'Tata', model: 'Nexon', startYear: 2017, endYear: null };

describe('picking a vehicle top to bottom', () => {
  const full = chooseVariant(
    chooseFuel(chooseYear(chooseModel(chooseMake(NO_CHOICE, make('car.tata')), model('nexon', ['PETROL', 'DIESEL'])), 2021), 'DIESEL'),
    variant,
  );

  it('a new make forgets everything below it; the same make changes nothing', () => {
    expect(chooseMake(full, make('car.tata'))).toBe(full);
    expect(chooseMake(full, make('car.kia'))).toEqual({ ...NO_CHOICE, make: make('car.kia') });
  });

  it('a new model keeps the year and fuel it also offers, and forgets the variant', () => {
    expect(chooseModel(full, model('harrier', ['DIESEL'], 2019))).toMatchObject({ year: 2021, fuelType: 'DIESEL', variant: null });
    expect(chooseModel(full, model('tiago', ['PETROL'], 2016, 2020))).toMatchObject({ year: null, fuelType: null, variant: null });
    // A fuel without its year would let the variant picker open with nothing to ask.
    expect(chooseModel(full, model('altroz', ['DIESEL'], 2022))).toMatchObject({ year: null, fuelType: null });
  });

  it('a new year or fuel forgets the variant only', () => {
    expect(chooseYear(full, 2020)).toMatchObject({ year: 2020, fuelType: 'DIESEL', variant: null });
    expect(chooseFuel(full, 'PETROL')).toMatchObject({ year: 2021, fuelType: 'PETROL', variant: null });
    expect(chooseYear(full, 2021)).toBe(full);
  });

  it('builds the create body, leaving missing picks out for the schema to name', () => {
    expect(vehicleCreateBody(full, ' KA01AB1234 ', false)).toEqual({
      makeId: 'car.tata',
      modelId: 'nexon',
      year: 2021,
      fuelType: 'DIESEL',
      catalogVehicleId: 'v1',
      registrationNumber: 'KA01AB1234',
      isTempNumber: false,
    });
    expect(vehicleCreateBody(NO_CHOICE, '', true)).toMatchObject({ makeId: undefined, year: undefined, isTempNumber: true });
  });
});

describe('what the pickers offer', () => {
  it('fuel chips: the brand’s fuels, then only the model’s; a bike brand never offers diesel', () => {
    expect(fuelChoices('standard', null)).toEqual(['PETROL', 'DIESEL', 'ELECTRIC', 'CNG', 'LPG']);
    expect(fuelChoices('standard', model('nexon', ['DIESEL', 'PETROL']))).toEqual(['PETROL', 'DIESEL']);
    expect(fuelChoices('bike', model('bullet', ['PETROL', 'DIESEL']))).toEqual(['PETROL']);
    expect(fuelChoices('bike', null)).not.toContain('DIESEL');
  });

  it('years: the last 23, newest first, those outside the model’s years not pickable', () => {
    const years = yearOptions(model('tiago', ['PETROL'], 2016, 2020), new Date('2026-05-01'));
    expect(years).toHaveLength(23);
    expect(years[0]).toEqual({ year: 2026, isSold: false });
    expect(years.find((y) => y.year === 2018)).toEqual({ year: 2018, isSold: true });
    expect(yearOptions(null, new Date('2026-05-01')).every((y) => y.isSold)).toBe(true);
  });
});
