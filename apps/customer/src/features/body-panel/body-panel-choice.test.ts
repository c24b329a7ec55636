import { describe, expect, it } from 'vitest';
import { askedDamage, choiceOf, choiceSearch, continuePath, nextChoice, type BodyPanelChoice } from './body-panel-choice';

const doorWithDents: BodyPanelChoice = { orientation: 'left', partId: 'left-front-door', damageTypeIds: ['dent', 'scratch'] };

describe('the choice on the body panel', () => {
  it('turning the vehicle clears the part and its damages (customer spec section 4)', () => {
    expect(nextChoice(doorWithDents, { type: 'turn', orientation: 'right' })).toEqual({ orientation: 'right', partId: null, damageTypeIds: [] });
    // Choosing the side already shown changes nothing.
    expect(nextChoice(doorWithDents, { type: 'turn', orientation: 'left' })).toBe(doorWithDents);
  });

  it('another part starts without damages; tapping the chosen part again lets it go', () => {
    expect(nextChoice(doorWithDents, { type: 'tap-part', partId: 'left-rear-door' })).toEqual({
      orientation: 'left',
      partId: 'left-rear-door',
      damageTypeIds: [],
    });
    expect(nextChoice(doorWithDents, { type: 'tap-part', partId: 'left-front-door' })).toEqual({ orientation: 'left', partId: null, damageTypeIds: [] });
    expect(nextChoice(doorWithDents, { type: 'clear-part' })).toEqual({ orientation: 'left', partId: null, damageTypeIds: [] });
  });

  it('damages are chosen and let go one by one, only once a part is chosen', () => {
    const door: BodyPanelChoice = { orientation: 'left', partId: 'left-front-door', damageTypeIds: [] };
    const dented = nextChoice(door, { type: 'toggle-damage', damageTypeId: 'dent' });
    expect(dented.damageTypeIds).toEqual(['dent']);
    expect(nextChoice(dented, { type: 'toggle-damage', damageTypeId: 'scratch' }).damageTypeIds).toEqual(['dent', 'scratch']);
    expect(nextChoice(dented, { type: 'toggle-damage', damageTypeId: 'dent' }).damageTypeIds).toEqual([]);
    const nothing: BodyPanelChoice = { orientation: 'front', partId: null, damageTypeIds: [] };
    expect(nextChoice(nothing, { type: 'toggle-damage', damageTypeId: 'dent' })).toBe(nothing);
  });

  it('lives in the address and comes back from it; odd addresses start afresh', () => {
    const search = choiceSearch(doorWithDents);
    expect(search.toString()).toBe('side=left&part=left-front-door&damage=dent%2Cscratch');
    expect(choiceOf(search)).toEqual(doorWithDents);
    expect(choiceOf(new URLSearchParams(''))).toEqual({ orientation: 'front', partId: null, damageTypeIds: [] });
    expect(choiceOf(new URLSearchParams('side=top&part=roof'))).toEqual({ orientation: 'front', partId: null, damageTypeIds: [] });
    expect(choiceOf(new URLSearchParams('side=rear&damage=dent'))).toEqual({ orientation: 'rear', partId: null, damageTypeIds: [] });
  });

  it('asks for the service of the heaviest damage chosen', () => {
    const listed = [
      { damageTypeId: 'scratch', displayName: 'Scratch' },
      { damageTypeId: 'dent', displayName: 'Dent' },
    ];
    expect(askedDamage(listed, ['dent', 'scratch'])).toBe('dent');
    expect(askedDamage(listed, [])).toBeUndefined();
    expect(askedDamage(undefined, ['dent'])).toBeUndefined();
  });

  it('continues to the workshops, or to the quality tiers of a Segment brand, with the service, part, damage and the body panel flag', () => {
    const next = { serviceId: 's-1', partId: 'left-front-door', damageTypeId: 'dent' };
    expect(continuePath({ ...next, isSegmentListing: false })).toBe(
      '/portal/select-workshop?serviceId=s-1&partId=left-front-door&damageTypeId=dent&from=body-panel',
    );
    expect(continuePath({ ...next, isSegmentListing: true })).toBe(
      '/portal/workshop-quality?serviceId=s-1&partId=left-front-door&damageTypeId=dent&from=body-panel',
    );
  });
});
