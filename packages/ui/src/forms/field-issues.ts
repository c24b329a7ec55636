/** The shape of a zod issue this needs; structural, so the UI package does not depend on zod. */
type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of each top-level field, as forms show one message under each input. */
export function firstIssuePerField(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The name a rule message has in a domain message list (`PROFILE_MESSAGES.nameTooShort`), which
 * is also its translation key; undefined for a message the list does not hold.
 */
export function keyOfMessage<M extends Record<string, unknown>>(messages: M, message: string): Extract<keyof M, string> | undefined {
  return (Object.keys(messages) as Extract<keyof M, string>[]).find((key) => messages[key] === message);
}
