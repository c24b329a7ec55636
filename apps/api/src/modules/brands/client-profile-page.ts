import { CLIENT_PROFILE_ELEMENT_ID, ZClientProfile, type TClientProfile } from '@servicebay/domain';
import { jsonForScriptElement } from '../../platform/brand-page';
import { brandIconFolder } from './brand-icon-files';

/**
 * What the customer app's pages carry for their brand (platform/brand-page.ts): the client profile
 * as POST /profile/data answers it (same schema, so the same fields), for the app to start from
 * without a round trip. The app checks it with the same schema before use.
 */
export function clientProfilePageHead(profile: TClientProfile, hasPngIcons = false): string {
  const json = jsonForScriptElement(ZClientProfile.parse(profile));
  return `<script type="application/json" id="${CLIENT_PROFILE_ELEMENT_ID}">${json}</script>${brandIconLinks(profile, hasPngIcons)}`;
}

/**
 * The brand's favicon (its logo's mark) from the first byte, not only once the app has started,
 * and its home-screen icon for iOS, which reads no manifest icons. Later links win, so these
 * take over from index.html's platform icon.
 */
function brandIconLinks(profile: TClientProfile, hasPngIcons: boolean): string {
  const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const favicon = `<link rel="icon" href="${attribute(profile.customerIcon)}">`;
  return hasPngIcons ? `${favicon}<link rel="apple-touch-icon" href="${brandIconFolder(profile.clientName)}/apple-touch-icon.png">` : favicon;
}
