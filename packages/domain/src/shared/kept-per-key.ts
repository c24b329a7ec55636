/**
 * `make` called once per key and its result kept: for what costs far more to build than to use,
 * as Intl formatters do (a phone spends milliseconds building one, microseconds formatting).
 */
export function keptPerKey<V>(make: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      kept.set(key, value);
    }
    return value;
  };
}
