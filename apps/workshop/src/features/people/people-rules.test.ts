import type { TStaffMember } from '@servicebay/domain';
import { createI18n, issueText } from '@servicebay/i18n';
import { checkWithRules, errorsOf } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { newPerson, personRules } from './person-form';
import { assignableRoles, canManagePeople, peopleShown, refusalOn, statusOf } from './people-rules';

const person = (overrides: Partial<TStaffMember>): TStaffMember => ({
  staffId: 'p',
  username: 'p',
  name: 'P',
  role: 'technician',
  technicianKind: 'upperTech',
  mobileNumber: null,
  email: null,
  workshops: [],
  isActive: true,
  isLocked: false,
  ...overrides,
});

describe('what the signed-in person may do to the people of a workshop', () => {
  it('offers a manager every role below manager, the owner every role, and nobody else any', () => {
    expect(assignableRoles('manager')).toEqual(['serviceAdvisor', 'technician', 'accounts', 'cashier', 'security', 'surveyor', 'insuranceCompany']);
    expect(assignableRoles('owner')).toContain('owner');
    expect(assignableRoles('serviceAdvisor')).toEqual([]);
    expect([canManagePeople('owner'), canManagePeople('manager'), canManagePeople('technician')]).toEqual([true, true, false]);
  });

  it('refuses one’s own account, and a manager the owner’s and a fellow manager’s', () => {
    const manager = { staffId: 'm', role: 'manager' as const };
    expect(refusalOn(manager, person({ staffId: 'm', role: 'manager' }))).toBe('yourself');
    expect(refusalOn(manager, person({ staffId: 'o', role: 'owner' }))).toBe('outranked');
    expect(refusalOn(manager, person({ staffId: 'm2', role: 'manager' }))).toBe('outranked');
    expect(refusalOn(manager, person({ staffId: 't' }))).toBeNull();
    expect(refusalOn({ staffId: 'o', role: 'owner' }, person({ staffId: 'm', role: 'manager' }))).toBeNull();
  });

  it('tells switched off before locked', () => {
    expect(statusOf({ isActive: false, isLocked: true })).toBe('switchedOff');
    expect(statusOf({ isActive: true, isLocked: true })).toBe('locked');
    expect(statusOf({ isActive: true, isLocked: false })).toBe('active');
  });

  it('finds people by any of their names and sorts them', () => {
    const people = [
      person({ staffId: '1', name: 'Zara', username: 'zara', role: 'cashier' }),
      person({ staffId: '2', name: 'Anil', username: 'anil.k', email: 'anil@x.in', role: 'owner' }),
    ];
    const collator = new Intl.Collator('en');
    expect(peopleShown(people, 'ANIL@', { column: 'name', direction: 'asc' }, collator).map((p) => p.name)).toEqual(['Anil']);
    expect(peopleShown(people, '', { column: 'name', direction: 'desc' }, collator).map((p) => p.name)).toEqual(['Zara', 'Anil']);
    expect(peopleShown(people, '', { column: 'role', direction: 'asc' }, collator).map((p) => p.role)).toEqual(['owner', 'cashier']);
  });
});

describe('the details of a new person', () => {
  const brand = { countryCode: '+91' as const, digitCount: 10 };
  const english = createI18n('en');
  const shown = (check: ReturnType<typeof checkWithRules>) => errorsOf(check, (issue) => issueText(english.t, issue));

  it('send no mobile or e-mail when left empty, and a technician’s kind', () => {
    const values = {
      ...newPerson('0197a3a0-0000-7000-8000-0000000000aa'),
      name: 'Ravi Kumar',
      username: 'Ravi',
      technicianKind: 'lowerTech' as const,
      password: 'Garage@2026',
      confirmPassword: 'Garage@2026',
    };
    expect(checkWithRules(personRules('technician', brand), values)).toMatchObject({
      ok: true,
      output: { role: 'technician', technicianKind: 'lowerTech', username: 'ravi', mobileNumber: null, email: null },
    });
    expect(checkWithRules(personRules('cashier', brand), values)).toMatchObject({ ok: true, output: { role: 'cashier', technicianKind: null } });
  });

  it('ask a technician’s kind, and a mobile number of the brand’s country', () => {
    const values = {
      ...newPerson('0197a3a0-0000-7000-8000-0000000000aa'),
      name: 'Ravi Kumar',
      username: 'ravi',
      mobileNumber: '12345',
      password: 'Garage@2026',
      confirmPassword: 'Garage@2026',
    };
    expect(shown(checkWithRules(personRules('technician', brand), values))).toEqual({
      technicianKind: 'This field is required',
      mobileNumber: 'Enter a valid mobile number',
    });
  });
});
