import { describe, expect, it } from 'vitest';
import { initI18n, loadSignedInTexts, loadWorkshopTexts } from './i18n';
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

  it('has the workshop app’s texts, and their field rules, only once that app loads them', async () => {
    const i18n = initI18n();
    expect(i18n.exists('workshop.login.heading')).toBe(false);
    expect(i18n.exists('workshopRecords.staffCredentials.passwordTooShort')).toBe(false);
    await loadWorkshopTexts();
    expect(i18n.t('workshop.login.heading')).toBe(en.workshop.login.heading);
    expect(i18n.t('workshopRecords.staffCredentials.passwordTooShort')).toBe(en.workshopRecords.staffCredentials.passwordTooShort);
  });
});
