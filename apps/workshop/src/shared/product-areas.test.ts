import { canAccess, PERMISSION_AREAS, PERMISSIONS, STAFF_ROLES } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { areasOpenTo, areasToCome, MORE_SCREENS, moreScreensOf, navigableAreas } from './product-areas';

describe('the navbar’s areas', () => {
  it.each(STAFF_ROLES)('for %s are exactly the built areas the matrix lets the role read', (role) => {
    const shown = navigableAreas(role).map((entry) => entry.area);
    for (const area of shown) expect(canAccess(role, area, 'read'), area).toBe(true);
    const built = PERMISSION_AREAS.filter((area) => !areasToCome().includes(area));
    expect(shown).toEqual(built.filter((area) => canAccess(role, area, 'read')));
  });

  it('give People to the owner and managers only, never to a technician', () => {
    const withPeople = STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === 'staff'));
    expect(withPeople).toEqual(['owner', 'manager']);
    expect(
      navigableAreas('owner')
        .find((entry) => entry.area === 'staff')
        ?.path('w-1'),
    ).toBe('/w/w-1/people');
  });

  it('give Customers to the roles at the desk and the till, never to a technician or the gate', () => {
    const withCustomers = STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === 'customers'));
    expect(withCustomers).toEqual(['owner', 'manager', 'serviceAdvisor', 'accounts', 'cashier']);
  });

  it('give Job cards to every role but the insurance company, and Bookings to those at the desk and the gate', () => {
    const withArea = (area: string) => STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === area));
    expect(withArea('jobCards')).toEqual(['owner', 'manager', 'serviceAdvisor', 'technician', 'accounts', 'cashier', 'security', 'surveyor']);
    expect(withArea('bookings')).toEqual(['owner', 'manager', 'serviceAdvisor', 'security']);
    expect(navigableAreas('technician').map((entry) => entry.path('w-1'))).toEqual(['/w/w-1/settings', '/w/w-1/job-cards', '/w/w-1/parts', '/w/w-1/labour']);
    expect(navigableAreas('serviceAdvisor').map((entry) => entry.path('w-1'))).toEqual([
      '/w/w-1/settings',
      '/w/w-1/customers',
      '/w/w-1/job-cards',
      '/w/w-1/bookings',
      '/w/w-1/invoices',
      '/w/w-1/parts',
      '/w/w-1/employees',
      '/w/w-1/labour',
      '/w/w-1/reports/attendance',
    ]);
    // The labour catalogue (issue 29) to those the matrix lets read it; the cashier and the gate have no use for it.
    expect(withArea('labour')).toEqual(['owner', 'manager', 'serviceAdvisor', 'technician']);
  });

  it('give the team’s attendance to those who read people, and the time reports to those who read reports (issue 29)', () => {
    const withArea = (area: string) => STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === area));
    expect(withArea('people')).toEqual(STAFF_ROLES.filter((role) => canAccess(role, 'people', 'read')));
    expect(withArea('reports')).toEqual(STAFF_ROLES.filter((role) => canAccess(role, 'reports', 'read')));
    expect(withArea('reports')).not.toContain('technician');
    expect(MORE_SCREENS.reports?.map((screen) => screen.path('w-1'))).toEqual(['/w/w-1/reports/technician-efficiency']);
  });

  it('give Invoices (and their credit notes) to the roles the matrix lets read them, never to a technician or the gate', () => {
    const withInvoices = STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === 'invoices'));
    expect(withInvoices).toEqual(STAFF_ROLES.filter((role) => canAccess(role, 'invoices', 'read')));
    expect(withInvoices).not.toContain('technician');
    expect(withInvoices).not.toContain('security');
    expect(MORE_SCREENS.invoices?.map((screen) => screen.path('w-1'))).toEqual(['/w/w-1/credit-notes']);
  });

  it('give Parts (the stock) to exactly the roles the matrix lets read the inventory', () => {
    const withStock = STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === 'inventory'));
    expect(withStock).toEqual(STAFF_ROLES.filter((role) => canAccess(role, 'inventory', 'read')));
    expect(withStock).not.toContain('security');
    expect(
      navigableAreas('owner')
        .find((entry) => entry.area === 'inventory')
        ?.path('w-1'),
    ).toBe('/w/w-1/parts');
    expect(MORE_SCREENS.inventory?.map((screen) => screen.path('w-1'))).toEqual([
      '/w/w-1/stock',
      '/w/w-1/stock-transfers',
      '/w/w-1/purchase-orders',
      '/w/w-1/inwards',
      '/w/w-1/debit-notes',
      '/w/w-1/vendors',
    ]);
  });

  it('give Workshop settings to everyone who works at the workshop (the owner alone changes them), never to the insurance company', () => {
    const withSettings = STAFF_ROLES.filter((role) => navigableAreas(role).some((entry) => entry.area === 'workshop'));
    expect(withSettings).toEqual(STAFF_ROLES.filter((role) => role !== 'insuranceCompany'));
    expect(navigableAreas('manager')[0]?.path('w-1')).toBe('/w/w-1/settings');
  });
});

describe('the areas a role can open', () => {
  it('are every area its row of the matrix names, in the matrix’s order, linked only where built', () => {
    for (const role of STAFF_ROLES) {
      const open = areasOpenTo(role);
      expect(open.map((entry) => entry.area)).toEqual(PERMISSION_AREAS.filter((area) => PERMISSIONS[role][area] !== undefined));
      for (const entry of open) expect(entry.path === null, entry.area).toBe(areasToCome().includes(entry.area));
    }
    // docs/permissions.md: a technician reads the workshop, vehicles, job cards, stock and labour.
    expect(areasOpenTo('technician').map((entry) => entry.area)).toEqual(['workshop', 'vehicles', 'jobCards', 'inventory', 'labour']);
  });
});

describe('the people screens', () => {
  it('give Employees and Technicians to the roles that read people, and My work to technicians alone', () => {
    expect(
      navigableAreas('serviceAdvisor')
        .find((entry) => entry.area === 'people')
        ?.path('w-1'),
    ).toBe('/w/w-1/employees');
    expect(moreScreensOf('people', 'manager').map((screen) => screen.path('w-1'))).toEqual(['/w/w-1/technicians', '/w/w-1/team']);
    expect(moreScreensOf('jobCards', 'technician').map((screen) => screen.key)).toEqual(['myWork']);
    expect(moreScreensOf('jobCards', 'serviceAdvisor')).toEqual([]);
  });
});
