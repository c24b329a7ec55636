import { describe, expect, it } from 'vitest';
import { initI18n, loadSignedInTexts } from './i18n';
import { en } from './locales/en';

describe("the app's instance", () => {
  it('starts without the signed-in screens’ texts and has them once they are loaded', async () => {
    const i18n = initI18n();
    expect(i18n.t('signIn.continue')).toBe(en.signIn.continue);
    expect(i18n.exists('garage.myVehicles.heading')).toBe(false);
    await loadSignedInTexts();
    expect(i18n.t('garage.myVehicles.heading')).toBe(en.garage.myVehicles.heading);
    expect(i18n.t('errors.server/unexpected')).toBe(en.errors['server/unexpected']);
  });
});
