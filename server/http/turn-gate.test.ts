import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TurnGate } from './turn-gate.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function burn(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('TurnGate', () => {
  it('starts work at once while the turn has budget left and nothing waits', () => {
    let clock = 0;
    const gate = new TurnGate(5, () => clock);
    const ran: number[] = [];
    gate.admit(() => ran.push(1));
    clock = 4;
    gate.admit(() => ran.push(2));
    expect(ran).toEqual([1, 2]);
    expect(gate.queued).toBe(0);
  });

  it('moves work past the budget to later turns, in arrival order, one budget per turn', async () => {
    let clock = 0;
    const gate = new TurnGate(5, () => clock);
    const ran: Array<{ job: number; turn: number }> = [];
    let turn = 0;
    // Each job takes 3 ms of the fake clock: two fit in a 5 ms budget, the third starts a new turn.
    const job = (id: number) => () => {
      ran.push({ job: id, turn });
      clock += 3;
    };
    for (let id = 1; id <= 7; id += 1) gate.admit(job(id));
    expect(ran.map((entry) => entry.job)).toEqual([1, 2]);
    expect(gate.queued).toBe(5);
    while (gate.queued > 0) {
      turn += 1;
      await nextTurn();
    }
    await nextTurn();
    expect(ran.map((entry) => entry.job)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Never more than two jobs (one budget) in one turn.
    const perTurn = new Map<number, number>();
    for (const entry of ran) perTurn.set(entry.turn, (perTurn.get(entry.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(2);
    expect(new Set(ran.map((entry) => entry.turn)).size).toBeGreaterThanOrEqual(4);
  });

  it('queues work behind work already waiting, even with budget left', async () => {
    let clock = 0;
    const gate = new TurnGate(5, () => clock);
    const ran: number[] = [];
    gate.admit(() => {
      ran.push(1);
      clock += 6;
    });
    gate.admit(() => ran.push(2));
    clock = 100;
    await nextTurn();
    gate.admit(() => ran.push(3));
    await nextTurn();
    await nextTurn();
    expect(ran).toEqual([1, 2, 3]);
  });
});

describe('a busy server behind the gate', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /**
   * 40 clients connect at once to a server whose answers each cost 4 ms of CPU, while the server is
   * busy; each asks again as soon as it is answered. Returns, per client, how many answers the
   * server had given (to anyone) before that client's first one.
   */
  async function firstAnswers(gated: boolean): Promise<number[]> {
    const gate = new TurnGate(2);
    let answered = 0;
    let stalled = false;
    server = createServer((request, response) => {
      const answer = () => {
        burn(4);
        response.end(String(answered++));
      };
      if (gated) gate.admit(answer);
      else answer();
    });
    // The first connection holds the loop for a while, so the others queue in the kernel as a
    // burst's would behind a busy server.
    server.on('connection', (_socket: Socket) => {
      if (stalled) return;
      stalled = true;
      burn(300);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = spawn(process.execPath, ['-e', clientScript, String(port), '40'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => client.once('exit', resolve));
    return JSON.parse(output) as number[];
  }

  // A client of its own process: its connections must not wait for the server's busy loop.
  const clientScript = `
    const http = require('node:http');
    const [port, count] = process.argv.slice(1).map(Number);
    const first = new Array(count).fill(-1);
    let missing = count;
    const agents = first.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const ask = (i) => http.get({ host: '127.0.0.1', port, path: '/', agent: agents[i] }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        if (first[i] < 0) { first[i] = Number(body); missing -= 1; }
        if (missing === 0) { process.stdout.write(JSON.stringify(first)); process.exit(0); }
        ask(i);
      });
    });
    for (let i = 0; i < count; i += 1) ask(i);
  `;

  it('takes each new connection after a few answers, not after a round of every open one', async () => {
    const firsts = await firstAnswers(true);
    expect(firsts).toHaveLength(40);
    // Connected one per turn, each new client waits about one answer per client ahead of it:
    // the last of 40 about 80. Without the gate, each turn serves every open connection first,
    // and the last client waits for hundreds of answers (the next test).
    expect(Math.max(...firsts)).toBeLessThanOrEqual(160);
  }, 30_000);

  it('shows the starvation the gate prevents', async () => {
    const firsts = await firstAnswers(false);
    expect(Math.max(...firsts)).toBeGreaterThan(160);
  }, 30_000);
});
