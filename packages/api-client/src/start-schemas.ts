/*
 * The schemas of the endpoints the sign-in screens call, in a chunk of their own: the screens
 * import the endpoints, and a schema imported statically would bring zod into the page
 * (decision 0013). Each endpoint names its schema as `startSchema((s) => s.ZSession)`.
 */
export { ZClientProfile, ZEmpty, ZOtpSent, ZSession, ZUser } from '@servicebay/domain';
