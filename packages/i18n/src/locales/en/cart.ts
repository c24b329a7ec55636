import { CART_MESSAGES } from '@servicebay/domain';

/** The domain's photo messages, as texts the Arabic catalogue translates. */
const photoMessages: Record<keyof typeof CART_MESSAGES, string> = CART_MESSAGES;

/** English texts of the cart: its items, the promo code and the bill (customer spec sections 2, 5, 8). */
export const cartEn = {
  title: 'My Cart',
  header: {
    label: 'Cart',
    /** The header's cart link with its badge. */
    withCount: 'Cart, services in it: {{count}}',
  },
  empty: {
    title: 'Your cart is empty',
    body: 'Choose a service for your vehicle and it will wait for you here until you book.',
    bookService: 'Book a Service',
  },
  items: {
    label: 'Services in your cart',
    addMore: 'Add more services',
  },
  item: {
    part: 'Part: {{part}}',
    addOns: 'Add-ons',
    noAddOns: 'No add-ons chosen',
    editAddOns: 'Edit',
    editAddOnsLabel: 'Edit add-ons of {{name}}',
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    removeTitle: 'Remove from cart?',
    removeBody: 'Remove {{name}} from your cart?',
    removed: '{{name}} removed from your cart',
  },
  addOns: {
    title: 'Add-ons for {{name}}',
    save: 'Save add-ons',
    saved: 'Add-ons updated',
  },
  photos: {
    label: 'Photos of {{name}}',
    hint: 'Show the workshop the damage or the part, up to {{max}} photos.',
    add: 'Add photo',
    format: photoMessages.imageFormat,
    tooMany: photoMessages.tooManyImages,
    uploaded: 'Image uploaded successfully',
    deleted: 'Image deleted successfully',
    open: 'Open photo {{number}}',
    viewerTitle: 'Photo {{number}} of {{total}}',
    delete: 'Delete photo',
  },
  workshop: {
    label: 'Workshop',
    none: 'No workshop chosen yet',
    choose: 'Select workshop',
    change: 'Change',
    changeLabel: 'Change workshop',
  },
  coupon: {
    apply: 'Apply coupon',
    hint: 'Save on this booking with an offer code',
    applied: 'Code {{code}} applied',
    savings: 'You save {{amount}}',
    remove: 'Remove',
    removeLabel: 'Remove code {{code}}',
    removed: 'Offer code removed',
    appliedToast: 'Offer code {{code}} applied',
  },
  promo: {
    title: 'Offers and promo codes',
    codeLabel: 'Promo code',
    codePlaceholder: 'Enter a code',
    apply: 'Apply',
    available: 'Available offers',
    expired: 'Expired offers',
    noAvailable: 'No offers running right now.',
    validTill: 'Valid till {{date}}',
    expiredOn: 'Ended {{date}}',
    expiredBadge: 'Expired',
    applyCode: 'Apply {{code}}',
  },
  bill: {
    title: 'Bill details',
    itemTotal: 'Item total',
    discount: 'Discount ({{code}})',
    discountWithoutCode: 'Discount',
    toPay: 'To pay',
    advance: 'Advance payable at booking',
    balance: 'Balance after service',
    startingNote: 'Prices are the lowest for these services until you add your vehicle.',
  },
  book: {
    now: 'Book Now',
    footerLabel: 'Book your services',
    toPay: 'To pay',
    selectWorkshop: 'select workshop to continue',
    signInTitle: 'Sign in to book',
    signInBody: 'Your cart stays as it is. Sign in with your mobile number to confirm the booking.',
    signIn: 'Sign in',
    notNow: 'Not now',
  },
  registration: {
    title: 'Registration number missing',
    body: '{{name}} has no registration number yet. Add it so the workshop can identify your vehicle.',
    temporary: '{{name}} is on a temporary number. Add its registration number once you have it, so the workshop can identify your vehicle.',
    add: 'Add registration number',
  },
  /** Changing the vehicle or the address empties the cart (customer spec section 4). */
  loss: {
    vehicleTitle: 'Change vehicle?',
    vehicleBody: 'Your cart is priced for this vehicle. Changing it empties your cart (services in it: {{count}}).',
    addressTitle: 'Change address?',
    addressBody: 'Changing your address empties your cart (services in it: {{count}}).',
    confirm: 'Yes, change',
    keep: 'Keep my cart',
  },
};
