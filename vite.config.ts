import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { callSchemaPreloads } from './scripts/vite-call-schema-preload.ts';
import { routeModuleGuard } from './scripts/vite-route-module-guard.ts';
import { rootStylesheetDependencies } from './scripts/vite-root-stylesheets.ts';
import { shellChunk } from './scripts/vite-shell-chunk.ts';

const appModule = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    routeModuleGuard(),
    reactRouter(),
    // The server bundle loads no stylesheet through import().
    ...(isSsrBuild
      ? []
      : [rootStylesheetDependencies([appModule('./app/root.tsx'), appModule('./app/entry.client.tsx')])]),
  ],
  // The call worker loads each contract as a chunk of its own (decision 0053), which needs ES modules.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // The server bundle is not downloaded: it stays readable (stack traces) and keeps its own files.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    // The call schemas' chunk gets no modulepreload list (decision 0038).
    modulePreload: { resolveDependencies: callSchemaPreloads },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk(appModule('./app/root.tsx')) } },
  },
}));
