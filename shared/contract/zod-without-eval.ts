import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it can, and probes for that the first time an
 * object schema is built. In the browser the page's Content-Security-Policy forbids eval (decision
 * 0015), and the refused probe is reported as a violation on every page. So in a browser zod runs
 * without compiling; this module is evaluated before any schema of shared/ or app/ exists because
 * they import `z` from here (lint keeps it so). The server keeps the compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
