import { afterEach, describe, expect, it, vi } from 'vitest';
import { VEHICLE_MESSAGES } from '@servicebay/domain';
import { initI18n, loadWorkshopTexts, MISSING_TEXT } from './i18n';

// A file of its own: the app's instance is one per module, and no other test may have loaded texts first.
afterEach(() => vi.restoreAllMocks());

describe("the workshop app's texts", () => {
  it("carry the shared field rules its forms show (a vehicle's VIN), not only its own screens", async () => {
    const i18n = initI18n();
    expect(i18n.exists('garage.vehicleMessages.vinInvalid')).toBe(false);
    await loadWorkshopTexts();
    expect(i18n.t('garage.vehicleMessages.vinInvalid')).toBe(VEHICLE_MESSAGES.vinInvalid);
  });

  it('say on the console when a key is in no catalogue, which fails a journey', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error -- a key no catalogue has, on purpose
    expect(initI18n().t('garage.vehicleMessages.noSuchRule')).toBe('garage.vehicleMessages.noSuchRule');
    expect(logged).toHaveBeenCalledWith(`${MISSING_TEXT} garage.vehicleMessages.noSuchRule (en)`);
  });
});
