// A row's figures mean nothing when its requests fail (the last full run timed the job board's 404s):
// every load watches its answers and stops the bench on a failed one, saying how many failed and what
// the first answered, instead of printing a rate of error pages. run.mjs then exits non-zero.

const BODY_SHOWN = 300;

/**
 * `onResponse` for autocannon's `requests`, keeping the first answer outside 2xx, and `check(what,
 * result)` after the load, which throws when any request failed (non-2xx, socket error or timeout).
 */
export function watchAnswers() {
  let first = null;
  return {
    onResponse: (status, body) => {
      if (first === null && (status < 200 || status > 299)) first = { status, body: String(body ?? '').slice(0, BODY_SHOWN) };
    },
    check: (what, result) => {
      // Autocannon counts a timeout among the errors too.
      if (result.non2xx + result.errors === 0) return;
      const answer = first ? `the first answered ${first.status} ${first.body}` : 'none answered outside 2xx';
      throw new Error(
        `${what}: ${result.non2xx} requests answered outside 2xx, ${result.errors} failed without an answer ` +
          `(${result.timeouts} of them timed out after 10 s); ${answer}. No figure is reported for a row whose requests fail.`,
      );
    },
  };
}
