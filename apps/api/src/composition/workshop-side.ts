import { isAdvancePurpose } from '@servicebay/domain';
import { createBillingModule } from '../modules/billing';
import { createCustomersModule } from '../modules/customers';
import { createEmployeesModule } from '../modules/employees';
import { createJobCardsModule } from '../modules/job-cards';
import { createLabourModule } from '../modules/labour';
import { createStaffModule } from '../modules/staff';
import { createStockModule } from '../modules/stock';
import { createTimeClockModule } from '../modules/time-clock';
import type { CustomerSide } from './customer-side';
import type { Platform } from './platform';

/**
 * The workshop's half of the server: its staff, customers and job cards, built on the customer
 * half's modules (a booking becomes a job card; ARCHITECTURE.md section 7). The two halves act on
 * each other's changes only through hooks subscribed here.
 */
export function composeWorkshopSide(platform: Platform, { modules }: CustomerSide) {
  const { db, now, tokens, email, storage, rateLimits, config } = platform;
  const { brands, identity, workshops, garage, bookings, catalog, engagement, payments } = modules;

  const staff = createStaffModule({
    db,
    tokens,
    otp: identity.services.otp,
    email,
    now,
    rateLimits,
    limits: { failedSignInsPerAddress: config.limits.staffFailedSignInsPerAddress, resetsPerAddress: config.limits.staffResetsPerAddress },
    openWorkshop: workshops.services.workshops.open,
    workshopNames: workshops.services.workshops.names,
  });
  const workshopCustomers = createCustomersModule({ db, people: identity.services.customers, vehicles: garage.services.vehicles });
  const jobCards = createJobCardsModule({
    db,
    storage,
    now,
    workshopBookings: bookings.services.workshopBookings,
    vehicles: garage.services.vehicles,
    staffDirectory: staff.services.staffDirectory,
    workshops: workshops.services.workshops,
    workshopCustomers: workshopCustomers.services.workshopCustomers,
  });

  const labour = createLabourModule({
    db,
    now,
    menuServices: async (brand) =>
      (await catalog.services.serviceMenu.services(brand, {}, 'en')).map((service) => ({ serviceId: service.serviceId, name: service.displayName })),
    staffNames: staff.services.staffDirectory.names,
    // The customer app's kept menu and cart answers are priced again after a published price changes.
    pricesChanged: catalog.services.serviceMenu.menuChanged,
    // A job card's vehicle's segment comes from the vehicle catalogue's facts of its variant.
    vehicleFacts: async (brand, catalogVehicleId) => {
      const variant = await catalog.services.catalog.variantById(brand, catalogVehicleId);
      return variant ? { vehicleType: variant.vehicleType, category: variant.category, makeSegment: variant.segment } : null;
    },
  });

  const billing = createBillingModule({
    db,
    now,
    jobCardRecords: jobCards.services.jobCardRecords,
    workshopSettings: workshops.services.workshopSettings.get,
    workshopLogo: workshops.services.workshopSettings.logo,
    jobCardView: jobCards.services.jobCards.get,
    workshopName: async (brandId, workshopId) => (await workshops.services.workshops.names(brandId, [workshopId])).get(workshopId) ?? '',
    staffNames: staff.services.staffDirectory.names,
    serviceMenu: catalog.services.serviceMenu,
    labourLines: labour.services.labourLines,
    vehicles: garage.services.vehicles,
    workshopBookings: bookings.services.workshopBookings,
    notify: engagement.services.notifications.notify,
    customerCredit: workshopCustomers.services.customerCredit,
    invoiceRecipients: workshopCustomers.services.invoiceRecipients,
    advancesOf: async (bookingId, tx) =>
      (await payments.services.payments.ofBookings([bookingId], tx))
        .filter((order) => order.status === 'paid' && !order.isRefunded && isAdvancePurpose(order.purpose))
        .map((order) => ({ amountMinor: order.amount.amount, paidAt: order.paidAt })),
    payments: payments.services.payments,
    brandById: async (brandId) => (await brands.services.brands.all()).find((brand) => brand.id === brandId) ?? null,
    // The registers' paid and balance: every advance of the period's bookings at once.
    advancesOfBookings: async (bookingIds) =>
      (await payments.services.payments.ofBookings([...bookingIds]))
        .filter((order) => order.status === 'paid' && !order.isRefunded && isAdvancePurpose(order.purpose))
        .map((order) => ({ bookingId: order.bookingId, amountMinor: order.amount.amount, paidAt: order.paidAt })),
    sms: platform.sms,
    pdf: platform.pdf,
    secret: config.jwtSecret,
  });

  const stock = createStockModule({
    db,
    now,
    placeOf: billing.services.estimates.placeOf,
    stateCodeOf: async (brand, workshopId) => (await workshops.services.workshopSettings.get(brand, workshopId)).stateCode,
    nextSerial: billing.services.documentSeries.next,
    jobCardOf: jobCards.services.jobCardRecords.byId,
    lockedJobCardOf: jobCards.services.jobCardRecords.lockedById,
    jobCardLines: billing.services.jobCardLines.ofCard,
    jobCardLine: billing.services.jobCardLines.inWorkshop,
    sparesWaiting: jobCards.services.sparesWaiting,
    workshopNames: workshops.services.workshops.names,
  });

  const employees = createEmployeesModule({
    db,
    now,
    storage,
    sms: platform.sms,
    staffDirectory: staff.services.staffDirectory,
    jobCardLine: billing.services.jobCardLines.inWorkshop,
    jobCardLines: billing.services.jobCardLines.ofCard,
    jobCardOf: jobCards.services.jobCardRecords.byId,
    openCardsOfTechnician: jobCards.services.jobCardRecords.openOfTechnician,
    workshopTimeZones: workshops.services.workshops.timeZones,
  });
  const timeClock = createTimeClockModule({
    db,
    now,
    workshopPlace: (brand, workshopId) => workshops.services.workshopSettings.get(brand, workshopId),
    jobCardOf: jobCards.services.jobCardRecords.byId,
    jobCardLine: billing.services.jobCardLines.inWorkshop,
    jobCardLines: billing.services.jobCardLines.ofCard,
    staffAtWorkshop: staff.services.staffDirectory.atWorkshop,
    staffNames: staff.services.staffDirectory.names,
    billedLabour: billing.services.billedLabour,
  });

  // One life for a booking and its job card: the booking follows every move of its card, and a card
  // is cancelled with its booking (both in the transaction of the change, the booking's row locked first).
  jobCards.hooks.jobCardMoved.subscribe(bookings.services.bookingLife.followJobCard);
  // The money's say in a card's moves: approved work before work starts, the invoice and the balance before the vehicle leaves.
  jobCards.hooks.jobCardMoving.subscribe(billing.listeners.deliveryGate);
  bookings.hooks.bookingCancelled.subscribe(jobCards.services.bookingsInbox.followCancelledBooking);
  // A booking's bill is its job card's (ARCHITECTURE.md section 10), and a balance paid online is the card's payment.
  bookings.hooks.billsAsked.subscribe(billing.services.customerBill.billsOf);
  payments.hooks.orderPaid.subscribe(billing.services.customerBill.orderPaid);
  // The advance on approved work is paid with the customer's answer: wanted only while the answer
  // can still be given, and the answer recorded in the transaction that marks it paid.
  payments.hooks.paymentTaken.subscribe(billing.listeners.advanceWanted);
  payments.hooks.orderPaid.subscribe(billing.listeners.advancePaid);
  // An issued part stays on its job card line until it is returned to stock (workshop spec section 4).
  billing.hooks.lineChanging.subscribe(stock.listeners.jobLineChanging);
  // ...and is billed as issued (section 4: an issued part must be invoiced).
  billing.hooks.invoiceIssuing.subscribe(stock.listeners.invoiceIssuing);

  return {
    modules: { staff, workshopCustomers, jobCards, billing, stock, employees, timeClock, labour },
    services: { ...staff.services, ...jobCards.services, ...workshopCustomers.services, ...billing.services, ...employees.services },
  };
}
