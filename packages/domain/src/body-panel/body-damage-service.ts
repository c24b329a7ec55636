/** What the matching rules read of a service of the menu. */
export type BodyServiceKeys = { partId: string | null; damageTypeId: string | null };

/**
 * The service that mends a part's damage: the one the brand wrote for that damage of that part
 * (a chipped windscreen is repaired, a cracked one replaced), else the part's own service, which
 * takes any of its damages. None when the brand has no service for the part.
 */
export function bodyDamageServiceOf<S extends BodyServiceKeys>(services: readonly S[], partId: string, damageTypeId: string): S | undefined {
  const forPart = services.filter((service) => service.partId === partId);
  return forPart.find((service) => service.damageTypeId === damageTypeId) ?? forPart.find((service) => service.damageTypeId === null);
}

/**
 * Of the damages the customer chose on a part, the one that decides the work: the heaviest.
 * A part lists its damage types from the lightest to the heaviest, so it is the last chosen one
 * in that order (a dent that is also scratched needs the dent's work, which covers the scratch).
 */
export function decisiveDamage(listed: readonly { damageTypeId: string }[], chosen: readonly string[]): string | undefined {
  return listed.findLast((damage) => chosen.includes(damage.damageTypeId))?.damageTypeId;
}
