/**
 * English texts of the workshop's estimate as the customer answers it (issue 27 part 2): on a
 * booking's details, and on the page a link sent by SMS opens without signing in.
 */
export const estimatesEn = {
  title: 'Estimate',
  /** Under the title: the job card and when the workshop sent it. */
  sentOn: '{{jobCardNo}} · sent on {{date}}',
  /** A second or later version: the workshop changed the work since the first. */
  revised: 'Revised estimate (version {{version}})',
  status: { waiting: 'Awaiting your answer', answered: 'Answered' },
  intro: 'Approve the work you want done. Work you decline is not billed: the workshop keeps it as recommended work.',
  kinds: { part: 'Part', labour: 'Labour' },
  /** One line's price: quantity times the unit price, then its tax. */
  quantityPrice: '{{quantity}} × {{price}}',
  tax: 'Tax {{percent}}%: {{amount}}',
  discount: 'Discount {{amount}}',
  /** The two answers of a line, and the group's name for screen readers. */
  answerFor: 'Your answer for {{name}}',
  approve: 'Approve',
  decline: 'Decline',
  approved: 'Approved',
  declined: 'Declined',
  pending: 'Not answered',
  recommended: 'Recommended work',
  bill: {
    title: 'Your bill',
    parts: 'Parts',
    labour: 'Labour',
    discount: 'Discount',
    tax: 'Tax',
    taxes: { CGST: 'CGST', SGST: 'SGST', IGST: 'IGST', VAT: 'VAT', CESS: 'Cess' },
    roundOff: 'Round off',
    total: 'Total',
    declined: 'Recommended work you declined ({{lines}})',
  },
  send: 'Send my answer',
  sending: 'Sending…',
  /** Where the workshop asks an advance on the approved work: one step approves and pays it. */
  approveAndPay: 'Approve and pay {{amount}}',
  advanceAsked: 'The workshop asks {{percent}}% of the approved work in advance: {{amount}}, paid with your answer.',
  /** The link page (no sign-in) cannot take the advance: the booking in the app can. */
  advanceInApp: 'This workshop asks an advance on the work you approve. Sign in to your booking to approve and pay it in one step.',
  openBooking: 'Open my booking',
  /** Under the disabled button: how many lines still need an answer. */
  left: 'Approve or decline each line to send your answer ({{lines}} left)',
  sent: 'Thank you: your answer is with the workshop',
  answeredOn: 'Answered on {{date}}',
  /** The answer was refused because the workshop sent a newer version meanwhile: the screen shows it. */
  changed: 'The workshop changed this estimate since you opened it. Here is the latest one: check it and send your answer again.',
  /** The workshop is changing the lines and has not sent the new version yet. */
  beingRevised: 'The workshop is revising this estimate. You can answer when they send the new one.',
  /** The page a link opens (no sign-in). */
  link: {
    tabTitle: 'Your estimate',
    heading: 'Estimate from {{workshop}}',
    jobCard: 'Job card',
    vehicle: 'Vehicle',
    expiredHeading: 'Link expired',
    notFoundHeading: 'This estimate was not found',
    notFoundBody: 'Check that the link is complete, or ask the workshop to send it again.',
  },
};
