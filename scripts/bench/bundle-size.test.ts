import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptsOfPage } from './bundle-size.ts';

const assets: Record<string, string> = {
  '/assets/entry.js': 'import{a as b}from"./runtime.js";import("./lazy.js");console.log(b)',
  '/assets/runtime.js': 'export const a=1;export{c}from"./shared.js"',
  '/assets/shared.js': 'export const c=2',
  '/assets/root.js': 'import"./runtime.js";export default 1',
  '/assets/home.js': 'export default 2',
  '/assets/lazy.js': 'export default "loaded only on demand"',
  '/assets/other-route.js': 'export default "another page"',
};
const read = (path: string) => {
  const content = assets[path];
  if (content === undefined) throw new Error(`no asset ${path}`);
  return Buffer.from(content);
};

const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.js"/>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel="prefetch" href="/assets/other-route.js"/>
</head><body><h1>Home</h1>
<script>window.__ctx = {"module":"/assets/other-route.js"};</script>
<script type="module" async="">import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
import("/assets/entry.js");</script></body></html>`;

describe('scriptsOfPage', () => {
  it('counts the preloaded and bootstrapped modules and what they import statically, once each', () => {
    const size = scriptsOfPage(html, read);
    expect(size.files.map((file) => file.path).sort()).toEqual([
      '/assets/entry.js',
      '/assets/home.js',
      '/assets/root.js',
      '/assets/runtime.js',
      '/assets/shared.js',
    ]);
  });

  it('sums raw and level-9 gzip sizes of exactly those files', () => {
    const size = scriptsOfPage(html, read);
    const counted = ['entry', 'home', 'root', 'runtime', 'shared'].map((name) => read(`/assets/${name}.js`));
    expect(size.totalBytes).toBe(counted.reduce((sum, content) => sum + content.length, 0));
    expect(size.totalGzipBytes).toBe(
      counted.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    );
  });
});
