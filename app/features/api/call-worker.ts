import { serveCalls, type CallWorkerScope } from './serve-calls.ts';

// The call worker's script (decision 0053), started by the page's entry.
serveCalls(self as unknown as CallWorkerScope);
