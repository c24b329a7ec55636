import { VEHICLE_RULES } from '@servicebay/domain';
import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { newVehicle, VEHICLE_FORM_ISSUES, vehicleBodyOf, vehicleRules, withPick, type VehicleValues } from './vehicle-form';

const picked: VehicleValues = { ...newVehicle(), makeId: 'car.tata', modelId: 'm-1', year: '2022', fuelType: 'PETROL', catalogVehicleId: 'v-1' };
const issuesOf = (values: VehicleValues) => {
  const checked = checkWithRules(vehicleRules('+91'), values);
  return checked.ok ? {} : Object.fromEntries(Object.entries(checked.issues).map(([field, issue]) => [field, issue.message]));
};

describe('the add vehicle form', () => {
  it('sends a vehicle with its picks and details, an empty detail as none', () => {
    const body = vehicleBodyOf({ ...picked, registrationNumber: ' KA01AB1234 ', odometer: '42000', averageKmPerDay: '35', colour: '' });
    expect(body).toMatchObject({ registrationNumber: 'KA01AB1234', year: '2022', odometer: '42000', averageKmPerDay: 35, colour: null, vinNumber: null });
    expect(issuesOf({ ...picked, registrationNumber: 'KA01AB1234' })).toEqual({});
  });

  it('asks for every catalogue pick and the market’s plate', () => {
    const issues = issuesOf(newVehicle());
    expect(issues).toMatchObject({ makeId: VEHICLE_RULES.brandRequired, catalogVehicleId: VEHICLE_RULES.variantRequired });
    expect(issues.registrationNumber).toMatch(/^plate\./);
  });

  it('refuses a VIN not 16 or 17 characters, and says in its own words what an engine number or km a day should be', () => {
    const issues = issuesOf({ ...picked, registrationNumber: 'KA01AB1234', vinNumber: 'ABC123', engineNumber: 'k1', averageKmPerDay: '3.5' });
    expect(issues).toEqual({
      vinNumber: VEHICLE_RULES.vinInvalid,
      engineNumber: VEHICLE_FORM_ISSUES.engineNumber,
      averageKmPerDay: VEHICLE_FORM_ISSUES.averageKmPerDay,
    });
  });

  it('clears the later picks when an earlier one changes', () => {
    expect(withPick(picked, 'modelId', 'm-2')).toEqual({ modelId: 'm-2', year: null, fuelType: null, catalogVehicleId: null });
    expect(withPick(picked, 'catalogVehicleId', 'v-2')).toEqual({ catalogVehicleId: 'v-2' });
  });
});
