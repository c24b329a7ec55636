import { BOOKING_IMAGE_MESSAGES, isBookingActive, MAX_BOOKING_IMAGES } from '@servicebay/domain';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { UploadedFile } from '../../platform/http/multipart';
import { keyNamedBy, storeThenKeep } from '../../platform/storage/photo-keys';
import { extensionFor, type Storage } from '../../platform/storage/storage';
import type { BookingsRepository } from './bookings.repository';
import { bookings } from './bookings.tables';

const ofBooking = (owner: CustomerScope, bookingId: string) =>
  and(eq(bookings.brandId, owner.brandId), eq(bookings.userId, owner.userId), eq(bookings.id, bookingId));

/**
 * The customer's photos of a booking (customer spec section 7: POST and DELETE
 * /transaction/booking/{id}/images), added or removed on its details while it is in progress: png
 * or jpeg by their bytes, at most six, stored under the customer's folder.
 */
export function createBookingImages({ db, storage, repository }: { db: Db; storage: Storage; repository: BookingsRepository }) {
  async function inProgress(owner: CustomerScope, bookingId: string) {
    const booking = await repository.byId(owner, bookingId);
    if (!booking) throw new AppError('resource/not-found');
    if (!isBookingActive(booking.state)) throw new AppError('bookings/cannot-change');
    return booking;
  }
  const changed = (tx: Db, owner: CustomerScope, bookingId: string) => recordEvent(tx, userEvent(owner, 'bookings.changed', { bookingId }));

  return {
    /** Answers the photo's URL as the spec's `message` list does. */
    async add(owner: CustomerScope, bookingId: string, file: UploadedFile | null): Promise<{ message: string; url: string }[]> {
      if (!file) throw new AppError('upload/unsupported-type', { message: BOOKING_IMAGE_MESSAGES.format, field: 'file' });
      await inProgress(owner, bookingId);
      const key = `${owner.brandId}/${owner.userId}/bookings/${bookingId}-${uuidv7()}.${extensionFor(file.contentType)}`;
      const added = await storeThenKeep(storage, key, file, () =>
        db.transaction(async (tx) => {
          const kept = await tx
            .update(bookings)
            .set({ imageKeys: sql`array_append(${bookings.imageKeys}, ${key})` })
            .where(and(ofBooking(owner, bookingId), sql`cardinality(${bookings.imageKeys}) < ${MAX_BOOKING_IMAGES}`))
            .returning({ id: bookings.id });
          if (kept.length > 0) await changed(tx, owner, bookingId);
          return kept.length > 0;
        }),
      );
      if (!added) throw new AppError('request/invalid', { message: BOOKING_IMAGE_MESSAGES.tooMany, field: 'file' });
      return [{ message: BOOKING_IMAGE_MESSAGES.uploaded, url: await storage.signedUrl(key) }];
    },

    async remove(owner: CustomerScope, bookingId: string, url: string): Promise<{ message: string }[]> {
      const booking = await inProgress(owner, bookingId);
      const key = keyNamedBy(url, booking.imageKeys);
      if (!key) throw new AppError('resource/not-found', { message: 'No such photo', field: 'url' });
      await db.transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({ imageKeys: sql`array_remove(${bookings.imageKeys}, ${key})` })
          .where(ofBooking(owner, bookingId));
        await changed(tx, owner, bookingId);
      });
      await storage.remove(key);
      return [{ message: BOOKING_IMAGE_MESSAGES.deleted }];
    },
  };
}

export type BookingImages = ReturnType<typeof createBookingImages>;
