/** English texts of the settings screens: languages, notifications, help and support (customer spec section 4). */
export const settingsEn = {
  title: 'Settings',
  helpAndSupport: 'Help and Support',
  helpAndSupportHint: 'FAQs, write to us or call us',
  about: 'About {{brand}}',
  aboutHint: 'Opens our website',
  languages: 'Languages',
  notificationsSection: 'Notifications',
  notifications: 'Booking notifications',
  notificationsHint: 'Status updates about your bookings',
  reminders: 'Service reminders',
  remindersHint: 'When your next service is due',
  saved: 'Settings saved',
  languageChoice: {
    title: 'Languages',
    intro: 'Choose the language of the app.',
    saved: 'Language changed',
  },
  help: {
    title: 'Help and Support',
    faqHeading: 'Frequently asked questions',
    faqs: {
      booking: {
        question: 'How do I book a service?',
        answer:
          'Add your vehicle, choose the services you need, pick a workshop, then a date and time slot, and tap Book Now. You will see the booking in My Bookings straight away.',
      },
      pickup: {
        question: 'Can you pick up my vehicle from home?',
        answer:
          'Yes. When you book, choose pickup and drop and the address to collect from. A driver collects your vehicle in the slot you picked and brings it back when the work is done. You can also drop it at the workshop yourself.',
      },
      payment: {
        question: 'How do I pay?',
        answer:
          'Some bookings ask for an advance paid online by card when you book. The rest is paid after the work, against the final invoice, which you can view in the booking details.',
      },
      documents: {
        question: 'Why should I add my vehicle documents?',
        answer:
          'With your insurance, pollution and registration certificates in the Document Vault, the workshop has what it needs for claims and checks, and we can remind you before they expire.',
      },
      reschedule: {
        question: 'Can I change or cancel a booking?',
        answer:
          'Yes, until your vehicle is picked up. Open the booking in My Bookings and choose Reschedule or Cancel. Any advance paid for a cancelled booking is refunded to your card.',
      },
      account: {
        question: 'How do I change my details or delete my account?',
        answer:
          'Update your name, email and date of birth under Profile, Personal Details. To close your account, open Settings, Delete Account and send the request: your data is erased 30 days later.',
      },
    },
    stillNeedHelp: 'Still need help?',
    contactUs: 'Contact us',
    callUs: 'Call us',
    contactTitle: 'Contact us',
    contactIntro: 'Write to us and we will answer by email, usually within one working day.',
    subject: 'Subject',
    message: 'Message',
    messageRequired: 'Please enter your message',
    send: 'Write email',
    mailNote: 'This opens your email app with the message ready to send to {{email}}.',
    callTitle: 'Call us',
    callBody: 'Our support team answers every day from 9 am to 7 pm.',
    call: 'Call {{number}}',
  },
};
