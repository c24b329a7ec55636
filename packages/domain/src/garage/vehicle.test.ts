import { describe, expect, it } from 'vitest';
import {
  variantChoiceProblem,
  fuelTypesFor,
  pickerBlockedRule,
  vehicleTypesFor,
  yearChoices,
  ZOdometer,
  ZVehicleCreate,
  ZVehicleUpdate,
  ZVin,
} from './vehicle';
import { issueEnglish } from '../rules';
import { VEHICLE_MESSAGES } from './vehicle-messages';

// The schemas' issues carry rule codes; the server answers their English text, which the spec gives.
const message = (r: { error?: { issues: { message: string }[] } }) => {
  const issue = r.error?.issues[0];
  return issue && issueEnglish(issue);
};

describe('pickers', () => {
  it('the year picker offers the last 23 years', () => {
    const years = yearChoices(new Date('2026-11-22'));
    expect(years).toHaveLength(23);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2004);
  });
  it('each picker needs the one before it', () => {
    expect(pickerBlockedRule('model', {})).toBe('vehicle.modelNeedsBrand');
    expect(pickerBlockedRule('model', { makeId: 'm' })).toBeNull();
    expect(pickerBlockedRule('year', { makeId: 'm' })).toBe('vehicle.yearNeedsModel');
    expect(pickerBlockedRule('fuel', { makeId: 'm', modelId: 'x' })).toBe('vehicle.fuelNeedsYear');
    expect(pickerBlockedRule('variant', { makeId: 'm', modelId: 'x', year: 2020 })).toBe('vehicle.fuelRequired');
    expect(pickerBlockedRule('variant', { makeId: 'm', modelId: 'x', year: 2020, fuelType: 'PETROL' })).toBeNull();
  });
  it('the bike variant shows two-wheelers only and no DIESEL', () => {
    expect(fuelTypesFor('bike')).toEqual(['PETROL', 'ELECTRIC', 'CNG', 'LPG']);
    expect(fuelTypesFor('standard')).toContain('DIESEL');
    expect(vehicleTypesFor('bike')).toEqual(['two-wheeler']);
  });
});

describe('adding a vehicle', () => {
  it('names the first missing choice', () => {
    expect(message(ZVehicleCreate.safeParse({}))).toBe(VEHICLE_MESSAGES.brandRequired);
    expect(message(ZVehicleCreate.safeParse({ makeId: 'a' }))).toBe(VEHICLE_MESSAGES.modelRequired);
    expect(message(ZVehicleCreate.safeParse({ makeId: 'a', modelId: 'b', year: 2020 }))).toBe(VEHICLE_MESSAGES.fuelRequired);
    expect(message(ZVehicleCreate.safeParse({ makeId: 'a', modelId: 'b', year: 2020, fuelType: 'PETROL' }))).toBe(VEHICLE_MESSAGES.variantRequired);
  });
});

describe('editing a vehicle', () => {
  const valid = { nickName: 'Daily', registrationNumber: 'KA01AB1234', vinNumber: 'MA3 EWDE1S00 123456', odometer: '45210' };
  it('accepts a full edit, VIN without spaces', () => {
    expect(ZVehicleUpdate.parse(valid)).toMatchObject({ vinNumber: 'MA3EWDE1S00123456', odometer: 45210 });
  });
  it('nickname: required and valid', () => {
    expect(message(ZVehicleUpdate.safeParse({ ...valid, nickName: '' }))).toBe('Enter nickname');
    expect(message(ZVehicleUpdate.safeParse({ ...valid, nickName: '!!' }))).toBe('Please enter valid nickname');
  });
  it('VIN: required, alphanumeric, 16 or 17 characters', () => {
    expect(message(ZVin.safeParse(''))).toBe(VEHICLE_MESSAGES.vinRequired);
    expect(message(ZVin.safeParse('MA3EWDE1S0012345$'))).toBe(VEHICLE_MESSAGES.vinInvalid);
    expect(message(ZVin.safeParse('MA3EWDE1S00'))).toBe(VEHICLE_MESSAGES.vinInvalid);
    expect(ZVin.safeParse('JTMHV05J604123456').success).toBe(true);
  });
  it('odometer: digits only, under 7 characters, not negative', () => {
    expect(message(ZOdometer.safeParse(''))).toBe(VEHICLE_MESSAGES.odometerRequired);
    expect(message(ZOdometer.safeParse('1234567'))).toBe(VEHICLE_MESSAGES.odometerInvalid);
    expect(message(ZOdometer.safeParse('-5'))).toBe(VEHICLE_MESSAGES.odometerInvalid);
    expect(message(ZOdometer.safeParse('12a'))).toBe(VEHICLE_MESSAGES.odometerInvalid);
    expect(ZOdometer.parse('999999')).toBe(999999);
    expect(ZOdometer.parse(0)).toBe(0);
  });
});

describe('a variant fits the picks', () => {
  const variant = { makeId: 'car.tata', modelId: 'car.tata.nexon', fuelType: 'DIESEL', startYear: 2020, endYear: 2023 };
  const choice = { makeId: 'car.tata', modelId: 'car.tata.nexon', fuelType: 'DIESEL', year: 2021 };
  it('when make, model, fuel and year agree', () => {
    expect(variantChoiceProblem(variant, choice)).toBeNull();
  });
  it('names what does not', () => {
    expect(variantChoiceProblem(variant, { ...choice, fuelType: 'PETROL' })).toEqual({
      field: 'catalogVehicleId',
      message: 'Selected variant doesnot match with fuel type',
    });
    expect(variantChoiceProblem(variant, { ...choice, modelId: 'car.tata.punch' })).toEqual({ field: 'catalogVehicleId', message: 'please select variant' });
    expect(variantChoiceProblem(variant, { ...choice, year: 2024 })).toEqual({ field: 'year', message: 'please select year' });
  });
});
