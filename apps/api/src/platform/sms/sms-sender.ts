import type { Db } from '../../db/client';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from './outbox.tables';

export type SmsMessage = { brandId: string; to: string; body: string };
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };

/** One-time passwords may be stored only as a hash: what the outbox keeps of a real send has no digits. */
const withoutCodes = (body: string) => body.replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));

/**
 * Development and tests: the message stays in the outbox table, readable at /api/dev/outbox.
 * A production demo allowed to use it (SMS_OUTBOX_IN_PRODUCTION=allow) keeps no codes there:
 * its customers sign in with the configured test numbers.
 */
export function createOutboxSmsSender(db: Db, { keepCodes = true }: { keepCodes?: boolean } = {}): SmsSender {
  return {
    send: async ({ brandId, to, body }) => {
      await db.insert(outboxMessages).values({ brandId, channel: 'sms', recipient: to, body: keepCodes ? body : withoutCodes(body), provider: 'outbox' });
    },
  };
}

type TwilioOptions = { accountSid: string; authToken: string; from: string; fetch?: typeof fetch };

/** Production: Twilio's Messages API. The outbox keeps a record for support, without the codes. */
export function createTwilioSmsSender(db: Db, options: TwilioOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    send: async ({ brandId, to, body }) => {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: options.from, Body: body }),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${await response.text()}`);
      const { sid } = (await response.json()) as { sid?: string };
      await db.insert(outboxMessages).values({
        brandId,
        channel: 'sms',
        recipient: to,
        body: withoutCodes(body),
        provider: 'twilio',
        providerMessageId: sid ?? null,
        deliveredAt: new Date(),
      });
    },
  };
}

/** The latest messages the platform sent one recipient on one brand, newest first (dev outbox). */
export async function readOutbox(db: Db, brandId: string, recipient: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.brandId, brandId)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, channel: r.channel, to: r.recipient, body: r.body, createdAt: r.createdAt.toISOString() }));
}
