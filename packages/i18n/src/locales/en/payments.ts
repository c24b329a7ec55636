/** English texts of the advance payment: the Pay button and the banners of customer spec section 4. */
export const paymentsEn = {
  /** The Pay button, with what it takes: the advance, or (no advance asked) everything payable. */
  payAdvance: 'Pay advance {{amount}}',
  payBill: 'Pay {{amount}}',
  /** The tax invoice's balance, paid online. */
  payBalance: 'Pay balance {{amount}}',
  /** Back from the checkout, while the server checks what it answered. */
  checking: 'Checking your payment…',
  /** The check could not reach the server; the answer is kept to send again. */
  unsent: 'We could not check your payment. Check your connection and try again.',
  banner: {
    paymentPending: {
      title: 'Payment pending',
      advance: 'Pay the advance of {{amount}} to confirm your booking.',
      bill: 'Pay {{amount}} to complete your booking.',
    },
    paymentSuccessful: { title: 'Payment successful', text: '{{amount}} paid. Your booking is confirmed.' },
    paymentFailed: { title: 'Payment failed', text: 'Any deducted amount will be refunded back' },
    paymentCancelled: { title: 'Payment cancelled', text: 'No money was taken. Pay whenever you are ready.' },
    bookingConfirmed: { title: 'Booking confirmed', text: 'Your slot on {{date}} is booked.' },
    bookingCancelled: { title: 'Booking cancelled', text: 'This booking is cancelled. You can book again at any time.' },
  },
  /** The refund of a cancelled booking's paid advance, with its state at the gateway. */
  refund: {
    title: 'Refund of your advance',
    pending: 'Refund initiated',
    processed: 'Refunded',
    failed: 'Refund failed — contact the workshop',
    pendingHint: 'It reaches the original payment method within 5–7 working days.',
    processedOn: 'Refunded on {{date}}',
  },
};
