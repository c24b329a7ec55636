/** `?a=1&b=x` from the parameters that have a value; '' when none has. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const given = Object.entries(params).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]]));
  return given.length ? `?${new URLSearchParams(given)}` : '';
}
