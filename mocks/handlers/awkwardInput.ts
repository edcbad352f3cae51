/**
 * Test support: the awkward input the malformed-input test sends every endpoint. Bodies are JSON
 * text, not values, so text that is not JSON and nesting deeper than JSON.stringify walks can be sent.
 */

/**
 * Path ids: zero, negative, not a number, exponent notation, past 2^64, far too long, and the names
 * every plain object inherits (a table read by id must not find them).
 */
export const AWKWARD_IDS = ['0', '-1', 'abc', '1e20', '99999999999999999999', '9'.repeat(2000), 'constructor', '__proto__'];

/** One query parameter's values: each list is sent as that many repeats of the parameter. */
export const AWKWARD_QUERY_VALUES: string[][] = [
  ['-1'], ['0'], ['1e20'], ['99999999999999999999'], ['abc'], [''], ['x'.repeat(10_000)], ['1', 'abc'], ['2', '2'], ['constructor'],
];

export interface BodyVariant {
  label: string;
  text: string;
}

const DEPTH = 10_000;
const DEEP = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const LONG_TEXT = 'x'.repeat(100_000);
const HUGE = 10_000;
/** Stands for DEEP inside a value until it is written out as text. */
const DEEP_MARK = '\u0000deeply nested';

const write = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(DEEP_MARK), DEEP);

/** Whole bodies of the wrong kind: not an object, empty, not JSON, huge, deep. */
export const AWKWARD_BODIES: BodyVariant[] = [
  { label: 'no body', text: '' },
  { label: 'null', text: 'null' },
  { label: '[]', text: '[]' },
  { label: '"text"', text: '"text"' },
  { label: '42', text: '42' },
  { label: '{}', text: '{}' },
  { label: 'invalid JSON', text: '{"name": "unterminated' },
  { label: 'a 100,000-character string', text: JSON.stringify(LONG_TEXT) },
  { label: `an array of ${HUGE} items`, text: JSON.stringify(Array.from({ length: HUGE }, (_, i) => i)) },
  { label: `objects nested ${DEPTH} deep`, text: DEEP },
];

/** What a field of the sample's type is swapped for: every other JSON type, and the edges of its own. */
function swapsFor(value: unknown): unknown[] {
  if (typeof value === 'string') return [42, [value], { value }, LONG_TEXT, null];
  if (typeof value === 'number') return ['abc', -1, 0, 1e20, 1.5, [value], {}, null];
  if (typeof value === 'boolean') return ['true', 1, null];
  if (value === null) return ['text', 42, [], {}];
  if (Array.isArray(value)) return ['text', {}, Array.from({ length: HUGE }, () => value[0] ?? 1), null];
  return ['text', [], 42, DEEP_MARK, null];
}

type Path = (string | number)[];

function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...at, i], ...pathsOf(item, [...at, i])]);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...pathsOf(item, [...at, key])]);
  return [];
}

function withValueAt(sample: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(sample);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]] = value;
  return copy;
}

const describeSwap = (value: unknown) =>
  value === DEEP_MARK ? 'deeply nested objects' : typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value)?.slice(0, 20);

/** The sample body with each field in turn (nested ones too) swapped for each value of the wrong shape. */
export function fieldVariants(sample: unknown): BodyVariant[] {
  return pathsOf(sample).flatMap((path) => {
    const original = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], sample);
    return swapsFor(original).map((swap) => ({ label: `${path.join('.')} = ${describeSwap(swap)}`, text: write(withValueAt(sample, path, swap)) }));
  });
}
