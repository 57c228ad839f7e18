import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy of a test's own between the server and PostgreSQL, to take the database away and
 * give it back without touching the machine's PostgreSQL service.
 */
export interface TcpProxy {
  port: number;
  /** Connections accepted so far (each one a connection attempt of a client). */
  readonly accepted: number;
  /**
   * Cuts every open connection, then either refuses new ones (`refuse`: the port is closed, like
   * a stopped server) or accepts them and never answers (`blackhole`: like a cut network).
   */
  cut(mode?: 'refuse' | 'blackhole'): Promise<void>;
  /** Accepts and forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: 'forward' | 'refuse' | 'blackhole' = 'forward';
  let accepted = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    accepted += 1;
    track(client);
    if (mode !== 'forward') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no port');
  const port = address.port;

  return {
    port,
    get accepted() {
      return accepted;
    },
    async cut(next = 'refuse') {
      mode = next;
      const closing = next === 'refuse' ? closeListener() : Promise.resolve();
      destroyAll();
      await closing;
    },
    async restore() {
      mode = 'forward';
      // Black-holed connections stay silent for good, as on a network that came back.
      destroyAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      mode = 'refuse';
      const closing = closeListener();
      destroyAll();
      await closing;
    },
  };
}
