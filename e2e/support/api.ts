import { randomInt } from 'node:crypto';
import { inject } from 'vitest';

/** A fresh valid Indian mobile number per call, so journeys never share rate limits. */
export const uniqueIndianNumber = () => `8${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** Reads what the offline SMS adapter sent, as a developer would at /api/dev/outbox. */
export async function lastCodeSentTo(brand: string, e164: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${inject('port')}/api/dev/outbox?to=${encodeURIComponent(e164)}`, { headers: { 'x-client-name': brand } });
    const body = (await response.json()) as { data: { body: string }[] };
    const code = body.data[0]?.body.match(/^(\d{6}) /)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code reached the outbox for ${e164}`);
}
