import { afterEach, vi } from 'vitest';

/**
 * console.error in a test is a failure unless the test expects it: such a test spies on
 * console.error itself (vi.spyOn) and asserts the call.
 */
const original = console.error;
let unexpected: unknown[][] = [];

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  vi.restoreAllMocks();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
