import { appendFileSync } from 'node:fs';
import { routeTable } from '#app/features/routing/route-table.ts';
import { assetReader, scriptsOfPage, type BundleSize } from './bundle-size.ts';
import { get } from './http-load.ts';

/** The JavaScript one page loads up front, as the visitor it is meant for. */
export interface PageScripts {
  path: string;
  visitor: 'guest' | 'player';
  status: number;
  bundle?: BundleSize;
}

/**
 * Every page of the route table fetched from a running server, a player's page with a signed-in
 * player's cookie and every other one as a guest, with the scripts its HTML loads up front.
 */
export async function measurePageScripts(
  port: number,
  clientDir: string,
  playerCookie: string,
): Promise<PageScripts[]> {
  const readAsset = assetReader(clientDir);
  const pages: PageScripts[] = [];
  for (const entry of routeTable) {
    const visitor = entry.middleware?.includes('auth') ? 'player' : 'guest';
    const headers: Record<string, string> = visitor === 'player' ? { cookie: playerCookie } : {};
    const answer = await get(`http://127.0.0.1:${port}${entry.path}`, 'localhost', headers);
    const html = answer.contentType.startsWith('text/html') ? answer.body.toString('utf8') : '';
    pages.push({
      path: entry.path,
      visitor,
      status: answer.status,
      ...(answer.status === 200 && html ? { bundle: scriptsOfPage(html, readAsset) } : {}),
    });
  }
  return pages;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function appendPageScriptsReport(out: string, pages: readonly PageScripts[], homeTargetKib: number) {
  const measured = pages.filter((page) => page.bundle);
  const largest = Math.max(...measured.map((page) => page.bundle!.totalGzipBytes));
  const rows = pages.map((page) =>
    page.bundle
      ? `| \`${page.path}\` | ${page.visitor} | ${page.status} | ${kib(page.bundle.totalGzipBytes)} | ${kib(page.bundle.totalBytes)} | ${page.bundle.files.length} |`
      : `| \`${page.path}\` | ${page.visitor} | ${page.status} | — | — | — |`,
  );
  appendFileSync(
    out,
    [
      '',
      '## Initial JavaScript of every page (issue 16)',
      '',
      `Lucky Casino (localhost), each page of the route table: a player's page with a demo player's session, every other page as a guest. The scripts its HTML loads up front (modulepreloads, the bootstrap's imports and every module they import statically), gzip -9. A page answered with anything but 200 has no figure. Target for the home route: ≤ ${homeTargetKib} KiB; largest page here: ${kib(largest)}.`,
      '',
      '| Page | Visitor | Status | Initial JS, gzip | Raw | Files |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}
