import type { Db } from '../db/client';

/**
 * A module's declared seam (docs/architecture.md, "Modules and their hooks"): what it announces
 * inside the transaction of a change (a booking cancelled, a job card moved) or asks of whoever
 * listens (which vehicles are in use). The module that offers a hook knows none of its listeners;
 * the composition root subscribes them, so modules that act on each other's changes need not import
 * each other, and no module is reached through a closure bound after it was built.
 */
export type HookListener<T, R = void> = (event: T, tx: Db) => Promise<R>;

/** What other modules see of a hook: they may only listen. */
export type Hook<T, R = void> = { subscribe(listener: HookListener<T, R>): void };

/** The offering module's side: it runs every listener, in subscription order, in its transaction. */
export type OwnHook<T, R = void> = Hook<T, R> & {
  /** Each listener's answer, in order; a listener that throws rolls the whole change back. */
  run(event: T, tx: Db): Promise<R[]>;
};

export function createHook<T, R = void>(): OwnHook<T, R> {
  const listeners: HookListener<T, R>[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    async run(event, tx) {
      const answers: R[] = [];
      for (const listener of listeners) answers.push(await listener(event, tx));
      return answers;
    },
  };
}
