import { DELETE_ACCOUNT_MESSAGES } from '@servicebay/domain';

/** English texts of the account's life: the deletion request and its erasure date (customer spec section 4). */
export const accountEn = {
  deletion: {
    title: 'Delete account',
    intro: 'We will erase your personal details, vehicles, addresses and documents 30 days after your request.',
    open: 'Show the account deletion form',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    country: 'Country',
    submit: 'Request account deletion',
    confirmTitle: 'Delete your account?',
    confirmBody: 'Your account and its data will be erased after 30 days. This cannot be undone.',
    confirm: 'Yes, delete',
    requested: DELETE_ACCOUNT_MESSAGES.requested as string,
    erasesOn: 'Erasure date: {{date}}',
  },
};
