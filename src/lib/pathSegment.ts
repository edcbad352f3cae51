/**
 * Thrown instead of building a request path from data that would not stay where it was put: a
 * segment of `.` or `..` (or an empty one) walks the path up once the URL is resolved
 * (`/CovidQuestions/..` is `/`), and encodeURIComponent leaves dots alone. Nothing is sent.
 */
export class UnsafePath extends Error {
  constructor(what: string) {
    super(`Refused an unsafe request path: ${what}`);
    this.name = 'UnsafePath';
  }
}

const DOT_SEGMENT = /^\.{1,2}$/;

/** The value as text, or '' for anything that cannot name a resource (null, undefined, NaN…). */
function segmentText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

/**
 * One path segment from data (an id, a reference, a session id), encoded; refuses an empty value,
 * `.` and `..`, and — when the caller knows the shape of its ids — anything else of another shape.
 */
export function pathSegment(value: string | number, shape?: RegExp): string {
  const text = segmentText(value);
  if (!text || DOT_SEGMENT.test(text) || (shape && !shape.test(text))) throw new UnsafePath(JSON.stringify(value));
  return encodeURIComponent(text);
}

/**
 * A request path with every interpolated value passed through pathSegment:
 * apiPath`/organisations/${supplierId}/certificates`. The literal parts are the code's own.
 */
export function apiPath(literals: TemplateStringsArray, ...values: Array<string | number>): string {
  return literals.reduce((path, literal, i) => path + literal + (i < values.length ? pathSegment(values[i]) : ''), '');
}

function decodedOrSelf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path the server handed us (a file's downloadUrl) accepted only as a path below the client's own
 * base: it starts with one `/`, names no scheme or host (`https://…`, `//host`, `/\host`), carries no
 * control characters and no dot segment, even percent-encoded. Returned unchanged.
 */
export function relativeServicePath(path: unknown): string {
  const text = typeof path === 'string' ? path : '';
  // eslint-disable-next-line no-control-regex
  const shapeOk = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(text);
  const segments = text.split(/[?#]/, 1)[0].split('/');
  if (!shapeOk || segments.some((segment) => DOT_SEGMENT.test(decodedOrSelf(segment)))) {
    throw new UnsafePath(JSON.stringify(path));
  }
  return text;
}
