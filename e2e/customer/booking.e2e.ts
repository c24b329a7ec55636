import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs, tinyGif, tinyPng } from '../support/account';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { bookCartByApi, customerWithCart, moveBooking, openDayAndSlot } from '../support/booking';
import { chooseFile, PATIENTLY, seen, settledDialog } from '../support/garage';
import { shootAtWidths } from '../support/screens';

/**
 * Issue 10's screens: Book Now, the confirmation with its slot picker, the booking's details with
 * the timeline the workshop moves (seen without a reload), and My Bookings; in English on a phone
 * and in Arabic on a desktop, axe clean, none scrolling sideways, shot at three widths.
 */
const JOURNEY_MS = 240_000;
const SHOTS = '/tmp/shots';
const browser = useBrowser();

const LABELS = {
  en: {
    bookNow: 'Book Now',
    confirmTitle: 'Confirm booking',
    chooseSlot: 'Choose date and time slot',
    ok: 'OK',
    book: 'Book',
    pickDateTimeSlot: 'pick date time slot',
    selectSlot: 'select convenient time slot',
    booked: 'booked successfully',
    detailsTitle: 'Booking details',
    callWorkshop: 'Call workshop',
    addToCalendar: 'Add to calendar',
    liveTitle: 'Your service',
    bookedDone: 'Booking: 100% done',
    // Pickup and drop: the driver's pickup is the first step the workshop takes.
    movedStep: 'Picked Up',
    movedDone: 'Pickup: 100% done',
    notMoved: 'Pickup: 0% done',
    listTitle: 'My Bookings',
    sameAsPickup: 'Drop at the same address',
    dropAt: 'Drop address',
    onMap: 'Choose a point on the map…',
    usePlace: 'Use this place',
    pinned: /^On the map: /,
    addPhoto: 'Add photo',
    ownVisit: 'Drop at Garage',
  },
  ar: {
    bookNow: 'احجز الآن',
    confirmTitle: 'تأكيد الحجز',
    chooseSlot: 'اختر التاريخ والموعد',
    ok: 'موافق',
    book: 'احجز',
    pickDateTimeSlot: 'اختر التاريخ والموعد',
    selectSlot: 'اختر موعدًا مناسبًا',
    booked: 'تم الحجز بنجاح',
    detailsTitle: 'تفاصيل الحجز',
    callWorkshop: 'اتصل بالورشة',
    addToCalendar: 'أضف إلى التقويم',
    liveTitle: 'خدمتك',
    bookedDone: 'الحجز: تم 100٪',
    // An own visit has no pickup: the work starts once the car is in (the estimate skipped, 2 of 6 behind).
    movedStep: 'Work-In-Progress',
    movedDone: 'العمل: تم 33٪',
    notMoved: 'العمل: تم 0٪',
    listTitle: 'حجوزاتي',
    sameAsPickup: 'التسليم على عنوان الاستلام نفسه',
    dropAt: 'عنوان التسليم',
    onMap: 'اختر نقطة على الخريطة…',
    usePlace: 'استخدم هذا المكان',
    pinned: /^على الخريطة: /,
    addPhoto: 'إضافة صورة',
    ownVisit: 'التسليم في الورشة',
  },
} as const;

const shoot = (page: Page, name: string, viewport: { width: number; height: number }) => shootAtWidths(page, { dir: SHOTS, name: `booking-${name}`, viewport });

