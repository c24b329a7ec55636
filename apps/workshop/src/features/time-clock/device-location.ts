import { keptAccuracy, type TClockLocation } from '@servicebay/domain';
import { currentPosition } from '@servicebay/ui';

/**
 * Where the device is, for a clock-in or out: a refusal or a device without a fix is an answer too,
 * recorded as such (issue 29: location never blocks the clock).
 */
export async function deviceLocation(): Promise<TClockLocation> {
  try {
    const { latitude, longitude, accuracyMetres } = await currentPosition();
    // Sent within the API's bound: an odd reading must not refuse the clock.
    return { status: 'recorded', latitude, longitude, accuracyMetres: keptAccuracy(accuracyMetres) };
  } catch (failure) {
    return { status: failure === 'denied' ? 'refused' : 'unavailable' };
  }
}
