import type { BrandArgument, CatalogueAnswer, CatalogueMethod, ServiceRequest } from './render-protocol.ts';

/**
 * The catalogue keeps its lists as shared objects (a brand's hot games, its default shelves), and a
 * page keeps work per such object: its data text (routing/data-text.ts) and a shelf's HTML
 * (builds/part-cache.server.ts). Cloned to a render thread on every call, a list would be a new
 * object each render and nothing would stay kept. So the event loop numbers each shared answer and
 * sends it only when the thread does not hold that number for the call, as it does for brands.
 */

// Event loop side.
const catalogueRefs = new WeakMap<object, number>();
let nextCatalogueRef = 1;

/** The answer to a thread that holds `have` for this call: the number alone when it is the same. */
export function catalogueAnswer(value: unknown, have: number | undefined): CatalogueAnswer {
  if (typeof value !== 'object' || value === null) return { ref: 0, value };
  let ref = catalogueRefs.get(value);
  if (ref === undefined) catalogueRefs.set(value, (ref = nextCatalogueRef++));
  return have === ref ? { ref } : { ref, value };
}

// Render thread side.
/**
 * The answers a thread holds, by call (method, brand version, arguments), most recently used last.
 * Lobby searches and one-off pages pass through without pushing out what every page asks.
 */
const held = new Map<string, { ref: number; value: unknown }>();
const keptAnswers = 256;

/** A catalogue call from a render thread: the held object when the event loop's is the same. */
export async function heldCatalogueCall(
  ask: (request: ServiceRequest) => Promise<unknown>,
  name: CatalogueMethod,
  brand: BrandArgument,
  args: unknown[],
): Promise<unknown> {
  const key = `${name} ${brand.ref} ${JSON.stringify(args)}`;
  const mine = held.get(key);
  const answer = (await ask({ method: 'catalogue', name, brand, args, have: mine?.ref })) as CatalogueAnswer;
  held.delete(key);
  if (answer.ref === 0) return answer.value;
  if (mine?.ref === answer.ref) {
    held.set(key, mine);
    return mine.value;
  }
  if (!('value' in answer)) throw new Error(`catalogue answer ${answer.ref} was not sent`);
  held.set(key, { ref: answer.ref, value: answer.value });
  if (held.size > keptAnswers) held.delete(held.keys().next().value!);
  return answer.value;
}
