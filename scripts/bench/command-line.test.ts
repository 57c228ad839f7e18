import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a bench command as `npm run bench -- …` does, with only its command line. */
function run(script: string, ...args: string[]) {
  const answer = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 60_000,
  });
  return { status: answer.status, out: answer.stdout, err: answer.stderr };
}

describe('the bench commands’ command lines', () => {
  it('print their usage for --help and exit 0, before measuring anything', () => {
    const bench = run('scripts/bench.ts', '--help');
    expect(bench.status).toBe(0);
    expect(bench.out).toContain('Usage: npm run bench [-- options]');
    expect(bench.out).toContain('--quick');
    expect(bench.out).not.toContain('[bench]');
    const render = run('scripts/bench-render.ts', '--help');
    expect(render.status).toBe(0);
    expect(render.out).toContain('Usage: npm run bench:render [-- options]');
  });

  it('answer an unknown option or a count that is not one with what was wrong and the usage, not a stack trace', () => {
    const unknown = run('scripts/bench.ts', '--nope');
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain("Unknown option '--nope'");
    expect(unknown.err).toContain('Usage: npm run bench [-- options]');
    expect(unknown.err).not.toMatch(/^\s+at /m);
    const count = run('scripts/bench-render.ts', '--rounds', 'five');
    expect(count.status).toBe(2);
    expect(count.err).toContain("--rounds takes a whole number above zero, not 'five'");
    expect(count.err).not.toMatch(/^\s+at /m);
  });
});
