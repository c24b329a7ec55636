const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Wraps a value placed inside a sentence so it keeps its own order: an Arabic name inside English,
 * "+91 ******3210" inside Arabic. Text without letters (numbers, masks) is isolated left to right,
 * since browsers do not agree on which way a first-strong isolate with no letter goes.
 */
export function isolate(text: string): string {
  const opening = /\p{L}/u.test(text) ? FIRST_STRONG_ISOLATE : LEFT_TO_RIGHT_ISOLATE;
  return `${opening}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
