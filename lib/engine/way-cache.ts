/**
 * The engine's per-way caches (EV tables, the fast house way's memo, the variants' push and
 * grid keys) keep every published way's entries for the life of the process, and at most
 * MAX_CUSTOM_WAYS custom ways' (keys starting `custom-`: a learner's own ways, installed by
 * content hash), the least recently used dropped first, so a server that many learners' ways
 * pass through holds a bounded amount of memory. A dropped entry is built again on next use.
 */

export const MAX_CUSTOM_WAYS = 8;

const isCustomKey = (key: string): boolean => key.startsWith("custom-");

/** Each cache's most recently used custom key, so a run of calls for one way costs no reordering. */
const newest = new WeakMap<Map<string, unknown>, string>();

/** The cached value, marking a custom way's entry as used now. */
export function recallWay<V>(cache: Map<string, V>, key: string): V | undefined {
  const value = cache.get(key);
  if (value !== undefined && isCustomKey(key) && newest.get(cache) !== key) {
    cache.delete(key);
    cache.set(key, value);
    newest.set(cache, key);
  }
  return value;
}

/** Caches a value; beyond MAX_CUSTOM_WAYS custom entries, the least recently used goes. */
export function rememberWay<V>(cache: Map<string, V>, key: string, value: V): V {
  cache.set(key, value);
  if (!isCustomKey(key)) return value;
  newest.set(cache, key);
  let custom = 0;
  for (const k of cache.keys()) if (isCustomKey(k)) custom++;
  for (const k of cache.keys()) {
    if (custom <= MAX_CUSTOM_WAYS) break;
    if (!isCustomKey(k)) continue;
    cache.delete(k);
    custom--;
  }
  return value;
}
