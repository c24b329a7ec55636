import type { Locator } from 'playwright-core';

/** One line's card on the customer's estimate (booking details, or the page an SMS link opens), by the line's name. */
export const lineCard = (estimate: Locator, name: string) => estimate.getByRole('listitem', { name, exact: true });

/** Gives one line's answer: `answer` is the radio's text in the screen's language ('Approve', 'Decline'). */
export const choose = (estimate: Locator, name: string, answer: string) => lineCard(estimate, name).getByRole('radio', { name: answer, exact: true }).check();
