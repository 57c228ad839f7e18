const headEnd = '</head>';
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
/** A document whose head has not ended by then is passed on untouched. */
const maxHeadLength = 256 * 1024;

/** Takes a document piece by piece and hands on what may be sent so far. */
export interface DocumentFilter {
  /** What may be sent after this piece (possibly nothing yet). */
  push(piece: string): string | undefined;
  /** What is still held once the document has ended. */
  end(): string | undefined;
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
  let held = '';
  let passing = false;
  return {
    push(piece) {
      if (passing) return piece;
      held += piece;
      const end = held.indexOf(headEnd);
      if (end < 0 && held.length < maxHeadLength) return undefined;
      passing = true;
      const buffered = held;
      held = '';
      if (end < 0) return buffered;
      return buffered.slice(0, end).replace(modulePreload, '') + buffered.slice(end);
    },
    end() {
      const rest = held;
      held = '';
      return rest === '' ? undefined : rest;
    },
  };
}
