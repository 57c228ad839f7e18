import type { PinoLoggerOptions } from 'fastify/types/logger.js';

/** pino's number for `error`; `fatal` is above it. */
const errorLevel = 50;

function isClientAbort(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const error = (value as { err?: unknown }).err ?? value;
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    // end-of-stream (used by @fastify/compress through pump) reports a close with this bare message.
    error.message === 'premature close'
  );
}

/**
 * A client that goes away mid-answer is ordinary traffic, not a server fault, but plugins such as
 * @fastify/compress log the resulting stream error at `error` level with no way to configure it.
 * This pino hook lowers exactly those records to `debug`; every other error is logged as it is.
 */
export const clientAbortLogHooks: NonNullable<PinoLoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    if (level >= errorLevel && isClientAbort(args[0])) {
      (this as unknown as { debug: (...rest: unknown[]) => void }).debug(...args);
      return;
    }
    method.apply(this, args as Parameters<typeof method>);
  },
};
