import { describe, expect, it } from 'vitest';
import { createEstimateLinkSigner } from './estimate-link';

describe("an estimate's signed link", () => {
  const card = '01a22338-89bb-7539-83af-138fb9a8dfb4';
  let now = new Date('2026-11-28T10:00:00Z');
  const links = createEstimateLinkSigner('a secret of the server, long enough', () => now);

  it('opens its card for a week, and nothing after', () => {
    const { token, expiresAt } = links.sign(card);
    expect(expiresAt.toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(links.read(token)).toEqual({ jobCardId: card });
    now = new Date('2026-12-05T10:00:01Z');
    expect(links.read(token)).toBe('expired');
    now = new Date('2026-11-28T10:00:00Z');
  });

  it('opens nothing when any part is changed, or signed with another secret', () => {
    const { token } = links.sign(card);
    const [id, expires, signature] = token.split('.');
    expect(links.read(`${id!.replace('4', '5')}.${expires}.${signature}`)).toBeNull();
    expect(links.read(`${id}.${(Number.parseInt(expires!, 36) + 86_400_000).toString(36)}.${signature}`)).toBeNull();
    expect(links.read(`${id}.${expires}`)).toBeNull();
    expect(createEstimateLinkSigner('another secret altogether', () => now).read(token)).toBeNull();
  });
});
