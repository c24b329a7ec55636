/** English texts of the dashboard's next steps: what a new customer does first. */
export const homeEn = {
  /** The service status card: the booking under way, on the dashboard (customer spec section 2). */
  liveBooking: {
    title: 'Your service',
    code: 'Booking {{code}}',
    progress: 'Service progress: {{percent}}% done',
    now: 'Now: {{step}}',
  },
  nextSteps: {
    title: 'Get set up',
    intro: 'A few quick steps and booking a service takes a minute.',
    progress: '{{done}} of {{total}} done',
    done: 'Done',
    steps: {
      addVehicle: { title: 'Add a vehicle', hint: 'See the right services and prices for it' },
      addAddress: { title: 'Add an address', hint: 'Where we pick up and drop off your vehicle' },
      uploadDocument: { title: 'Upload a document', hint: 'Insurance, pollution or registration certificate' },
      personalDetails: { title: 'Complete your personal details', hint: 'Your name, email and date of birth' },
    },
  },
};
