import { describe, expect, it } from 'vitest';
import type { TStaffMe } from '@servicebay/domain';
import { homeWorkshopOf, openCardsIn } from './home-workshop';

const owner: TStaffMe = {
  staffId: '01a20146-a2bf-7e3c-85ed-04eeb1160c4f',
  username: 'owner',
  name: 'Owner',
  role: 'owner',
  technicianKind: null,
  mobileNumber: null,
  email: null,
  workshops: [
    { workshopId: 'empty-branch', name: 'A Empty branch' },
    { workshopId: 'busy-branch', name: 'B Busy branch' },
    { workshopId: 'quiet-branch', name: 'C Quiet branch' },
  ],
};

describe('the workshop a person lands in', () => {
  it('is the one they last worked in, when it is still theirs', () => {
    expect(homeWorkshopOf(owner, 'quiet-branch', new Map([['busy-branch', 9]]))).toBe('quiet-branch');
  });

  it('else the one with the most open job cards, not the first by name', () => {
    const open = new Map([
      ['empty-branch', 0],
      ['busy-branch', 7],
      ['quiet-branch', 2],
    ]);
    expect(homeWorkshopOf(owner, null, open)).toBe('busy-branch');
    expect(homeWorkshopOf(owner, 'a-branch-no-longer-theirs', open)).toBe('busy-branch');
  });

  it('else, with nothing counted, the first by name; none without a workshop', () => {
    expect(homeWorkshopOf(owner, null, new Map())).toBe('empty-branch');
    expect(homeWorkshopOf({ ...owner, workshops: [] }, null, new Map())).toBeNull();
  });

  it('counts open cards only: delivered, completed, rejected and cancelled ones are over', () => {
    expect(openCardsIn({ inWorkshop: 2, workInProgress: 3, delivered: 40, cancelled: 5, completed: 1, estimationRejected: 1, noSuchStatus: 9 })).toBe(5);
  });
});
