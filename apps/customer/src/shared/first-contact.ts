/** What a visitor does first on a page: touch or click, move a mouse, press a key, scroll a wheel. */
const CONTACT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;

/** Resolves at the visitor's first contact with the page (see CONTACT_EVENTS). */
export function firstContact(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<void> {
  return new Promise((resolve) => {
    const contact = () => {
      for (const type of CONTACT_EVENTS) target.removeEventListener(type, contact, true);
      resolve();
    };
    for (const type of CONTACT_EVENTS) target.addEventListener(type, contact, { capture: true, passive: true });
  });
}
