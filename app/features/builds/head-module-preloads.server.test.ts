import { describe, expect, it } from 'vitest';
import { headModulePreloadFilter } from './head-module-preloads.server.ts';

/** The document as the filter passes it on when the renderer writes it in these pieces. */
function through(chunks: string[]): string {
  const filter = headModulePreloadFilter();
  const out = chunks.map((chunk) => filter.push(chunk));
  out.push(filter.end());
  return out.filter((piece) => piece !== undefined).join('');
}

const head =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/frame.css" data-precedence="layout"/>' +
  '<title>幸运赌场</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-D6WiEY1z.js"/>' +
  '<link rel="modulepreload" href="/assets/chunk-6KYCQHYJ.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';
const body =
  '<body><main>老虎机</main><script type="module" async="">import * as route0 from "/assets/root.js";' +
  'import("/assets/entry.client-D6WiEY1z.js");</script>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

describe('the document head without module preloads', () => {
  it('drops every modulepreload of the head and keeps the rest byte for byte', () => {
    const out = through([head + body]);
    expect(out).not.toContain('rel="modulepreload" href="/assets/entry');
    expect(out).not.toContain('chunk-6KYCQHYJ');
    expect(out).toBe(
      head.replace(/<link rel="modulepreload"[^>]*>/g, '') +
        // The body is not touched: its bootstrap still imports the modules.
        body,
    );
  });

  it('finds the end of the head across chunks, even inside a tag', () => {
    const page = head + body;
    const cut = (at: number) => [page.slice(0, at), page.slice(at)];
    const inTag = page.indexOf('modulepreload') + 4;
    const inHeadEnd = page.indexOf('</head>') + 3;
    const inTitle = page.indexOf('幸') + 1;
    for (const at of [inTag, inHeadEnd, inTitle]) {
      const out = through(cut(at));
      expect(out, `cut at ${at}`).toBe(head.replace(/<link rel="modulepreload"[^>]*>/g, '') + body);
    }
  });

  it('holds nothing back once the head has passed', () => {
    const filter = headModulePreloadFilter();
    expect(filter.push(head.slice(0, 20))).toBeUndefined();
    expect(filter.push(head.slice(20) + '<body>')).toContain('</head><body>');
    expect(filter.push('<main>')).toBe('<main>');
    expect(filter.end()).toBeUndefined();
  });

  it('passes a document without a head on unchanged', () => {
    const fragment = '<p>no head here</p><link rel="modulepreload" href="/a.js"/>';
    expect(through([fragment.slice(0, 10), fragment.slice(10)])).toBe(fragment);
  });
});
