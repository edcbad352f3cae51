/**
 * The table's own value for `key`, or undefined: a key sent by a server ("constructor", "toString")
 * never reads an inherited property of the object.
 */
export const ownValue = <K extends PropertyKey, V>(table: Readonly<Record<K, V>>, key: NoInfer<K>): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
