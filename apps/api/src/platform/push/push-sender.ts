import { importPKCS8, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { outboxMessages } from '../sms/outbox.tables';

/** What a phone shows: a title and a line, and where tapping it leads (the booking). */
export type PushMessage = { brandId: string; token: string; title: string; body: string; data: Record<string, string> };
/** `gone`: the device no longer takes pushes (the app was removed); its token should be dropped. */
export type PushOutcome = 'sent' | 'gone';
export type PushSender = { send: (message: PushMessage) => Promise<PushOutcome> };

/** Development and tests: the push stays in the outbox, readable at /api/dev/outbox?to=<token>. */
export function createOutboxPushSender(db: Db): PushSender {
  return {
    async send({ brandId, token, title, body }) {
      await db.insert(outboxMessages).values({ brandId, channel: 'push', recipient: token, body: `${title}: ${body}`, provider: 'outbox' });
      return 'sent';
    },
  };
}

export type FcmOptions = {
  projectId: string;
  /** The service account's e-mail and its PEM private key (the Firebase console's service-account JSON). */
  clientEmail: string;
  privateKey: string;
  /** Google's endpoints; a test points them at a local server. */
  tokenUrl?: string;
  sendUrl?: string;
};

const MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is asked again this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Production: Firebase Cloud Messaging's HTTP v1 API. The service account signs a JWT (RS256) that
 * Google's OAuth endpoint trades for an access token, kept until shortly before it expires; each
 * push is one messages:send call. A token FCM no longer knows (404 UNREGISTERED) is reported gone.
 */
export function createFcmPushSender(options: FcmOptions): PushSender {
  const tokenUrl = options.tokenUrl ?? 'https://oauth2.googleapis.com/token';
  const sendUrl = options.sendUrl ?? `https://fcm.googleapis.com/v1/projects/${options.projectId}/messages:send`;
  let access: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (access && Date.now() < access.until) return access.token;
    const key = await importPKCS8(options.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: MESSAGING_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!response.ok) throw new Error(`FCM sign-in failed: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    access = { token: answer.access_token, until: Date.now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
    return access.token;
  }

  return {
    async send({ token, title, body, data }) {
      const response = await fetch(sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: { token, notification: { title, body }, data } }),
      });
      if (response.ok) return 'sent';
      const text = await response.text();
      if (response.status === 404 || text.includes('UNREGISTERED')) return 'gone';
      throw new Error(`FCM send failed: ${response.status} ${text}`);
    },
  };
}
