import { ADDRESS_MESSAGES, ADDRESS_LIMITS, PROFILE_MESSAGES } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';

describe('account rule messages', () => {
  const en = createI18n('en');

  it('are the domain messages in English, under the same names', () => {
    for (const [key, message] of Object.entries(PROFILE_MESSAGES))
      expect(en.t(`account.profileRules.${key}` as 'account.profileRules.nameRequired')).toBe(message);
    for (const [key, message] of Object.entries(ADDRESS_MESSAGES)) {
      if (typeof message === 'string') expect(en.t(`account.addressRules.${key}` as 'account.addressRules.houseRequired')).toBe(message);
    }
  });

  it('the length message reads as the domain writes it', () => {
    expect(en.t('account.addressRules.tooLong', { max: ADDRESS_LIMITS.house })).toBe(ADDRESS_MESSAGES.tooLong(ADDRESS_LIMITS.house));
  });
});
