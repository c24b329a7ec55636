import type { MapPosition } from './map-config';

export type LocationFailure = 'denied' | 'unavailable';

/** The device's position, or why there is none ('denied' when the customer refused permission). */
export function currentPosition(): Promise<MapPosition> {
  return new Promise((resolve, reject: (reason: LocationFailure) => void) => {
    if (!('geolocation' in navigator)) {
      reject('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
