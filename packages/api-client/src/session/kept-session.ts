export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A session kept in the browser under one key: the customer's and the staff's each have their own. */
export type KeptSession<Stored> = {
  get: () => Stored | null;
  keep: (next: Stored) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

function read<Stored>(storage: KeyValueStorage, key: string, storedOf: (value: unknown) => Stored | null): Stored | null {
  try {
    const raw = storage.getItem(key);
    return storedOf(raw ? JSON.parse(raw) : null);
  } catch {
    return null; // storage blocked or a corrupt value: treat as signed out
  }
}

/**
 * The one place a session is kept: read once at start, followed across tabs (another tab signed in,
 * refreshed or signed out, so rotated refresh tokens agree), and published to React. `storedOf`
 * checks what storage holds by hand, not by a zod schema (the sign-in screens load before zod,
 * decision 0013), and keeps only the fields it knows. `get` returns the same object until the
 * session changes, as useSyncExternalStore needs.
 */
export function createKeptSession<Stored>(storage: KeyValueStorage, key: string, storedOf: (value: unknown) => Stored | null): KeptSession<Stored> {
  let current = read(storage, key, storedOf);
  const listeners = new Set<() => void>();
  const publish = (next: Stored | null) => {
    current = next;
    for (const listener of listeners) listener();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) publish(read(storage, key, storedOf));
    });
  }

  return {
    get: () => current,
    keep(next) {
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch {
        // Private browsing may refuse storage; the session still lives for this tab.
      }
      publish(next);
    },
    clear() {
      if (current === null) return;
      try {
        storage.removeItem(key);
      } catch {
        // nothing stored to remove
      }
      publish(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
