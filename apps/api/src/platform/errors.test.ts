import { describe, expect, it } from 'vitest';
import { AppError, appErrorOfDatabase } from './errors';

/** A driver error as drizzle hands it on: wrapped, with PostgreSQL's own error as its cause. */
const wrapped = (cause: Record<string, unknown>) => Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('db'), cause) });
const constraints = { vehicles_user_catalog_vehicle_key: { code: 'garage/vehicle-exists' as const, field: 'catalogVehicleId' } };

describe('database refusals become answers in one place', () => {
  it('a unique violation is the conflict its constraint stands for', () => {
    const error = appErrorOfDatabase(wrapped({ code: '23505', constraint: 'vehicles_user_catalog_vehicle_key' }), constraints);
    expect(error).toBeInstanceOf(AppError);
    expect([error!.status, error!.message, error!.field]).toEqual([409, 'vehicle already exists', 'catalogVehicleId']);
  });

  it('an unknown unique constraint is a plain 409, a value the database refuses (class 22) a 400', () => {
    expect(appErrorOfDatabase(wrapped({ code: '23505', constraint: 'other_key' }), constraints)?.status).toBe(409);
    expect(appErrorOfDatabase(wrapped({ code: '22021' }), constraints)?.status).toBe(400);
    expect(appErrorOfDatabase(wrapped({ code: '22008' }), constraints)?.status).toBe(400);
  });

  it('anything else stays a fault of ours', () => {
    expect(appErrorOfDatabase(wrapped({ code: '40P01' }), constraints)).toBeNull();
    expect(appErrorOfDatabase(new Error('boom'), constraints)).toBeNull();
  });
});
