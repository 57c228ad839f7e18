const headEnd = Buffer.from('</head>');
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** A document whose head has not ended by then is passed on untouched. */
const maxHeadBytes = 256 * 1024;

/** Takes a document piece by piece and hands on what may be sent so far. */
export interface DocumentFilter {
  /** What may be sent after this piece (possibly nothing yet). */
  push(piece: Buffer): Buffer | undefined;
  /** What is still held once the document has ended. */
  end(): Buffer | undefined;
}

/**
 * Removes React Router's `<link rel="modulepreload">` tags from the document head (decision 0011).
 * They ask for every script of the page (about 36) at the same time as the stylesheets. On a phone
 * network those requests are still downloading when the server-rendered page could be painted, so
 * they delay the first paint. Without them the browser finds the same modules through the bootstrap
 * `<script type="module">` at the end of the body, after the page has been parsed. The body, where
 * the bootstrap and the streamed data are, passes through as it is.
 */
export function headModulePreloadFilter(): DocumentFilter {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let passing = false;
  return {
    push(piece) {
      if (passing) return piece;
      pending.push(piece);
      pendingBytes += piece.length;
      const buffered = pending.length === 1 ? piece : Buffer.concat(pending, pendingBytes);
      const end = buffered.indexOf(headEnd);
      if (end < 0 && pendingBytes < maxHeadBytes) return undefined;
      passing = true;
      pending = [];
      if (end < 0) return buffered;
      // `</head>` is ASCII, so the bytes before it are whole UTF-8 characters.
      const head = buffered.subarray(0, end).toString('utf8').replace(modulePreload, '');
      return Buffer.concat([Buffer.from(head, 'utf8'), buffered.subarray(end)]);
    },
    end() {
      const rest = pending;
      pending = [];
      return rest.length > 0 ? Buffer.concat(rest) : undefined;
    },
  };
}
