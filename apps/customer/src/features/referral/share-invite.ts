import type { TFunction } from 'i18next';

/** What an invitation carries: the share sheet's title, the message (code and link in it) and the link. */
export type Invite = { title: string; text: string; url: string };

/**
 * Each brand is served from its own host, so the brand's site is this page's origin; a friend
 * lands on its sign-in screen.
 */
export const brandSiteLink = (origin: string): string => `${origin.replace(/\/+$/, '')}/login`;

export function inviteOf(t: TFunction, { code, brand, origin }: { code: string; brand: string; origin: string }): Invite {
  const url = brandSiteLink(origin);
  return { title: t('referral.hero.shareTitle'), text: t('referral.hero.shareText', { code, brand, link: url }), url };
}

/** The browser's pieces the share and copy actions use, passed in so they can be tested without one. */
export type ShareTools = {
  share?: (data: { title: string; text: string }) => Promise<void>;
  canShare?: (data: { title: string; text: string }) => boolean;
  writeClipboard?: (text: string) => Promise<void>;
  /** The old way, for pages where the clipboard API is missing or refused (an http origin, a WebView). */
  copyBySelection?: (text: string) => boolean;
};

export type CopyOutcome = 'copied' | 'failed';
export type ShareOutcome = 'shared' | 'cancelled' | CopyOutcome;

/** Copies text with the clipboard API, else by selecting it in a hidden field. */
export async function copyText(text: string, tools: ShareTools): Promise<CopyOutcome> {
  if (tools.writeClipboard) {
    try {
      await tools.writeClipboard(text);
      return 'copied';
    } catch {
      // refused (no permission, not a secure page): try the old way
    }
  }
  return tools.copyBySelection?.(text) ? 'copied' : 'failed';
}

/**
 * The phone's share sheet when the browser has one; otherwise the message is copied for the
 * customer to paste. Closing the sheet is the customer's choice, not a failure: nothing more happens.
 */
export async function shareInvite(invite: Invite, tools: ShareTools): Promise<ShareOutcome> {
  // The link is inside the text: a separate url makes some apps drop the text.
  const data = { title: invite.title, text: invite.text };
  if (tools.share && (tools.canShare?.(data) ?? true)) {
    try {
      await tools.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // refused otherwise (no user gesture, not allowed here): copy instead
    }
  }
  return copyText(invite.text, tools);
}
