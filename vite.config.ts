import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { routeModuleGuard } from './scripts/vite-route-module-guard.ts';
import { shellChunk } from './scripts/vite-shell-chunk.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [routeModuleGuard(), reactRouter()],
  build: {
    target: 'es2022',
    // The server bundle is not downloaded: it stays readable (stack traces) and keeps its own files.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    // The call schemas load on their own when the page is idle (api-client.ts). Listing their twenty
    // chunks as <link rel=modulepreload> put twenty link insertions (~100 ms on a 4× throttled CPU)
    // in the task of the page's first call (decision 0038); the browser finds those imports in the
    // chunk itself.
    modulePreload: {
      resolveDependencies: (filename: string, deps: string[]) =>
        /\/all-calls-[^/]*\.js$/.test(filename) ? [] : deps,
    },
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: shellChunk(fileURLToPath(new URL('./app/root.tsx', import.meta.url))) } },
  },
}));
