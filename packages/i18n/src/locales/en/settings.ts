/** English texts of the settings screens: languages, notifications, help and support (customer spec section 4). */
export const settingsEn = {
  title: 'Settings',
  helpAndSupport: 'Help and support',
  helpAndSupportHint: 'FAQs, write to us or call us',
  about: 'About {{brand}}',
  aboutHint: 'Who we are and what we promise',
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
    title: 'Help and support',
    faqHeading: 'Frequently asked questions',
    faqs: {
      vehicles: {
        question: 'How do I add or change my vehicle?',
        answer:
          'Open My vehicles from the menu and tap Add vehicle. With more than one vehicle, choose Use this vehicle on the one you are dealing with now; your main vehicle is the one we start with each time you open the app.',
      },
      documents: {
        question: 'Why should I add my vehicle documents?',
        answer:
          'Keep your insurance, pollution and registration certificates in Documents, with their expiry dates, so they are at hand whenever you or the workshop need them.',
      },
      addresses: {
        question: 'What are my addresses for?',
        answer:
          'They are the places we pick up and drop off your vehicle. Your main address is used first each time; the address in use, shown at the top of the screen, is the one for your current visit.',
      },
      language: {
        question: 'Can I use the app in Arabic?',
        answer: 'Yes. Open Settings, then Languages, and choose العربية. Your choice is saved with your account.',
      },
      account: {
        question: 'How do I change my details or delete my account?',
        answer:
          'Update your name, email and date of birth under Profile, Personal details. To close your account, open Settings, Delete account and send the request: your data is erased 30 days later.',
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
    call: 'Call us on {{number}}',
  },
};
