import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One page render asks who its player is several times: the root and page loaders, then each
 * in-process API call those loaders make for the player's data (balance, VIP, favourites), each
 * admitted as the browser's call would be. Within one page request those questions have one answer,
 * so it is looked up once. The scope is opened by the page handler only: API calls from outside a
 * page render, and separate page requests, never share a look-up.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs a page request's render with its own shared look-ups. */
export function withPageRequestLookups<T>(render: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), render);
}

/**
 * The look-ups of one page request rendered elsewhere (a render thread, decision 0052): each of its
 * service calls arrives on its own, and runs through the returned function to share them.
 */
export function pageRequestScope(): <T>(call: () => Promise<T>) => Promise<T> {
  const shared = new Map<string, Promise<unknown>>();
  return (call) => scope.run(shared, call);
}

/** Whether the caller runs within a page request's render (its look-ups are shared). */
export function inPageRequest(): boolean {
  return scope.getStore() !== undefined;
}

/** The look-up of `key` made once per page request, or every time outside one. */
export function sharedInPageRequest<T>(key: string, lookUp: () => Promise<T>): Promise<T> {
  const shared = scope.getStore();
  if (!shared) return lookUp();
  let answer = shared.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = lookUp();
    shared.set(key, answer);
  }
  return answer;
}
