import type { TVehicle } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { matchesVehicleSearch, vehicleModelLine, vehicleName, vehiclePicture } from './vehicle-text';

const vehicle = (changes: Partial<TVehicle> = {}): TVehicle => ({
  did: 'v1',
  ref: 'users/u/vehicles/v1',
  nickName: 'Family car',
  make: 'Tata',
  makeId: 'car.tata',
  model: 'Nexon',
  modelId: 'car.tata.nexon',
  variant: 'XZ Plus',
  year: 2021,
  fuelType: 'DIESEL',
  vehicleType: 'car',
  registrationNumber: 'KA01AB1234',
  isTempNumber: false,
  vinNumber: null,
  odometer: null,
  nextServiceDate: null,
  imageUrl: null,
  imagePaths: [null, null, null],
  catalogVehicleId: 'x',
  makeSegment: 'mass',
  documentIds: [],
  isDefault: true,
  isSelected: true,
  hasActiveBooking: false,
  ...changes,
});

describe('vehicle text', () => {
  it('names a vehicle by its nickname, else its make and model', () => {
    expect(vehicleName(vehicle())).toBe('Family car');
    expect(vehicleName(vehicle({ nickName: '  ' }))).toBe('Tata Nexon');
    expect(vehicleModelLine(vehicle())).toBe('Tata Nexon XZ Plus');
  });

  it('search matches name, model, year and plate, whatever the case or spacing of the plate', () => {
    expect(matchesVehicleSearch(vehicle(), 'nexon')).toBe(true);
    expect(matchesVehicleSearch(vehicle(), 'ka 01 ab')).toBe(true);
    expect(matchesVehicleSearch(vehicle(), '2021')).toBe(true);
    expect(matchesVehicleSearch(vehicle(), 'swift')).toBe(false);
    expect(matchesVehicleSearch(vehicle(), '   ')).toBe(true);
  });

  it('shows the customer’s first photo before the catalogue picture', () => {
    expect(vehiclePicture(vehicle({ imagePaths: [null, '/b.png', '/c.png'], imageUrl: '/model.png' }))).toBe('/b.png');
    expect(vehiclePicture(vehicle({ imageUrl: '/model.png' }))).toBe('/model.png');
    expect(vehiclePicture(vehicle())).toBeNull();
  });
});
