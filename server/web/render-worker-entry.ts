import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where a render thread starts (decision 0078). Server-only.
 *
 * `npm run build` bundles the thread's module into plain JavaScript. Started from that bundle, a
 * thread needs no TypeScript loader: with tsx, every module the thread imported (the server build and
 * its packages) went through tsx's hooks on a thread of their own, which cost each render thread
 * about 1.5 s of CPU at every start. The bundle is used only while it matches the sources it was
 * built from; otherwise (a source edited since the build, no build) the thread loads the TypeScript.
 */

export const renderWorkerSource = 'server/web/render-worker.ts';
export const renderWorkerDir = 'build/render-worker';
export const renderWorkerBundleName = 'render-worker.js';
export const renderWorkerManifestName = 'manifest.json';

export interface RenderWorkerManifest {
  /** sha-256 of the bundle. */
  bundle: string;
  /** sha-256 of each source file in the bundle, by its path from the repository's root. */
  inputs: Record<string, string>;
}

export interface RenderWorkerEntry {
  /** A file to run, or (with `eval`) the code of a module to evaluate. */
  entry: string;
  eval: boolean;
  /**
   * The bundle's thread gets no Node options: the process's are the tsx loader, which it does not
   * need, and V8's heap flags, which a worker may not be given (they apply to the whole process).
   * Without this field a thread inherits the process's options, tsx included.
   */
  execArgv?: string[];
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The manifest's hash of a file's content. */
export const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * The thread's TypeScript entry. Node 20 resolves a worker's main module before `--import` hooks
 * run in it, so tsx is registered here first.
 */
const typeScriptEntry = `import('tsx/esm/api')
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(pathToFileURL(join(repoRoot, renderWorkerSource)).href)}));`;

/** The bundle's path when it is there and matches every source it was built from. */
export function freshBundleOf(root: string): string | undefined {
  try {
    const dir = join(root, renderWorkerDir);
    const manifest = JSON.parse(
      readFileSync(join(dir, renderWorkerManifestName), 'utf8'),
    ) as RenderWorkerManifest;
    const bundle = join(dir, renderWorkerBundleName);
    if (sha256(readFileSync(bundle)) !== manifest.bundle) return undefined;
    const inputs = Object.entries(manifest.inputs);
    if (inputs.length === 0) return undefined;
    for (const [path, hash] of inputs) if (sha256(readFileSync(join(root, path))) !== hash) return undefined;
    return bundle;
  } catch {
    // No build, or a source gone: the TypeScript is always right.
    return undefined;
  }
}

export function renderWorkerEntry(root = repoRoot): RenderWorkerEntry {
  const bundle = freshBundleOf(root);
  return bundle ? { entry: bundle, eval: false, execArgv: [] } : { entry: typeScriptEntry, eval: true };
}
