/**
 * A value as a page's data carries it: one JSON text. React Router's data encoder walks a loader's
 * answer one value at a time on every render, and some answers are the same object for many pages:
 * the brand's site state, its cached game lists. Written once per object on the server and read with
 * one `JSON.parse` in the browser, such a value costs one string per page (decisions 0058, 0059).
 * Only for JSON-safe values that are never changed after they are written.
 */
export type DataText<T> = string & { readonly [dataTextBrand]: T };
declare const dataTextBrand: unique symbol;

const texts = new WeakMap<object, string>();
/** The values written or read back, most recently used last: a few pages of a few brands. */
const values = new Map<string, unknown>();
const keptValues = 64;

/** The text of a value, written once per object (the value is shared: never mutate it). */
export function dataTextOf<T extends object>(value: T): DataText<T> {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
    remember(text, value);
  }
  return text as DataText<T>;
}

/** The value a text holds: the very object it was written from, or read once and kept. */
export function readDataText<T>(text: DataText<T>): T {
  let value = values.get(text) as T | undefined;
  if (value === undefined) value = JSON.parse(text) as T;
  remember(text, value);
  return value;
}

/**
 * Keeps the most recently read values: a reading moves its value to the newest end, so what every
 * page reads (its brand's site state) stays while one-off values (a rare user agent's device, a
 * search's list) pass through without pushing it out.
 */
function remember(text: string, value: unknown) {
  values.delete(text);
  values.set(text, value);
  if (values.size > keptValues) values.delete(values.keys().next().value as string);
}
