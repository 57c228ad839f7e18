import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ScriptSize {
  /** URL path, e.g. /assets/root-abc.js. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSize {
  files: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
}

const linkOrScript = /<(?:link|script)\b[^>]*>/gi;
const inlineModule = /<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi;
// Static imports and re-exports of minified or hand-written modules; `import(` is left out because
// a chunk loaded on demand is not part of what the page loads up front.
const staticImport = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[^'"();]*?from\s*)?["']([^"']+\.m?js)["']/g;
const dynamicImport = /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g;

/**
 * The JavaScript a server-rendered page loads before it is interactive: modulepreloads, script
 * sources and the inline bootstrap's imports, then every module they import statically. The
 * React Router build deletes Vite's manifest, so the rendered HTML is the authority.
 */
export function scriptsOfPage(html: string, readAsset: (path: string) => Buffer): BundleSize {
  const pending: string[] = [];
  for (const tag of html.match(linkOrScript) ?? []) {
    const isPreload = /\brel=["']?modulepreload/i.test(tag);
    const source = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if (source && (isPreload || tag.toLowerCase().startsWith('<script')) && /\.m?js$/.test(source)) {
      pending.push(source);
    }
  }
  for (const [, code = ''] of html.matchAll(inlineModule)) {
    // The bootstrap runs at once, so even its import() calls load up front.
    for (const [, specifier = ''] of code.matchAll(staticImport)) pending.push(specifier);
    for (const [, specifier = ''] of code.matchAll(dynamicImport)) pending.push(specifier);
  }

  const seen = new Map<string, ScriptSize>();
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (!path.startsWith('/') || seen.has(path)) continue;
    const content = readAsset(path);
    seen.set(path, { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    for (const [, specifier = ''] of content.toString('utf8').matchAll(staticImport)) {
      pending.push(specifier.startsWith('.') ? posix.join(posix.dirname(path), specifier) : specifier);
    }
  }
  const files = [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** Reads a URL path of the built site from build/client. */
export function assetReader(clientDir: string): (path: string) => Buffer {
  return (path) => readFileSync(posix.join(clientDir, posix.normalize(path)));
}
