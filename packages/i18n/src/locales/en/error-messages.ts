/** The server's English messages are the spec's texts: one source, keyed by error code. */
export const messagesOf = <Code extends string>(errors: Record<Code, { message: string }>) =>
  Object.fromEntries(Object.entries<{ message: string }>(errors).map(([code, error]) => [code, error.message])) as Record<Code, string>;
