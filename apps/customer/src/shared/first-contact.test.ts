import { describe, expect, it } from 'vitest';
import { firstContact } from './first-contact';

describe('firstContact', () => {
  it('waits for the visitor, then resolves once and stops listening', async () => {
    const target = new EventTarget();
    let isResolved = false;
    const contact = firstContact(target).then(() => (isResolved = true));
    await Promise.resolve();
    expect(isResolved).toBe(false);
    target.dispatchEvent(new Event('pointerdown'));
    await contact;
    expect(isResolved).toBe(true);
  });

  it('a key or a mouse movement is contact too; a scroll of the page by itself is not', async () => {
    for (const type of ['keydown', 'pointermove', 'wheel']) {
      const target = new EventTarget();
      const contact = firstContact(target);
      target.dispatchEvent(new Event(type));
      await expect(contact).resolves.toBeUndefined();
    }
    const target = new EventTarget();
    let isResolved = false;
    void firstContact(target).then(() => (isResolved = true));
    target.dispatchEvent(new Event('scroll'));
    await Promise.resolve();
    expect(isResolved).toBe(false);
  });
});
