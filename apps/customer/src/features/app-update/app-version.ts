import { version } from '../../../package.json';

/**
 * The version of this build of the app: the customer app's package.json version, written in at
 * build time. Global settings' minAppVersion and the store versions are compared with it.
 */
export const APP_VERSION: string = version;
