import { headModulePreloadFilter } from './head-module-preloads.server.ts';

/**
 * What React's string renderer (`react-dom/server.bun`) calls on the destination it is piped to: the
 * few methods of a Node writable it uses, duck-typed. It writes the page as strings.
 */
interface PageDestination {
  write(chunk: string): boolean;
  /** Called by React after each pass that wrote something: the pass goes out as one chunk. */
  flush(): void;
  end(): void;
  destroy(error?: Error): void;
  on(event: string, listener: () => void): PageDestination;
}

/** The document on its way out: React writes into `destination`, the response sends the rest. */
export interface PageBody {
  destination: PageDestination;
  /**
   * The whole document as one string, when React has written it to its end and no stream was
   * asked for.
   */
  whole(): string | undefined;
  /**
   * The whole document once React has written it to its end, if it does so within this turn of
   * the event loop: a page that waits on no data. React finishes such a page in the microtasks of
   * the render that piped it (its shell first, the boundaries that were still rendering after).
   * Undefined for a page still writing by the next turn, which goes out as a stream.
   */
  whenWhole(): Promise<string | undefined>;
  /** The document as a stream of bytes, for a render still writing (a page that waits on data). */
  readable(): ReadableStream<Uint8Array>;
}

interface PageBodyEvents {
  /** The reader went away (the client closed the connection): the render should stop. */
  onCancel(): void;
  /** The document has been written to the end, or the render failed. */
  onEnd(): void;
}

/**
 * The renderer's destination, and the document whole or as the web stream a response needs, with
 * nothing between them but the head filter (decision 0046). React's Node build encodes every small
 * piece of markup into a 2 KB byte view and hands those to a Node writable, whose per-write
 * machinery cost more than the encoding; its string build (the Bun build, plain JavaScript) writes
 * the strings themselves. A document complete at once is handed on as the string (decision 0064):
 * the server then encodes it where it has time to spare. Otherwise what is written is encoded once
 * per pass of the renderer. No backpressure is applied: a page is some tens of kilobytes, which
 * React holds anyway until it is written.
 */
export function pageBody({ onCancel, onEnd }: PageBodyEvents): PageBody {
  const filter = headModulePreloadFilter();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  let state: 'writing' | 'ended' | 'failed' = 'writing';
  let failure: Error | undefined;
  // One growing string, not an array joined per pass: V8 appends by linking the pieces and copies
  // them once, when the pass is encoded. In a micro-benchmark of 6,000 small pieces of markup,
  // collecting and encoding them took 48 µs this way against 87 µs as an array joined.
  let pending = '';
  // What passed the filter before a stream was asked for.
  let written = '';
  let wholeWaiter: (() => void) | undefined;

  const send = (piece: string | undefined) => {
    if (!open || piece === undefined || piece === '') return;
    if (controller) controller.enqueue(Buffer.from(piece, 'utf8'));
    else written += piece;
  };
  const sendPending = () => {
    if (pending === '') return;
    const pass = pending;
    pending = '';
    send(filter.push(pass));
  };
  const end = (how: 'ended' | 'failed') => {
    if (state !== 'writing') return;
    state = how;
    onEnd();
    wholeWaiter?.();
  };

  const destination: PageDestination = {
    write(chunk) {
      if (open) pending += chunk;
      return true;
    },
    flush: sendPending,
    end() {
      if (state !== 'writing') return;
      sendPending();
      send(filter.end());
      if (open) controller?.close();
      open = false;
      end('ended');
    },
    destroy(error) {
      // React destroys its destination with the error when the render fails after the shell.
      if (open && error) {
        failure = error;
        controller?.error(error);
      }
      open = false;
      pending = '';
      written = '';
      end('failed');
    },
    // React listens for `drain`, `error` and `close`. This destination never asks it to wait, and
    // a client that goes away stops the render through `onCancel`, so there is nothing to report.
    on() {
      return destination;
    },
  };

  let readable: ReadableStream<Uint8Array> | undefined;
  const whole = () => (state === 'ended' && !readable ? written : undefined);
  return {
    destination,
    whole,
    whenWhole() {
      if (state !== 'writing') return Promise.resolve(whole());
      return new Promise((resolve) => {
        const nextTurn = setImmediate(() => {
          wholeWaiter = undefined;
          resolve(undefined);
        });
        wholeWaiter = () => {
          clearImmediate(nextTurn);
          wholeWaiter = undefined;
          resolve(whole());
        };
      });
    },
    readable() {
      readable ??= new ReadableStream<Uint8Array>({
        start(streamController) {
          if (written !== '') streamController.enqueue(Buffer.from(written, 'utf8'));
          written = '';
          if (state === 'ended') streamController.close();
          else if (state === 'failed') streamController.error(failure ?? new Error('the render was stopped'));
          else controller = streamController;
        },
        cancel() {
          open = false;
          pending = '';
          end('failed');
          onCancel();
        },
      });
      return readable;
    },
  };
}

/** Where a page response carries its whole document as text, across copies of this module. */
const pageTextKey = Symbol.for('marquee.page-text');

/**
 * A response for a whole document, its text carried beside it rather than as a web stream: making
 * the stream a body needs was about 4.5 % of a render thread's time per page (decision 0064). The
 * server's page handlers (server/web) take the text with pageTextOf; they are the only readers of
 * these responses.
 */
export function wholePageResponse(text: string, init: ResponseInit): Response {
  const response = new Response(null, init);
  Object.defineProperty(response, pageTextKey, { value: text });
  return response;
}

/** The whole document of a response made by wholePageResponse, else undefined. */
export function pageTextOf(response: Response): string | undefined {
  const text: unknown = (response as unknown as Record<symbol, unknown>)[pageTextKey];
  return typeof text === 'string' ? text : undefined;
}
