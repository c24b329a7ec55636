/**
 * The vehicle a brand services, drawn flat in a 64-unit box: a car seen from the side, or a
 * motorcycle for a bike brand. One drawing for the logo's mark, the app icon and the login
 * slides, so the favicon, the installed icon and the header logo are the same picture.
 * `ink` draws the vehicle; `ground` cuts its windows and hubs (the colour behind it).
 */
export type VehicleKind = 'car' | 'bike';

const car = (
  ink: string,
  ground: string,
) => `<path fill="${ink}" d="M8 41v-7c0-2 1.3-3.4 3.3-3.8l7.2-1.4 6.7-7.3c1.2-1.3 2.8-2 4.6-2h11.4c1.8 0 3.4.8 4.5 2.1l5.8 7 4.2.9c2 .4 3.3 2 3.3 4V41c0 1.1-.9 2-2 2h-3.2a6.5 6.5 0 0 0-12.6 0H25.8a6.5 6.5 0 0 0-12.6 0H10c-1.1 0-2-.9-2-2z"/>
<path fill="${ground}" d="M25.5 28.5l4.6-5c.5-.6 1.2-.9 2-.9h3.9v5.9zM39 28.5v-5.9h3.4c.7 0 1.3.3 1.8.8l4.3 5.1z"/>
<circle cx="19.5" cy="43" r="5.5" fill="${ink}"/><circle cx="19.5" cy="43" r="2.2" fill="${ground}"/>
<circle cx="45.5" cy="43" r="5.5" fill="${ink}"/><circle cx="45.5" cy="43" r="2.2" fill="${ground}"/>`;

const bike = (ink: string) => `<g fill="none" stroke="${ink}" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round">
<circle cx="16" cy="42" r="8"/><circle cx="48" cy="42" r="8"/>
<path d="M16 42l12-2M48 42l-6-17M38 24h7"/>
</g>
<path fill="${ink}" d="M17 31.5c0-.8.7-1.5 1.5-1.5H30l3.5-3.5c.6-.6 1.4-1 2.3-1h5.7c1.3 0 2.4.8 2.8 2l1.2 3.5-7 9H31l-5-5h-7.5c-.8 0-1.5-.7-1.5-1.5z"/>
<rect x="27" y="36" width="11" height="8" rx="2" fill="${ink}"/>
<circle cx="16" cy="42" r="2" fill="${ink}"/><circle cx="48" cy="42" r="2" fill="${ink}"/>`;

export function vehicleGlyph(kind: VehicleKind, ink: string, ground: string): string {
  return kind === 'bike' ? bike(ink) : car(ink, ground);
}
