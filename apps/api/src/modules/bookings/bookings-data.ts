import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart } from '../../platform/customer-data';
import { keysHeldIn } from '../../platform/storage/storage-key-list';
import { bookingItems, bookings } from './bookings.tables';
import { bookingFeedback } from './feedback.tables';

/**
 * The bookings' part of an erasure (platform/customer-data.ts). A booking stays, as the workshop's
 * record of work done and billed; what names or shows the customer goes: their name, number,
 * e-mail, places, notes, photos and feedback comments (the rating stays in the workshop's stars). A guest cannot book, so no guest's bookings join an account.
 */
export function bookingsCustomerData(): CustomerDataPart {
  async function erase(customer: CustomerScope, tx: Db) {
    const own = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.brandId, customer.brandId), eq(bookings.userId, customer.userId)));
    const photos = await tx.select({ imageKeys: bookingItems.imageKeys }).from(bookingItems).where(inArray(bookingItems.bookingId, own));
    const bookingPhotos = await tx.select({ imageKeys: bookings.imageKeys }).from(bookings).where(inArray(bookings.id, own));
    await tx.update(bookingItems).set({ imageKeys: [] }).where(inArray(bookingItems.bookingId, own));
    await tx
      .update(bookings)
      .set({ customerName: 'Erased customer', mobileNumber: null, email: null, notes: null, pickupDropoff: null, vehicleNumber: null, imageKeys: [] })
      .where(and(eq(bookings.brandId, customer.brandId), eq(bookings.userId, customer.userId)));
    await tx
      .update(bookingFeedback)
      .set({ comment: null })
      .where(and(eq(bookingFeedback.brandId, customer.brandId), eq(bookingFeedback.userId, customer.userId)));
    return [...photos, ...bookingPhotos].flatMap((row) => row.imageKeys);
  }

  /** Booking photos among `keys` (the items', handed over from the cart, and the booking's own): the storage sweep keeps them. */
  const referencedFiles = async (keys: string[], db: Db) => [
    ...(await keysHeldIn(db, bookingItems, bookingItems.imageKeys, keys)),
    ...(await keysHeldIn(db, bookings, bookings.imageKeys, keys)),
  ];

  return { module: 'bookings', erase, referencedFiles };
}
