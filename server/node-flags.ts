/**
 * Node flags the server runs with in production: `npm start` passes them on its command line
 * (package.json), the bench's and browser tests' servers on theirs, and cluster workers inherit
 * them (decision 0050).
 *
 * A page allocates a few megabytes of short-lived objects (React elements, markup strings, loader
 * data, query rows). With V8's default young generation (16 MB semi-spaces) that meant a scavenge
 * every few pages and 5–7 % of the event loop in the collector; 64 MB semi-spaces made an uncached
 * home page 1.11 times and a signed-in one 1.25 times as fast, for about 200 MB more memory.
 */
export const serverNodeFlags = ['--max-semi-space-size=64'] as const;
