// Values remembered for a while: each is used at most `ttlMs` after it was set (read from its
// source), then forgotten. Past `maxEntries` the one set longest ago goes first (a Map iterates
// in insertion order, and set re-inserts).
export interface TtlCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
}

export function createTtlCache<K, V>(ttlMs: number, maxEntries = 100_000): TtlCache<K, V> {
  const entries = new Map<K, { value: V; setAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.setAt < ttlMs) return entry.value;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, setAt: Date.now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
