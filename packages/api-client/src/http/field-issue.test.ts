import type { ErrorCode } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldIssueOf } from './field-issue';

const refused = (status: number, code: ErrorCode, field?: string) => new ApiError({ status, code, field, message: 'English text' });

describe('a refusal at a field', () => {
  it('becomes an issue whose message is the error code, at the form’s name for the field', () => {
    expect(fieldIssueOf(refused(400, 'garage/fuel-mismatch', 'catalogVehicleId'))).toEqual({
      field: 'catalogVehicleId',
      issue: { message: 'garage/fuel-mismatch' },
    });
    expect(fieldIssueOf(refused(400, 'request/invalid', 'date_of_birth'), (field) => (field === 'date_of_birth' ? 'dateOfBirth' : undefined))).toEqual({
      field: 'dateOfBirth',
      issue: { message: 'request/invalid' },
    });
  });

  it('is nothing for a refusal without a field, a field the form lacks, or another status', () => {
    expect(fieldIssueOf(refused(400, 'request/invalid'))).toBeNull();
    expect(fieldIssueOf(refused(400, 'request/invalid', 'vehicleId'), () => undefined)).toBeNull();
    expect(fieldIssueOf(refused(409, 'garage/address-type-taken', 'addressType'))).toBeNull();
    expect(fieldIssueOf(new Error('offline'))).toBeNull();
  });
});
