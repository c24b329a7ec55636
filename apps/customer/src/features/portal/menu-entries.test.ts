import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths';
import { isEntryActive, menuEntries } from './menu-entries';

const activeFor = (pathname: string) =>
  menuEntries({ hasAddresses: true })
    .filter((entry) => isEntryActive(entry, pathname))
    .map((entry) => entry.id);

describe('side menu entries', () => {
  it('reaches every area, addresses only on brands that have them', () => {
    expect(menuEntries({ hasAddresses: true }).map((entry) => entry.id)).toEqual([
      'home',
      'myVehicles',
      'documents',
      'addresses',
      'profile',
      'settings',
      'helpAndSupport',
    ]);
    expect(menuEntries({ hasAddresses: false }).map((entry) => entry.id)).not.toContain('addresses');
  });

  it('highlights exactly one entry: the screen’s own, or the one it is reached from', () => {
    expect(activeFor(paths.dashboard)).toEqual(['home']);
    expect(activeFor(paths.manageVehicle('v1'))).toEqual(['myVehicles']);
    expect(activeFor(paths.addVehicle)).toEqual(['myVehicles']);
    expect(activeFor(paths.uploadDocuments('v1'))).toEqual(['documents']);
    expect(activeFor(paths.editAddress('a1'))).toEqual(['addresses']);
    expect(activeFor(paths.editProfile)).toEqual(['profile']);
    expect(activeFor(paths.languages)).toEqual(['settings']);
    expect(activeFor(`${paths.helpAndSupport}/`)).toEqual(['helpAndSupport']);
  });
});
