import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

describe('serverNodeFlags', () => {
  it('are on the command line of npm start, before the server module', () => {
    const scripts = (
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const start = scripts.start!;
    const node = start.slice(start.lastIndexOf('exec node '));
    expect(node.endsWith('server/main.ts')).toBe(true);
    for (const flag of serverNodeFlags) expect(node.split(' ')).toContain(flag);
  });
});
