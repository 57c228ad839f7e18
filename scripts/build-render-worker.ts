import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import {
  renderWorkerBundleName,
  renderWorkerDir,
  renderWorkerManifestName,
  renderWorkerSource,
  sha256,
  type RenderWorkerManifest,
} from '#server/web/render-worker-entry.ts';

/**
 * `npm run build`'s second step: the render thread's module and the server modules it imports, as
 * one JavaScript file, so a render thread starts without the TypeScript loader (decision 0078). Its
 * manifest records a hash of every source file in it: a server whose sources changed since the
 * build loads the TypeScript instead, so the bundle can never run stale code.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const output = (await build({
  configFile: false,
  root: repoRoot,
  logLevel: 'warn',
  build: {
    ssr: renderWorkerSource,
    target: 'node20',
    minify: false,
    write: false,
    rollupOptions: { output: { entryFileNames: renderWorkerBundleName } },
  },
})) as Rollup.RollupOutput | Rollup.RollupOutput[];

const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
  result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'),
);
if (chunks.length !== 1) throw new Error(`the render worker should be one file, not ${chunks.length}`);
const [chunk] = chunks;
const inputs: Record<string, string> = {};
for (const id of chunk!.moduleIds) {
  if (id.startsWith('\0') || id.includes('/node_modules/')) continue;
  inputs[relative(repoRoot, id)] = sha256(readFileSync(id));
}
const manifest: RenderWorkerManifest = { bundle: sha256(chunk!.code), inputs };

const dir = join(repoRoot, renderWorkerDir);
mkdirSync(dir, { recursive: true });
// Written aside and renamed, the manifest last: a server starting meanwhile finds either the old
// pair, or a bundle whose hash the old manifest does not match, and then loads the TypeScript.
writeFileSync(join(dir, `${renderWorkerBundleName}.tmp`), chunk!.code);
renameSync(join(dir, `${renderWorkerBundleName}.tmp`), join(dir, renderWorkerBundleName));
writeFileSync(join(dir, `${renderWorkerManifestName}.tmp`), `${JSON.stringify(manifest, null, 2)}\n`);
renameSync(join(dir, `${renderWorkerManifestName}.tmp`), join(dir, renderWorkerManifestName));
console.log(`render worker: ${Object.keys(inputs).length} modules, ${chunk!.code.length} bytes`);
