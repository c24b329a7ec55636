import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { WorkshopsService } from '../workshops';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import { createSlotsRepository } from './slots.repository';

/** The bookings module's public face. */
export { createBookingQueries, type BookingQueries } from './bookings.queries';
export type { CalendarService } from './calendar.service';

/** The booking calendar: a workshop's bookable days and slots (customer spec sections 5 and 7). */
export function createBookingsModule({ db, now, workshops }: { db: Db; now: () => Date; workshops: WorkshopsService }) {
  const calendar = createCalendarService({ slots: createSlotsRepository(db), now, workshopCalendar: workshops.calendar });
  const module: ServerModule = { name: 'bookings', routes: [calendarRoutes] };
  return { services: { calendar }, module };
}
