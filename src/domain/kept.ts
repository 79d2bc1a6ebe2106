/** One home for "work a value out once per key": the rules that keep results call it. */

/** The value `map` holds for `key`; the first time, made by `make` and kept in `map`. */
export function keptIn<K, V>(map: Map<K, V>, key: K, make: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make(key);
    map.set(key, value);
  }
  return value;
}
