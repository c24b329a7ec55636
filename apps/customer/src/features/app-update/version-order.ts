/** The numeric parts of a dotted version ('v1.10.2-beta' is 1, 10, 2); null when it has none. */
function numericParts(version: string): number[] | null {
  const match = /^\s*v?(\d+(?:\.\d+)*)/i.exec(version);
  return match ? match[1]!.split('.').map(Number) : null;
}

/**
 * Whether `version` comes before `required`, part by part as numbers (1.10 is after 1.9; 1.0 is
 * 1.0.0). A version that cannot be read is never 'below': a mistyped setting must not lock every
 * customer out of the app.
 */
export function isVersionBelow(version: string, required: string): boolean {
  const have = numericParts(version);
  const need = numericParts(required);
  if (!have || !need) return false;
  for (let index = 0; index < Math.max(have.length, need.length); index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}
