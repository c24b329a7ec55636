import type { TJobCard } from '@servicebay/domain';
import { createI18n, issueText } from '@servicebay/i18n';
import { checkWithRules, errorsOf } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { intakeRules, intakeValuesOf } from './intake-form';

const card: TJobCard = {
  jobCardId: '0197a3a0-0000-7000-8000-0000000000c1',
  jobCardNo: 'JC-000001',
  status: 'inWorkshop',
  serviceType: 'periodicService',
  bookingCode: 'SB-ABC123',
  customerName: 'Asha Rao',
  mobileNumber: '+919876543210',
  vehicleNumber: 'KA01AB1234',
  vehicleLabel: 'Tata Nexon XZ',
  advisor: { staffId: '0197a3a0-0000-7000-8000-0000000000a1', name: 'Rahul Verma' },
  inAt: null,
  estimatedDeliveryAt: null,
  createdAt: '2026-11-28T04:30:00.000Z',
  workshopId: '0197a3a0-0000-7000-8000-0000000000a9',
  bookingId: null,
  customerId: '0197a3a0-0000-7000-8000-0000000000b1',
  vehicleId: '0197a3a0-0000-7000-8000-0000000000b2',
  isPickupRequired: false,
  pickupLocation: null,
  dropoffLocation: null,
  slot: null,
  pickup: null,
  technicians: [],
  outAt: null,
  odometerIn: 45210,
  odometerOut: null,
  lastOdometer: null,
  fuelLevel: 40,
  tyrePressures: { frontLeft: 32 },
  colour: null,
  concerns: ['Brake noise'],
  suggestions: [],
  accessories: [],
  remarks: null,
  customerNotes: null,
  steps: [],
  checklists: { condition: [], delivery: [] },
  images: [],
  nextStatuses: [],
};

const english = createI18n('en');
const shown = (check: ReturnType<typeof checkWithRules>) => errorsOf(check, (issue) => issueText(english.t, issue));

describe('the intake details of a job card', () => {
  it('send what the desk typed: readings as numbers, one list entry a line, only the tyres of the vehicle’s kind', () => {
    const values = { ...intakeValuesOf(card), odometerOut: '45232', concerns: 'Brake noise\n\n  AC not cooling ', colour: ' Red ' };
    values.tyrePressures = { ...values.tyrePressures, frontRight: '33.5', front: '29' };
    expect(checkWithRules(intakeRules, values)).toMatchObject({
      ok: true,
      output: {
        odometerIn: 45210,
        odometerOut: 45232,
        fuelLevel: 40,
        tyrePressures: { frontLeft: 32, frontRight: 33.5 },
        concerns: ['Brake noise', 'AC not cooling'],
        colour: 'Red',
        estimatedDeliveryAt: null,
        remarks: null,
      },
    });
  });

  it('offer the vehicle’s last reading as odometer in until the card has its own', () => {
    expect(intakeValuesOf({ ...card, odometerIn: null, lastOdometer: 44100 }).odometerIn).toBe('44100');
    expect(intakeValuesOf({ ...card, odometerIn: null, lastOdometer: null }).odometerIn).toBe('');
    expect(intakeValuesOf({ ...card, lastOdometer: 44100 }).odometerIn).toBe('45210');
  });

  it('say Odometer out above odometer in, and each reading’s own rule at its field', () => {
    const values = { ...intakeValuesOf(card), odometerOut: '45210', fuelLevel: '120' };
    values.tyrePressures = { ...values.tyrePressures, rearLeft: '5' };
    expect(shown(checkWithRules(intakeRules, values))).toEqual({
      odometerOut: 'Odometer out above odometer in',
      fuelLevel: 'Fuel level should be a whole percentage from 0 to 100',
      'tyrePressures.rearLeft': 'Tyre pressure should be from 10 to 150 psi',
    });
  });

  it('read a two-wheeler’s tyres as such, and a time back as the desk typed it', () => {
    const bike = intakeValuesOf({ ...card, tyrePressures: { front: 29, rear: 33 }, estimatedDeliveryAt: '2026-11-29T12:00:00.000Z' });
    expect(bike.wheels).toBe('twoWheeler');
    expect(checkWithRules(intakeRules, bike)).toMatchObject({
      ok: true,
      output: { tyrePressures: { front: 29, rear: 33 }, estimatedDeliveryAt: '2026-11-29T12:00:00.000Z' },
    });
  });
});
