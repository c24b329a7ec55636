/**
 * A Map that keeps at most `max` entries, dropping the oldest first: the in-memory caches of hot
 * reads (verified tokens, recent users, cached answers) hold one entry per caller or query, and a
 * flood of new ones must not grow memory without end.
 */
export function boundedMap<K, V>(max: number) {
  const map = new Map<K, V>();
  return {
    get: (key: K) => map.get(key),
    has: (key: K) => map.has(key),
    delete: (key: K) => map.delete(key),
    set: (key: K, value: V) => {
      if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value!);
      map.set(key, value);
    },
  };
}
