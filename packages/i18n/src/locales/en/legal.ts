/**
 * English texts of the platform's standard pages for brands that keep none of their own: terms,
 * privacy and about. A brand links its own pages from its settings; these say only what the
 * product does today ({{brand}} and {{days}} come from the brand and the domain).
 */
export const legalEn = {
  tabTitle: { terms: 'Terms and conditions', privacy: 'Privacy policy', about: 'About' },
  contactHeading: 'Questions',
  contactBody: 'Write to us and we will answer by email, usually within one working day.',
  terms: {
    title: 'Terms and conditions',
    intro: 'These terms apply whenever you use {{brand}} to look after your vehicle. By signing in you accept them.',
    account: {
      heading: 'Your account',
      body: 'You sign in with your mobile number and a one-time code. Keep your phone safe, keep your details correct, and tell us at once if someone else has used your account.',
    },
    bookings: {
      heading: 'Bookings and prices',
      body: 'Prices shown before a booking are estimates for your vehicle. The workshop confirms the bill after inspecting it, and asks you before any work that costs more.',
    },
    pickup: {
      heading: 'Pickup and drop',
      body: 'Have your vehicle and its keys ready at the address and time you chose. Remove valuables first; we note the odometer and fuel level when we collect it.',
    },
    payments: {
      heading: 'Advance payments and refunds',
      body: 'An advance you pay counts toward your bill. If a booking is cancelled, any amount deducted is refunded to the way you paid.',
    },
  },
  privacy: {
    title: 'Privacy policy',
    intro: '{{brand}} keeps only what it needs to look after your vehicle, and never sells your data.',
    collected: {
      heading: 'What we keep',
      body: 'Your mobile number; the name, email, gender and date of birth you add; your vehicles, their photos and documents; your saved addresses, and your location only when you allow it.',
    },
    use: {
      heading: 'Why we keep it',
      body: 'To book and carry out your services, to send you codes and updates about your bookings, and to remind you when a service or a document is due. You choose which notifications you get in Settings.',
    },
    sharing: {
      heading: 'Who sees it',
      body: 'The workshop that services your vehicle sees what the job needs: your name, number, vehicle and addresses. Payment details go to the payment provider, never to us.',
    },
    deletion: {
      heading: 'Deleting your account',
      body: 'Ask for deletion in Settings. Your personal details, vehicles, addresses and documents are erased {{days}} days after your request.',
    },
  },
  about: {
    title: 'About {{brand}}',
    intro: '{{brand}} brings vehicle service to your door.',
    how: {
      heading: 'How it works',
      body: 'Add your vehicle, choose a service and a workshop near you, and pick a slot. We pick the vehicle up and bring it back, or you drop it at the workshop yourself.',
    },
    promise: {
      heading: 'What we promise',
      body: 'Clear prices before you book, nothing extra without your approval, and every step of the job on your phone as it happens.',
    },
  },
};
