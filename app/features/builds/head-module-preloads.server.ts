import { Transform, type TransformCallback } from 'node:stream';

const headEnd = Buffer.from('</head>');
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** A document whose head has not ended by then is passed on untouched. */
const maxHeadBytes = 256 * 1024;

/**
 * Removes React Router's `<link rel="modulepreload">` tags from the document head (decision 0011).
 * They ask for every script of the page (about 36) at the same time as the stylesheets. On a phone
 * network those requests are still downloading when the server-rendered page could be painted, so
 * they delay the first paint. Without them the browser finds the same modules through the bootstrap
 * `<script type="module">` at the end of the body, after the page has been parsed. The body, where
 * the bootstrap and the streamed data are, passes through as it is.
 */
export function stripHeadModulePreloads(): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (passing) return callback(null, bytes);
      pending.push(bytes);
      pendingBytes += bytes.length;
      const buffered = Buffer.concat(pending, pendingBytes);
      const end = buffered.indexOf(headEnd);
      if (end < 0 && pendingBytes < maxHeadBytes) return callback();
      passing = true;
      pending = [];
      if (end < 0) return callback(null, buffered);
      // `</head>` is ASCII, so the bytes before it are whole UTF-8 characters.
      const head = buffered.subarray(0, end).toString('utf8').replace(modulePreload, '');
      callback(null, Buffer.concat([Buffer.from(head, 'utf8'), buffered.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
    },
  });
}
