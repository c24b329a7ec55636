import { describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import gazetteer from './data/gazetteer.json' with { type: 'json' };

const ARABIC = /^[\u0600-\u06FF ]+$/;

describe('the gazetteer in Arabic', () => {
  it('names every Gulf place, its city, region and country in Arabic', async () => {
    const geocoder = createGazetteerGeocoder();
    for (const place of gazetteer.filter((p) => p.countryCode !== 'IN')) {
      const [answer] = await geocoder.search(place.nameAr!, { countryCode: { SA: '+966', AE: '+971', BH: '+973' }[place.countryCode]!, language: 'ar' });
      expect(answer, place.name).toBeDefined();
      for (const name of [answer!.city, answer!.state, answer!.country]) expect(name, place.name).toMatch(ARABIC);
    }
  });
});
