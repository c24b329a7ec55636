import { describe, expect, it } from 'vitest';
import { isAllSet, nextSteps } from './next-steps';

const newCustomer = { profile: { profileCompleteness: 0 }, vehicles: [], addresses: [] };
const doneOf = (steps: ReturnType<typeof nextSteps>) => Object.fromEntries(steps.map((step) => [step.id, step.isDone]));

describe('next steps of a customer', () => {
  it('asks a new customer for everything, vehicle first', () => {
    const steps = nextSteps(newCustomer);
    expect(steps.map((step) => step.id)).toEqual(['addVehicle', 'addAddress', 'uploadDocument', 'personalDetails']);
    expect(steps.every((step) => !step.isDone)).toBe(true);
    expect(isAllSet(steps)).toBe(false);
  });

  it('marks each step done by what the customer has', () => {
    const steps = nextSteps({ profile: { profileCompleteness: 0 }, vehicles: [{ documentIds: [] }], addresses: [{ did: 'a1' }] });
    expect(doneOf(steps)).toEqual({ addVehicle: true, addAddress: true, uploadDocument: false, personalDetails: false });
  });

  it('counts a document on any vehicle and personal details once saved (stored completeness 40)', () => {
    const steps = nextSteps({ profile: { profileCompleteness: 40 }, vehicles: [{ documentIds: [] }, { documentIds: ['d1'] }], addresses: [{ did: 'a1' }] });
    expect(isAllSet(steps)).toBe(true);
  });

  it('does not ask for an address on a brand without addresses (web hub)', () => {
    const steps = nextSteps({ ...newCustomer, addresses: null });
    expect(steps.map((step) => step.id)).not.toContain('addAddress');
  });
});