const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}` }).toEqual([]);

/** Picks the day in the open calendar, turning to the next month when it is not shown yet. */
async function pickDay(dialog: Locator, date: string) {
  const [year, , day] = date.split('-');
  // The days are named D MMM YYYY, the month in the reader's language.
  const named = dialog.locator(`button:not([data-disabled]):not([data-outside])[aria-label^="${Number(day)} "][aria-label$=" ${year}"]`).first();
  for (let turns = 0; turns < 3 && !(await named.isVisible()); turns++) {
    await dialog.locator('[data-direction="next"]').first().click();
    await transitionsDone(dialog.page());
  }
  await named.click();
}

describe('booking a service', () => {
  for (const [language, viewport] of [
    ['en', PHONE],
    ['ar', DESKTOP],
  ] as const) {
    it(
      `${language === 'en' ? 'in English on a phone' : 'in Arabic on a desktop'}: book, watch the timeline move, find it in My Bookings`,
      async () => {
        const page = await browser.newPage({ viewport });
        const text = LABELS[language];
        const { workshopId } = await customerWithCart(page, language);
        const overflows: string[] = [];

        // The cart's Book Now leads to the confirmation.
        await page.goto(brandUrl('servicebay', '/portal/cart'));
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.getByRole('button', { name: text.bookNow }).filter({ visible: true }).first().click();
        await page.waitForURL((url) => url.pathname === '/portal/confirm');
        await page.getByRole('heading', { name: text.confirmTitle, level: 1 }).waitFor();
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await axeClean(page, 'confirm');
        overflows.push(...(await shoot(page, `confirm-${language}`, viewport)));

        // Book without a slot: 'pick date time slot'.
        const book = page.getByRole('button', { name: text.book, exact: true }).filter({ visible: true }).first();
        await book.click();
        await seen(page, text.pickDateTimeSlot);

        // The picker: OK without a slot says 'select convenient time slot'; a day, then its slot, then OK.
        const { date, slot } = await openDayAndSlot(page, workshopId);
        await page.getByRole('button', { name: text.chooseSlot }).click();
        const picker = await settledDialog(page);
        await picker.getByRole('button', { name: text.ok }).click();
        await seen(page, text.selectSlot);
        await pickDay(picker, date);
        const slotChip = picker.getByRole('radio', { name: `${slot.startTime} – ${slot.endTime}` });
        await slotChip.waitFor({ state: 'attached', ...PATIENTLY });
        await axeClean(page, 'slot picker');
        overflows.push(...(await shoot(page, `slots-${language}`, viewport)));
        // The chip's radio is hidden behind its label, which is what a finger taps.
        await picker.getByText(`${slot.startTime} – ${slot.endTime}`, { exact: true }).click();
        await expect.poll(() => slotChip.isChecked()).toBe(true);
        await picker.getByRole('button', { name: text.ok }).click();
        await picker.waitFor({ state: 'hidden' });
        await seen(page, `${slot.startTime} – ${slot.endTime}`);

        if (language === 'en') {
          // Pickup and drop, the drop at a point on the map the customer has not saved.
          await page.getByRole('checkbox', { name: text.sameAsPickup }).uncheck();
          await page.getByRole('combobox', { name: text.dropAt }).click();
          await page.getByRole('option', { name: text.onMap }).click();
          const map = await settledDialog(page);
          // The pin starts at the pickup address; a tap elsewhere on the map moves it there.
          const area = map.locator('.leaflet-container');
          const box = (await area.boundingBox())!;
          await area.click({ position: { x: box.width * 0.75, y: box.height * 0.7 } });
          await axeClean(page, 'map point picker');
          overflows.push(...(await shoot(page, `map-point-${language}`, viewport)));
          await map.getByRole('button', { name: text.usePlace }).click();
          await map.waitFor({ state: 'hidden' });
          await expect.poll(() => page.getByRole('combobox', { name: text.dropAt }).inputValue()).toMatch(text.pinned);
        } else {
          // The customer's own visit.
          await page.getByText(text.ownVisit, { exact: true }).click();
          await expect.poll(() => page.getByRole('checkbox', { name: text.sameAsPickup }).count()).toBe(0);
        }
        // A photo picked now goes with the booking once it is made.
        await chooseFile(page, page.getByRole('button', { name: text.addPhoto }), { name: 'scratch.png', mimeType: 'image/png', buffer: tinyPng() });
        await page.locator('.photo-thumb').first().waitFor();

        // Book: 'booked successfully', then the booking's details by themselves.
        await book.click();
        await seen(page, text.booked);
        await page.waitForURL((url) => url.pathname.startsWith('/portal/booking_details/'), PATIENTLY);
        const bookingId = page.url().split('/').pop()!;
        await page.getByRole('heading', { name: text.detailsTitle, level: 1 }).waitFor();
        type Place = { profileLocationName: string; latitude: number; longitude: number };
        type Made = { isPickupRequired: boolean; userImages: string[]; pickupDropoffData: { pickupLocation: Place; dropoffLocation: Place | null } };
        const made = () => apiAs<Made>(page, 'GET', `/transaction/booking/${bookingId}`);
        await expect.poll(async () => (await made()).userImages.length, PATIENTLY).toBe(1);
        const { isPickupRequired, pickupDropoffData } = await made();
        expect(isPickupRequired).toBe(language === 'en');
        if (language === 'en') expect(pickupDropoffData.dropoffLocation?.latitude).not.toBe(pickupDropoffData.pickupLocation.latitude);
        else expect(pickupDropoffData.dropoffLocation).toBeNull();
        await page.getByRole('progressbar', { name: text.bookedDone }).waitFor(PATIENTLY);
        // An empty bar has no width: it is there, not visible.
        await page.getByRole('progressbar', { name: text.notMoved }).waitFor({ state: 'attached', ...PATIENTLY });
        // The workshop is a call away, and the slot goes into the phone's calendar as an .ics event.
        await expect.poll(() => page.getByRole('link', { name: text.callWorkshop }).getAttribute('href')).toMatch(/^tel:\+\d{8,}$/);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.addToCalendar }).click()]);
        expect(download.suggestedFilename()).toMatch(/^BK\w+\.ics$/);
        const ics = await readFile((await download.path())!, 'utf8');
        expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*DTSTART:\d{8}T\d{6}Z\r\n[\s\S]*END:VCALENDAR\r\n$/);
        await axeClean(page, 'booking details');
        overflows.push(...(await shoot(page, `details-${language}`, viewport)));

        // The dashboard's service status card shows it, and opens its details.
        await page.goto(brandUrl('servicebay', '/portal/dashboard'));
        const { bookingCode } = await apiAs<{ bookingCode: string }>(page, 'GET', `/transaction/booking/${bookingId}`);
        const live = page.getByRole('region', { name: text.liveTitle });
        await live.getByText(bookingCode, { exact: false }).waitFor(PATIENTLY);
        // Booked is one of the nine steps of a pickup booking, one of the eight of an own visit.
        await live.getByRole('progressbar').waitFor({ state: 'attached' });
        await expect.poll(() => live.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(language === 'en' ? '11' : '13');
        await axeClean(page, 'dashboard with a booking');
        overflows.push(...(await shoot(page, `dashboard-live-${language}`, viewport)));
        await live.getByRole('link').click();
        await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`, PATIENTLY);

        // The workshop takes its first step: the timeline shows it without a reload (the live stream).
        await moveBooking(page, bookingId, text.movedStep);
        await page.getByRole('progressbar', { name: text.movedDone }).waitFor(PATIENTLY);

        // My Bookings lists it, at the spec's own address (the menu's is /portal/bookings); tapping it opens its details.
        const [listed] = await apiAs<{ bookingId: string; bookingCode: string }[]>(page, 'GET', '/transaction/bookings');
        expect(listed?.bookingId).toBe(bookingId);
        await page.goto(brandUrl('servicebay', '/portal/my_bookings'));
        await page.getByRole('heading', { name: text.listTitle, level: 1 }).waitFor();
        // The card's name is what it shows, the code first.
        const card = page.getByRole('link', { name: new RegExp(`^${listed!.bookingCode}`) });
        await card.waitFor(PATIENTLY);
        await axeClean(page, 'my bookings');
        overflows.push(...(await shoot(page, `list-${language}`, viewport)));
        await card.click();
        await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`);
        await page.getByRole('progressbar', { name: text.movedDone }).waitFor(PATIENTLY);

        expect(overflows).toEqual([]);
      },
      JOURNEY_MS,
    );
  }

  const CHANGE_LABELS = {
    en: {
      reschedule: 'Reschedule',
      rescheduled: 'Booking updated successfully',
      cancel: 'Cancel booking',
      cancelConfirm: 'Your slot will be given up. You can book again at any time.',
    },
    ar: {
      reschedule: 'تغيير الموعد',
      rescheduled: 'تم تحديث الحجز بنجاح',
      cancel: 'إلغاء الحجز',
      cancelConfirm: 'سيتم التخلي عن موعدك. يمكنك الحجز مرة أخرى في أي وقت.',
    },
  } as const;

  for (const [language, viewport] of [
    ['en', PHONE],
    ['ar', DESKTOP],
  ] as const) {
    it(
      `${language === 'en' ? 'in English on a phone' : 'in Arabic on a desktop'}: reschedules to another slot of the day and cancels, asking first; then neither is offered`,
      async () => {
        const page = await browser.newPage({ viewport });
        const text = { ...LABELS[language], ...CHANGE_LABELS[language] };
        const cart = await customerWithCart(page, language);
        const bookingId = await bookCartByApi(page, cart, { slotsOnDay: 2 });
        const booked = await apiAs<{ pickupDropoffData: { pickupDate: string; pickupSlot: { startTime: string } } }>(
          page,
          'GET',
          `/transaction/booking/${bookingId}`,
        );
        const { pickupDate: date, pickupSlot: slot } = booked.pickupDropoffData;
        const slots = await apiAs<{ startTime: string; endTime: string; remaining: number }[]>(
          page,
          'GET',
          `/transaction/calendar/available-slots?workshopId=${cart.workshopId}&date=${date}`,
        );
        const later = slots.find((candidate) => candidate.startTime !== slot.startTime && candidate.remaining > 0)!;

        await page.goto(brandUrl('servicebay', `/portal/booking_details/${bookingId}`));
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.getByRole('heading', { name: text.detailsTitle, level: 1 }).waitFor();
        await page.getByRole('button', { name: text.reschedule }).click();
        const picker = await settledDialog(page);
        await picker.getByText(`${later.startTime} – ${later.endTime}`, { exact: true }).click();
        await picker.getByRole('button', { name: text.ok }).click();
        await seen(page, text.rescheduled);
        await seen(page, `${later.startTime} – ${later.endTime}`);
        await axeClean(page, 'booking details with its actions');
        await page.screenshot({ path: `${SHOTS}/booking-actions-${language}-${viewport.width}.png`, fullPage: true });

        await page.getByRole('button', { name: text.cancel }).click();
        const confirm = await settledDialog(page);
        await seen(confirm, text.cancelConfirm);
        await confirm.getByRole('button', { name: text.cancel }).click();
        await seen(page, 'Cancelled by the customer');
        await expect.poll(() => page.getByRole('button', { name: text.reschedule }).count()).toBe(0);
        await expect
          .poll(() => apiAs<{ status: string }>(page, 'GET', `/transaction/booking/${bookingId}`).then((booking) => booking.status))
          .toBe('Cancelled');
      },
      JOURNEY_MS,
    );
  }

  it(
    'in Arabic on a desktop: adds a photo to the booking, opens it and deletes it; a gif is refused in Arabic',
    async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const bookingId = await bookCartByApi(page, await customerWithCart(page, 'ar'));
      await page.goto(brandUrl('servicebay', `/portal/booking_details/${bookingId}`));
      await page.getByRole('heading', { name: LABELS.ar.detailsTitle, level: 1 }).waitFor();
      const photos = page.getByRole('group', { name: /^صور الحجز / });
      await chooseFile(page, photos.getByRole('button', { name: 'إضافة صورة' }), { name: 'scratch.png', mimeType: 'image/png', buffer: tinyPng() });
      await seen(page, 'تم رفع الصورة بنجاح');
      await photos.getByRole('button', { name: 'فتح الصورة 1' }).waitFor(PATIENTLY);
      await expect
        .poll(() => apiAs<{ userImages: string[] }>(page, 'GET', `/transaction/booking/${bookingId}`).then((booking) => booking.userImages.length))
        .toBe(1);
      await chooseFile(page, photos.getByRole('button', { name: 'إضافة صورة' }), { name: 'scratch.gif', mimeType: 'image/gif', buffer: tinyGif() });
      await seen(photos, 'يرجى رفع صيغة صالحة');
      await axeClean(page, 'booking details with a photo');

      await photos.getByRole('button', { name: 'فتح الصورة 1' }).click();
      const viewer = await settledDialog(page);
      await viewer.getByRole('button', { name: 'حذف الصورة' }).click();
      await seen(page, 'تم حذف الصورة بنجاح');
      await expect
        .poll(() => apiAs<{ userImages: string[] }>(page, 'GET', `/transaction/booking/${bookingId}`).then((booking) => booking.userImages.length))
        .toBe(0);
      await expect.poll(() => photos.getByRole('button', { name: 'فتح الصورة 1' }).count()).toBe(0);
    },
    JOURNEY_MS,
  );
});
