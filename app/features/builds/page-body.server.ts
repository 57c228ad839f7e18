import { Writable } from 'node:stream';
import { headModulePreloadFilter } from './head-module-preloads.server.ts';

/** The document on its way out: React writes into `writable`, the response sends `readable`. */
export interface PageBody {
  writable: Writable;
  readable: ReadableStream<Uint8Array>;
}

interface PageBodyEvents {
  /** The reader went away (the client closed the connection): the render should stop. */
  onCancel(): void;
  /** The document has been written to the end, or the writer was destroyed. */
  onEnd(): void;
}

/**
 * One writable for the renderer and the web stream the response needs, with nothing between them
 * but a batch per turn of the event loop and the head filter (before: a batching transform, the
 * filter transform, a pass-through and its conversion to a web stream, joined by a pipeline). React
 * hands over the page in many small pieces; joining what one turn writes into one chunk means the
 * compressor flushes once per turn, not once per piece, and parts streamed later still go out on
 * the turn they are written. No backpressure is applied: a page is some tens of kilobytes, which
 * React holds anyway until it is written.
 */
export function pageBody({ onCancel, onEnd }: PageBodyEvents): PageBody {
  const filter = headModulePreloadFilter();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  let ended = false;
  let pending: Buffer[] = [];
  let scheduled = false;

  const send = (piece: Buffer | undefined) => {
    if (open && piece !== undefined && piece.length > 0) controller?.enqueue(piece);
  };
  const sendPending = () => {
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    send(filter.push(joined));
  };

  // Once only: a writable that finished is destroyed afterwards as well.
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };

  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          sendPending();
        });
      }
      callback();
    },
    final(callback) {
      sendPending();
      send(filter.end());
      if (open) controller?.close();
      open = false;
      end();
      callback();
    },
    destroy(error, callback) {
      // React destroys its destination with the error when the render fails after the shell.
      if (open && error) controller?.error(error);
      open = false;
      pending = [];
      end();
      callback(error);
    },
  });
  // React listens too while it writes; this one keeps a late error from going unhandled.
  writable.on('error', () => {});

  const readable = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      open = false;
      pending = [];
      writable.destroy();
      onCancel();
    },
  });
  return { writable, readable };
}
