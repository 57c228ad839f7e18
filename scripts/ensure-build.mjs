// Runs before `npm start`: rebuilds the front end only when its sources are newer than the build,
// so a fresh clone starts with one command and an unchanged tree starts without a 20 s build.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, 'build/server/index.js');
const sourceDirs = ['app', 'shared', 'public'];
const sourceFiles = ['package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

/** Modification time in ms, or undefined when the path does not exist. */
function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The first file under dir newer than limit, or undefined; stops at the first hit to stay fast. */
function findNewer(dir, limit) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const hit = findNewer(path, limit);
      if (hit) return hit;
    } else if ((mtimeOf(path) ?? 0) > limit) {
      return path;
    }
  }
  return undefined;
}

function staleReason() {
  const built = mtimeOf(output);
  if (built === undefined) return 'no build yet';
  for (const file of sourceFiles) {
    if ((mtimeOf(join(root, file)) ?? 0) > built) return `${file} changed`;
  }
  for (const dir of sourceDirs) {
    const hit = findNewer(join(root, dir), built);
    if (hit) return `${hit.slice(root.length)} changed`;
  }
  return undefined;
}

const reason = staleReason();
if (reason) {
  console.log(`Building the front end (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
}
