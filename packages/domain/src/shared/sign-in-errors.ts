/**
 * The errors any screen can meet before sign-in (the request, the session, codes and uploads, the
 * server's own): the part of ERRORS (error-codes.ts) whose English texts the sign-in screens
 * download; the rest come with the signed-in screens.
 */
export const SIGN_IN_ERRORS = {
  'request/invalid': { status: 400, title: 'Invalid request', message: 'Something went wrong...' },
  'auth/login-required': { status: 401, title: 'Login required', message: 'Please login to continue' },
  'auth/forbidden': { status: 403, title: 'Not allowed', message: 'You are not allowed to do this' },
  'auth/invalid-verification-code': {
    status: 400,
    title: 'Invalid verification code',
    message: 'Invalid verification code',
  },
  'auth/code-expired': {
    status: 400,
    title: 'Code expired',
    message: 'Code expired. Please request a new code',
  },
  'auth/too-many-attempts': {
    status: 429,
    title: 'Too many attempts',
    message: 'Too many wrong codes. Please request a new code',
  },
  'auth/resend-too-soon': {
    status: 429,
    title: 'Too soon',
    message: 'Please wait before requesting a new code',
  },
  'auth/too-many-requests': {
    status: 429,
    title: 'Too many requests',
    message: 'Too many codes requested for this number. Please try again later',
  },
  // Limits against SMS pumping and abuse of anonymous routes (abuse-limits.ts gives the messages with their figures).
  'auth/too-many-codes-from-address': {
    status: 429,
    title: 'Too many requests',
    message: 'Too many codes requested from this network. Please try again later',
  },
  'auth/brand-codes-paused': {
    status: 429,
    title: 'Too many requests',
    message: 'Too many codes are being requested right now. Please try again later',
  },
  'auth/too-many-guests': {
    status: 429,
    title: 'Too many requests',
    message: 'Too many guest sessions started from this network. Please try again later, or sign in with your mobile number',
  },
  'auth/country-not-served': {
    status: 400,
    title: 'Country not served',
    message: 'Codes can only be sent to mobile numbers of this country',
  },
  'auth/session-revoked': {
    status: 401,
    title: 'Session ended',
    message: 'Please login to continue',
  },
  'auth/invalid-phone-number': {
    status: 400,
    title: 'Invalid mobile number',
    message: 'enter valid mobile number',
  },
  'auth/unsupported-country': {
    status: 400,
    title: 'Unsupported country code',
    message: 'This country code is not supported',
  },
  'upload/too-large': { status: 413, title: 'Maximum upload size exceeded', message: 'Maximum upload size exceeded' },
  'upload/unsupported-type': {
    status: 400,
    title: 'Please upload valid format',
    message: 'Please upload valid format',
  },
  'resource/not-found': { status: 404, title: 'Not found', message: 'Record Not Found' },
  'resource/conflict': { status: 409, title: 'Conflict', message: 'Something went wrong....' },
  'server/unexpected': { status: 500, title: 'Server error', message: 'Something Went Wrong..' },
  'server/unavailable': { status: 503, title: 'Unavailable', message: 'Something Went Wrong..' },
} as const satisfies Record<string, { status: number; title: string; message: string }>;
