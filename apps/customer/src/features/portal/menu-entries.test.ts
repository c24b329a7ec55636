import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths';
import { isEntryActive, menuEntries } from './menu-entries';

const activeFor = (pathname: string) =>
  menuEntries({ isWebHub: false })
    .filter((entry) => isEntryActive(entry, pathname))
    .map((entry) => entry.id);

describe('side menu entries', () => {
  it('reaches every area; a web-hub brand has no offers or addresses entries', () => {
    expect(menuEntries({ isWebHub: false }).map((entry) => entry.id)).toEqual([
      'home',
      'bookService',
      'myBookings',
      'offers',
      'referEarn',
      'myVehicles',
      'documents',
      'addresses',
      'profile',
      'settings',
      'helpAndSupport',
    ]);
    const webHub = menuEntries({ isWebHub: true }).map((entry) => entry.id);
    expect(webHub).not.toContain('addresses');
    expect(webHub).not.toContain('offers');
    expect(webHub).not.toContain('referEarn');
    expect(webHub).not.toContain('bookService');
    expect(webHub).toContain('settings');
  });

  it('highlights exactly one entry: the screen’s own, or the one it is reached from', () => {
    expect(activeFor(paths.dashboard)).toEqual(['home']);
    expect(activeFor(paths.offerDetails('o1'))).toEqual(['offers']);
    expect(activeFor(paths.serviceDetails('s1'))).toEqual(['bookService']);
    expect(activeFor(`${paths.selectWorkshop}`)).toEqual(['bookService']);
    expect(activeFor(paths.workshopDetail('w1'))).toEqual(['bookService']);
    expect(activeFor(paths.manageVehicle('v1'))).toEqual(['myVehicles']);
    expect(activeFor(paths.addVehicle)).toEqual(['myVehicles']);
    expect(activeFor(paths.uploadDocuments('v1'))).toEqual(['documents']);
    expect(activeFor(paths.editAddress('a1'))).toEqual(['addresses']);
    expect(activeFor(paths.editProfile)).toEqual(['profile']);
    expect(activeFor(paths.bookingDetails('b1'))).toEqual(['myBookings']);
    expect(activeFor(paths.languages)).toEqual(['settings']);
    expect(activeFor(paths.referEarn)).toEqual(['referEarn']);
    expect(activeFor(`${paths.helpAndSupport}/`)).toEqual(['helpAndSupport']);
  });
});
