/**
 * A new task: the browser may paint and handle input in between. Start-up work is cut at these
 * points so that no piece of it is a long task (over 50 ms) on a slow phone.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve));
