/** References of customer spec section 3: `users/{uid}/vehicles/{id}`, `users/{uid}/addresses/{id}`. */
export const vehicleRef = (userId: string, vehicleId: string) => `users/${userId}/vehicles/${vehicleId}`;
export const addressRef = (userId: string, addressId: string) => `users/${userId}/addresses/${addressId}`;
export const idOfRef = (ref: string | null) => (ref ? (ref.split('/').at(-1) ?? null) : null);

/**
 * After a change to a customer's vehicles or addresses: a reference that still points at a
 * remaining record stays; one that does not moves to the first remaining record, or to none.
 */
export const keepOrFirst = (ref: string | null, remaining: string[]) => (ref && remaining.includes(ref) ? ref : (remaining[0] ?? null));
