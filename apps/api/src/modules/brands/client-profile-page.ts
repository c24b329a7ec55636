import { CLIENT_PROFILE_ELEMENT_ID, ZClientProfile, type TClientProfile } from '@servicebay/domain';
import { jsonForScriptElement } from '../../platform/brand-page';

/**
 * What the customer app's pages carry for their brand (platform/brand-page.ts): the client profile
 * as POST /profile/data answers it (same schema, so the same fields), for the app to start from
 * without a round trip. The app checks it with the same schema before use.
 */
export function clientProfilePageHead(profile: TClientProfile): string {
  const json = jsonForScriptElement(ZClientProfile.parse(profile));
  return `<script type="application/json" id="${CLIENT_PROFILE_ELEMENT_ID}">${json}</script>`;
}
