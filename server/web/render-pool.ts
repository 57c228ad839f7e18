import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentEncoding } from '#server/http/content-encoding.ts';
import { pageRequestScope } from '#server/features/accounts/page-request-lookups.ts';
import type { SiteConfig } from '#server/features/site/site-config.ts';
import { catalogueAnswer } from './catalogue-refs.ts';
import { pageServicesOf } from './page-outage.ts';
import type { PageBrand, PageServices } from './page-services.ts';
import { renderWorkerEntry } from './render-worker-entry.ts';
import type {
  BrandAnswer,
  FromRenderThread,
  RenderDone,
  RenderThreadData,
  ServiceCall,
  ServiceFailure,
  ServiceRequest,
  ToRenderThread,
} from './render-protocol.ts';

/**
 * Pages rendered on threads of their own (decision 0052). One event loop serves every socket and
 * owns the database; a page render is the one large piece of CPU work a request brings, and here
 * it runs on another core. The render threads ask the event loop for their loaders' data through
 * the same page services an in-process render uses.
 */

/** A page as a render thread answered it, its body whole (compressed if an encoding was asked for). */
export type ThreadPage = Omit<RenderDone, 'type' | 'id'>;

export interface RenderRequest {
  method: string;
  url: string;
  headers: [string, string][];
  nonce: string;
  /** The encoding a whole page comes back compressed in (RenderOrder). */
  encoding?: ContentEncoding;
  /** Aborted when the client went away: the thread may stop rendering. */
  signal?: AbortSignal;
}

export interface RenderPoolOptions {
  threads: number;
  buildPath: string;
  services: PageServices;
  log: FastifyBaseLogger;
}

interface Pending {
  resolve: (page: ThreadPage) => void;
  reject: (error: Error) => void;
  /** Runs a service call among this page request's shared look-ups. */
  inScope: <T>(call: () => Promise<T>) => Promise<T>;
}

interface RenderThread {
  worker: Worker;
  pending: Map<number, Pending>;
  startedAt: number;
  /** False once it exited: nothing more is sent to it. */
  alive: boolean;
}

/** A thread that died this soon after starting is restarted after a growing pause. */
const steadyAfterMs = 10_000;
const maxRestartPauseMs = 30_000;

/** The brand objects of the event loop, numbered so a thread can name one without receiving it again. */
class BrandRefs {
  private next = 1;
  private readonly refs = new WeakMap<PageBrand, number>();
  private readonly byRef = new Map<number, WeakRef<PageBrand>>();
  private readonly forget = new FinalizationRegistry<number>((ref) => this.byRef.delete(ref));

  refOf(config: PageBrand): number {
    let ref = this.refs.get(config);
    if (ref === undefined) {
      ref = this.next++;
      this.refs.set(config, ref);
      this.byRef.set(ref, new WeakRef(config));
      this.forget.register(config, ref);
    }
    return ref;
  }

  byNumber(ref: number): PageBrand | undefined {
    return this.byRef.get(ref)?.deref();
  }
}

/** The brand as a thread receives it: without the start-up answer's wire bytes, which pages never read. */
function brandAnswer(config: PageBrand, ref: number, have: number | undefined): BrandAnswer {
  if (have === ref) return { ref };
  const { startupBodies: _wireBytes, ...brand } = config as PageBrand &
    Partial<Pick<SiteConfig, 'startupBodies'>>;
  return { ref, config: brand };
}

