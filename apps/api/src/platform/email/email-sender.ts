import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxMessages } from '../sms/outbox.tables';

export type EmailMessage = { brandId: string; to: string; subject: string; text: string };
export type EmailSender = { send: (message: EmailMessage) => Promise<void> };

const outboxBody = ({ subject, text }: EmailMessage) => `${subject}\n\n${text}`;

/**
 * Development and tests: the e-mail stays in the outbox, readable at /api/dev/outbox?to=<address>
 * like an SMS (ARCHITECTURE.md section 5). A production demo allowed to use it keeps the links out
 * (EMAIL_OUTBOX_IN_PRODUCTION=allow): a reset link is as good as the password.
 */
export function createOutboxEmailSender(db: Db, { keepLinks = true }: { keepLinks?: boolean } = {}): EmailSender {
  return {
    send: async (message) => {
      const body = keepLinks ? outboxBody(message) : outboxBody(message).replace(/https?:\/\/\S+/g, '[link]');
      await db.insert(outboxMessages).values({ brandId: message.brandId, channel: 'email', recipient: message.to, body, provider: 'outbox' });
    },
  };
}

/** Production: SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com), through nodemailer. The outbox keeps a line for support, without links. */
export function createSmtpEmailSender(db: Db, { url, from }: { url: string; from: string }): EmailSender {
  const transport = createTransport(url);
  return {
    send: async (message) => {
      const sent = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await db.insert(outboxMessages).values({
        brandId: message.brandId,
        channel: 'email',
        recipient: message.to,
        body: message.subject,
        provider: 'smtp',
        providerMessageId: sent.messageId ?? null,
        deliveredAt: new Date(),
      });
    },
  };
}
