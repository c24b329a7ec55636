import { describe, expect, it } from 'vitest';
import { licenceStanding, ZDrivingLicence } from './licence';

describe('a driving licence', () => {
  it('is expiring within 30 days, expired before today', () => {
    expect(licenceStanding('2026-05-31', '2026-05-01')).toEqual({ standing: 'expiring', daysLeft: 30 });
    expect(licenceStanding('2026-06-01', '2026-05-01')).toEqual({ standing: 'valid', daysLeft: 31 });
    expect(licenceStanding('2026-05-01', '2026-05-01').standing).toBe('expiring');
    expect(licenceStanding('2026-04-30', '2026-05-01')).toEqual({ standing: 'expired', daysLeft: -1 });
  });

  it('needs its number and expiry together, or neither', () => {
    expect(ZDrivingLicence.parse({ licenceNumber: ' ', licenceExpiry: '' })).toEqual({ licenceNumber: null, licenceExpiry: null });
    expect(ZDrivingLicence.parse({ licenceNumber: 'KA01 2020', licenceExpiry: '2027-01-31' })).toEqual({
      licenceNumber: 'KA01 2020',
      licenceExpiry: '2027-01-31',
    });
    expect(ZDrivingLicence.safeParse({ licenceNumber: 'KA01' }).error?.issues[0]).toMatchObject({ message: 'people.licenceExpiryRequired' });
    expect(ZDrivingLicence.safeParse({ licenceExpiry: '2027-01-31' }).error?.issues[0]).toMatchObject({ message: 'people.licenceNumberRequired' });
    expect(ZDrivingLicence.safeParse({ licenceNumber: 'KA01', licenceExpiry: '2027-02-30' }).error?.issues[0]).toMatchObject({
      message: 'workshopField.dateInvalid',
    });
  });
});
