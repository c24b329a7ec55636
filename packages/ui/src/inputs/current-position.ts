export type LocationFailure = 'denied' | 'unavailable';

/**
 * The device's position (a customer's address, a workshop's place), or why there is none: 'denied'
 * when permission was refused, 'unavailable' without a fix or without geolocation at all. With the
 * device's own accuracy radius in metres, for whoever weighs the position (the time clock's geofence).
 */
export function currentPosition(): Promise<{ latitude: number; longitude: number; accuracyMetres: number }> {
  return new Promise((resolve, reject: (reason: LocationFailure) => void) => {
    if (!('geolocation' in navigator)) {
      reject('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyMetres: coords.accuracy }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