/** A failed call as it crosses: a route error (`data()`, the outage's 503) keeps its data and init. */
function failureOf(error: unknown): ServiceFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'DataWithResponseInit'
  ) {
    const { data, init } = error as { data: unknown; init: ResponseInit | null };
    return { name: 'RouteError', message: 'route error', route: { data, init } };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export class RenderPool {
  private readonly threads: RenderThread[] = [];
  private readonly brands = new BrandRefs();
  private nextId = 1;
  private closed = false;
  private restartPauseMs = 0;
  /** Chosen once: a restarted thread starts as its first did. */
  private readonly entry = renderWorkerEntry();
  /** What the threads start from, for the start-up log: the build's bundle or the TypeScript. */
  readonly startsFrom: 'bundle' | 'typescript' = this.entry.eval ? 'typescript' : 'bundle';
  /** The services as an in-process render's loaders get them: an outage is the 503 route error. */
  private readonly services: PageServices;

  constructor(private readonly options: RenderPoolOptions) {
    this.services = pageServicesOf(options.services);
    for (let index = 0; index < options.threads; index++) this.threads.push(this.start());
  }

  private start(): RenderThread {
    const { buildPath, services } = this.options;
    const workerData: RenderThreadData = {
      buildPath,
      env: {
        NODE_ENV: services.env.NODE_ENV,
        DEMO_MODE: services.env.DEMO_MODE,
        SESSION_IDLE_MINUTES: services.env.SESSION_IDLE_MINUTES,
      },
    };
    const { entry, eval: evaluated, execArgv } = this.entry;
    const worker = new Worker(entry, { eval: evaluated, workerData, execArgv });
    const thread: RenderThread = { worker, pending: new Map(), startedAt: Date.now(), alive: true };
    worker.on('message', (message: FromRenderThread) => this.received(thread, message));
    worker.on('error', (error) => this.options.log.error({ err: error }, 'render thread failed'));
    worker.on('exit', (code) => this.exited(thread, code));
    return thread;
  }

  private exited(thread: RenderThread, code: number): void {
    thread.alive = false;
    for (const pending of thread.pending.values())
      pending.reject(new Error(`render thread exited (${code})`));
    thread.pending.clear();
    const index = this.threads.indexOf(thread);
    if (this.closed || index < 0) return;
    this.options.log.error({ code }, 'render thread exited; starting another');
    const steady = Date.now() - thread.startedAt >= steadyAfterMs;
    this.restartPauseMs = steady ? 0 : Math.min(maxRestartPauseMs, Math.max(1000, this.restartPauseMs * 2));
    const replace = () => {
      if (!this.closed) this.threads[index] = this.start();
    };
    // Until it is replaced, pages go to the other threads, or render on the event loop.
    if (this.restartPauseMs === 0) replace();
    else setTimeout(replace, this.restartPauseMs).unref();
  }

  private received(thread: RenderThread, message: FromRenderThread): void {
    if (message.type === 'call') {
      void this.serve(thread, message);
      return;
    }
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    thread.pending.delete(message.id);
    if (message.type === 'failed') pending.reject(new Error(message.message));
    else pending.resolve({ status: message.status, headers: message.headers, body: message.body });
  }

  private async serve(thread: RenderThread, call: ServiceCall): Promise<void> {
    const pending = thread.pending.get(call.id);
    const send = (message: ToRenderThread) => thread.worker.postMessage(message);
    try {
      if (!pending) throw new Error('the render this call belongs to is over');
      const value = await pending.inScope(() => this.answer(call.request));
      send({ type: 'reply', seq: call.seq, ok: true, value });
    } catch (error) {
      send({ type: 'reply', seq: call.seq, ok: false, failure: failureOf(error) });
    }
  }

  private async answer(request: ServiceRequest): Promise<unknown> {
    const { services } = this;
    switch (request.method) {
      case 'forPage': {
        const now = request.now === undefined ? undefined : new Date(request.now);
        const config = await services.siteConfigs.forPage(request.domain, now);
        return brandAnswer(config, this.brands.refOf(config), request.have);
      }
      case 'forCall': {
        const config = await services.siteConfigs.forCall(request.hostDomain, request.bodyDomain);
        return brandAnswer(config, this.brands.refOf(config), request.have);
      }
      case 'catalogue': {
        const config =
          this.brands.byNumber(request.brand.ref) ??
          (await services.siteConfigs.forPage(request.brand.domain));
        const method = services.catalogue[request.name] as (config: PageBrand, ...args: unknown[]) => unknown;
        return catalogueAnswer(await method.call(services.catalogue, config, ...request.args), request.have);
      }
      case 'pageSession':
        return services.pageSession(request.cookie, request.brandId);
      case 'playerCall':
        return services.playerCall({ path: request.path } as never, request.address, request.body as never);
    }
  }

  private idlest(): RenderThread | undefined {
    let idlest: RenderThread | undefined;
    for (const thread of this.threads) {
      if (thread.alive && (!idlest || thread.pending.size < idlest.pending.size)) idlest = thread;
    }
    return idlest;
  }

  /** Whether a thread can take a page now; none can while every thread is being replaced. */
  available(): boolean {
    return !this.closed && this.idlest() !== undefined;
  }

  /** Renders a page on the thread with the fewest pages in hand. */
  render(request: RenderRequest): Promise<ThreadPage> {
    const thread = this.idlest();
    if (!thread) return Promise.reject(new Error('no render thread is running'));
    const id = this.nextId++;
    return new Promise<ThreadPage>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject, inScope: pageRequestScope() });
      const { signal, ...order } = request;
      signal?.addEventListener('abort', () => thread.worker.postMessage({ type: 'abort', id }), {
        once: true,
      });
      thread.worker.postMessage({ type: 'render', id, ...order } satisfies ToRenderThread);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
