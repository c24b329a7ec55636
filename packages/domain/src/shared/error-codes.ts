import { SIGN_IN_ERRORS } from './sign-in-errors';

/**
 * Every error the API can answer with. The HTTP status follows customer spec section 8;
 * `message` is the English text (the spec's where it gives one). The apps show the
 * translation of `code`, falling back to `message`.
 */
export const ERRORS = {
  ...SIGN_IN_ERRORS,
  // 409s show their title as a warning toast (customer spec section 8), so the title is the message.
  'garage/vehicle-exists': { status: 409, title: 'vehicle already exists', message: 'vehicle already exists' },
  'garage/active-booking': { status: 409, title: 'This vehicle has active booking', message: 'This vehicle has active booking' },
  'garage/address-type-taken': { status: 409, title: 'Address type should be unique', message: 'Address type should be unique' },
  'garage/fuel-mismatch': {
    status: 400,
    title: 'Fuel type mismatch',
    message: 'Selected variant doesnot match with fuel type',
  },
  'garage/storage-full': {
    status: 413,
    title: 'Storage full',
    message: 'Your document storage is full. Delete a document to add another',
  },
  'garage/vehicle-required': { status: 400, title: 'Vehicle required', message: 'add vehicle before uploading' },
  'cart/service-already-added': { status: 409, title: 'Service already added', message: 'Service already added' },
  'cart/address-required': { status: 400, title: 'Address required', message: 'provide address before booking' },
  'cart/full': { status: 400, title: 'Cart full', message: 'Your cart is full. Book these services before adding more' },
  'cart/invalid-offer-code': { status: 400, title: 'Invalid code', message: 'Please enter valid offer code' },
  'cart/offer-code-expired': { status: 400, title: 'Code Expired', message: 'Code Expired' },
  // services/service-queries.ts MAX_SERVICES_AT_ONCE
  'services/too-many-services': { status: 400, title: 'Too many services', message: 'Ask for at most 20 services at a time' },
  'body-panel/unknown-part': { status: 404, title: 'Part not found', message: 'This part is not on the vehicle' },
  'body-panel/unknown-damage-type': { status: 404, title: 'Damage type not found', message: 'This damage is not listed for the part' },
  'body-panel/no-service': { status: 404, title: 'No service', message: 'No service mends this damage yet' },
  // bookings/slots.ts: a day's slots and the booking of one (customer spec section 5)
  'slots/full': { status: 409, title: 'Slots full', message: 'all service slots full' },
  'slots/not-a-slot': { status: 400, title: 'No such slot', message: 'select convenient time slot' },
  'bookings/sign-in-required': { status: 403, title: 'Sign in to book', message: 'Please sign in to book a service' },
  'bookings/cart-empty': { status: 400, title: 'Cart empty', message: 'Add a service before booking' },
  'bookings/workshop-required': { status: 400, title: 'Workshop required', message: 'select workshop to continue' },
  'bookings/location-required': { status: 400, title: 'Location required', message: 'Please indicate your location' },
  // The answer names the workshop's radius (pickup-reach.ts beyondPickupMessage).
  'bookings/beyond-pickup-radius': {
    status: 400,
    title: 'Beyond pickup area',
    message: 'This workshop does not pick up from there. Choose a nearer address or visit the workshop yourself.',
  },
  'payments/nothing-to-pay': { status: 400, title: 'Nothing to pay', message: 'This booking has nothing to pay now' },
  'payments/already-paid': { status: 409, title: 'Already paid', message: 'This booking is already paid' },
  'payments/bad-signature': { status: 400, title: 'Payment not verified', message: 'The payment could not be verified' },
  'payments/amount-mismatch': { status: 400, title: 'Payment not verified', message: 'The amount paid does not match the order' },
  'bookings/cannot-change': { status: 400, title: 'Cannot change', message: 'This booking can no longer be changed' },
  // The vehicle is with the workshop (picked up, or in the workshop for an own visit): its job card leads now.
  'bookings/vehicle-handed-over': {
    status: 409,
    title: 'Vehicle with the workshop',
    message: 'Your vehicle is with the workshop now. Call the workshop to change or cancel this booking',
  },
  // A booking and its job card disagree (a move of one raced a change of the other): nothing was changed.
  'bookings/out-of-step': { status: 409, title: 'Booking moved on', message: 'This booking has just changed. Refresh to see where it is' },
  'bookings/slot-required': { status: 400, title: 'Slot required', message: 'Please select a slot' },
  'bookings/cart-changed': { status: 409, title: 'Cart changed', message: 'Your cart changed while booking. Please check it and book again' },
  'slots/past-date': { status: 400, title: 'Invalid date', message: 'invalid date' },
  'slots/closed': { status: 400, title: 'Closed', message: 'The workshop is closed on this day' },
  'slots/beyond-window': { status: 400, title: 'Not open yet', message: 'This day is not open for booking yet' },
  // engagement/feedback.ts: feedback once a booking is completed, and never changed (customer spec section 4)
  'feedback/not-completed': { status: 409, title: 'Not completed yet', message: 'Feedback can be given once the service is completed' },
  'feedback/already-given': { status: 409, title: 'You cannot edit', message: 'You cannot edit' },
  // engagement/referral.ts (customer spec sections 8 and 9)
  'referral/sign-in-required': { status: 403, title: 'Sign in to refer', message: 'Please sign in to refer and earn' },
  'referral/unknown-code': { status: 404, title: 'No user found with this referral code', message: 'No user found with this referral code' },
  'referral/own-code': { status: 400, title: 'Own code', message: 'You cannot use your own referral code' },
  'referral/already-applied': { status: 409, title: 'You have already applied a referral code', message: 'You have already applied a referral code' },
  'referral/exhausted': { status: 409, title: 'This referral code has no referrals left', message: 'This referral code has no referrals left' },
  // staff/: the workshop app's accounts (workshop spec sections 5, 6 and 8)
  'staff/invalid-credentials': { status: 401, title: 'Invalid Credentials', message: 'Invalid Credentials' },
  'staff/locked': {
    status: 429,
    title: 'Locked for now',
    message: 'Too many wrong passwords. Sign in with a one-time code to your mobile number, or try again in a few minutes',
  },
  'staff/too-many-attempts': {
    status: 429,
    title: 'Too many attempts',
    message: 'Too many attempts from this network. Sign in with a one-time code to your mobile number, or try again in a few minutes',
  },
  'staff/account-inactive': { status: 403, title: 'Account switched off', message: 'This account is switched off. Ask your workshop owner' },
  'staff/username-taken': { status: 409, title: 'Username already exists', message: 'Username already exists' },
  // The workshop spec's wording (section 5); the customer app's own duplicate keeps its lower case.
  'customers/vehicle-exists': { status: 409, title: 'Vehicle already exists', message: 'Vehicle already exists' },
  'staff/mobile-taken': { status: 409, title: 'Mobile number in use', message: 'Another staff account uses this mobile number' },
  'staff/wrong-current-password': { status: 400, title: 'Wrong password', message: 'Please re-check the Current Password' },
  'staff/reset-link-invalid': { status: 400, title: 'Link expired', message: 'This link has expired or was already used. Ask for a new one' },
  'staff/no-account-for-number': { status: 404, title: 'No account', message: 'No staff account uses this mobile number' },
  'staff/role-not-allowed': { status: 403, title: 'Role not allowed', message: 'You cannot give this role' },
  'staff/not-yourself': { status: 400, title: 'Not yourself', message: 'You cannot change your own role or switch yourself off' },
  // jobCards/: the job card's state machine and the bookings inbox (workshop spec sections 4, 5 and 8)
  'jobCards/step-not-allowed': { status: 409, title: 'Not now', message: 'This step is not allowed now' },
  'jobCards/remarks-required': { status: 400, title: 'Remarks required', message: 'Please give the customer the reason' },
  'jobCards/driver-required': { status: 400, title: 'Driver required', message: 'Name the driver and the pickup time' },
  'jobCards/odometer-out': { status: 400, title: 'Odometer', message: 'Odometer out above odometer in' },
  'jobCards/odometer-out-required': { status: 409, title: 'Odometer out', message: 'Enter the odometer out before delivery' },
  'jobCards/delivery-checklist': { status: 409, title: 'Delivery checklist', message: 'Walk the delivery checklist before delivery: answer each item' },
  'jobCards/already-open': { status: 409, title: 'Job card already open', message: 'job card already open for vehicle' },
  'jobCards/images-full': { status: 409, title: 'Photos', message: 'A job card keeps at most 20 photos' },
  'jobCards/booking-not-waiting': { status: 409, title: 'Not waiting', message: 'This booking is no longer waiting for the workshop' },
  'jobCards/not-delivered': { status: 409, title: 'Not delivered', message: 'A gate pass is printed once the vehicle is delivered' },
  // billing/: the job card's estimate (workshop spec sections 4, 5 and 8)
  'billing/duplicate-part': { status: 409, title: 'Part already added', message: 'This part is already on the job card: increase its quantity instead' },
  'billing/too-many-lines': { status: 409, title: 'Too many lines', message: 'A job card holds at most 300 lines' },
  'billing/nothing-to-send': { status: 400, title: 'No lines', message: 'Add a line before sending the estimate' },
  'billing/not-sent': { status: 409, title: 'Estimate not sent', message: 'Send the estimate to the customer first' },
  'billing/estimate-outdated': { status: 409, title: 'Estimate changed', message: 'The estimate has changed since it was sent: open the latest one' },
  'billing/estimate-answered': { status: 409, title: 'Already answered', message: 'This estimate was already answered' },
  'billing/answer-incomplete': { status: 400, title: 'Answer each line', message: 'Approve or decline each line of the estimate' },
  'billing/link-expired': { status: 410, title: 'Link expired', message: 'This link has expired. Ask the workshop to send it again' },
  'billing/link-not-sent': { status: 503, title: 'Link not sent', message: 'Resend link has not been sent successfully.' },
  'billing/advance-asked': {
    status: 409,
    title: 'Advance asked',
    message: 'The workshop asks an advance on the approved work: approve and pay it in one step',
  },
  'billing/advance-needs-booking': {
    status: 409,
    title: 'No booking',
    message: 'An advance is paid in the customer app: ask it only of a customer who booked there',
  },
  'billing/no-mobile': { status: 409, title: 'No mobile number', message: 'The customer has no mobile number to send the link to' },
  'billing/awaiting-approval': { status: 409, title: 'Waiting for customer approval', message: 'Waiting for customer approval' },
  'billing/nothing-approved': { status: 409, title: 'Nothing approved', message: 'The customer approved no line: there is nothing to invoice' },
  'billing/invoice-exists': { status: 409, title: 'invoice already created', message: 'invoice already created' },
  'billing/duplicate-invoice': { status: 409, title: 'Duplicate invoice', message: 'Duplicate invoice' },
  'billing/invoice-number-required': { status: 400, title: 'Invoice number', message: 'This field is required' },
  'billing/invoice-number-invalid': {
    status: 400,
    title: 'Invoice number',
    message: 'Use at most 16 letters, digits, - and /, not a number of the automatic series',
  },
  'billing/pre-invoice-hyphen': { status: 400, title: 'Pre-invoice number', message: 'A pre-invoice number must not contain a hyphen' },
  'billing/not-invoiced': { status: 409, title: 'Not invoiced', message: 'Issue the tax invoice first' },
  'billing/balance-due': { status: 409, title: 'Balance due', message: 'The balance is not paid: take the payment before delivery' },
  'billing/above-credit-limit': {
    status: 409,
    title: 'Above the credit limit',
    message: "This sale is beyond the customer's credit limit: take a payment first",
  },
  'billing/credit-overdue': { status: 409, title: 'Credit overdue', message: "The customer's earlier credit is past its due date: settle it first" },
  'billing/no-approved-work': { status: 409, title: 'No approved work', message: 'The customer approved no line: there is no work to start' },
  'billing/no-tax-invoice': { status: 409, title: 'No invoice', message: 'Issue the tax invoice before taking a payment' },
  'billing/above-balance': { status: 400, title: 'Above the balance', message: 'The amount is more than the balance due' },
  'billing/nothing-due': { status: 409, title: 'Nothing due', message: 'Nothing is due on this bill' },
  'billing/invoice-not-ready': { status: 409, title: 'No invoice yet', message: 'The workshop has not issued the invoice yet' },
  'billing/credit-note-exists': { status: 409, title: 'Already generated', message: 'Credit note or debit note already generated' },
  'billing/nothing-to-credit': { status: 400, title: 'Nothing to credit', message: 'A credit note needs an amount or at least one selected line' },
  'billing/credit-above-invoice': { status: 400, title: 'Above the invoice', message: 'The credit amount should not be more than the invoice amount' },
  'billing/not-a-tax-invoice': { status: 409, title: 'Not a tax invoice', message: 'Only a tax invoice takes a credit note' },
  'billing/no-advance': { status: 404, title: 'No advance', message: 'No advance was paid for this booking' },
  'billing/register-too-long': {
    status: 400,
    title: 'Period too long',
    message: 'The period holds more than 10,000 documents: choose a shorter one to export',
  },
  'billing/estimate-closed': { status: 409, title: 'Estimate closed', message: 'The job card is billed or closed: its lines cannot change' },
  'workshops/logo-exists': { status: 409, title: 'Logo already added', message: 'An existing logo must be removed before another is added' },
  'account/field-locked': { status: 400, title: 'Cannot be changed', message: 'This field cannot be changed once set' },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
