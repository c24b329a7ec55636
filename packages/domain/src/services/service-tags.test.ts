import { describe, expect, it } from 'vitest';
import { isPillTag, tagsInLanguage } from './service';

describe('a service’s tags in the customer’s language', () => {
  const tags = ['Denting & Painting', 'Popular', 'Left Body Panel'];

  it('English: the tags as the brand wrote them', () => {
    expect(tagsInLanguage('en', tags, ['السمكرة والدهان', 'الأكثر طلبًا', 'لوحة يسرى'])).toEqual(tags);
  });

  it('Arabic: each pill tag in Arabic, English where the brand left a place empty or gave none', () => {
    expect(tagsInLanguage('ar', tags, ['السمكرة والدهان', ' ', 'لوحة يسرى'])).toEqual(['السمكرة والدهان', 'Popular', 'Left Body Panel']);
    expect(tagsInLanguage('ar', tags, ['السمكرة والدهان'])).toEqual(['السمكرة والدهان', 'Popular', 'Left Body Panel']);
    expect(tagsInLanguage('ar', tags, null)).toEqual(tags);
  });

  it('a hidden Body Panel tag keeps its English words in Arabic too, so the pill rule still hides it', () => {
    const arabic = tagsInLanguage('ar', tags, ['السمكرة والدهان', 'الأكثر طلبًا', 'لوحة يسرى']);
    expect(arabic.filter(isPillTag)).toEqual(['السمكرة والدهان', 'الأكثر طلبًا']);
  });
});
