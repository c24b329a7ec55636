import { ADDRESS_MESSAGES, ADDRESS_LIMITS, PROFILE_MESSAGES } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../all-catalogues';

describe('profile and address rule messages', () => {
  const en = createI18n('en');

  it('are the domain messages in English, under the same names', () => {
    for (const [key, message] of Object.entries(PROFILE_MESSAGES)) expect(en.t(`profile.rules.${key}` as 'profile.rules.nameRequired')).toBe(message);
    for (const [key, message] of Object.entries(ADDRESS_MESSAGES)) {
      if (typeof message === 'string') expect(en.t(`addresses.rules.${key}` as 'addresses.rules.houseRequired')).toBe(message);
    }
  });

  it('the length message reads as the domain writes it', () => {
    expect(en.t('addresses.rules.tooLong', { max: ADDRESS_LIMITS.house })).toBe(ADDRESS_MESSAGES.tooLong(ADDRESS_LIMITS.house));
  });
});
