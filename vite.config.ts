import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { routeModuleGuard } from './scripts/vite-route-module-guard.ts';

export default defineConfig({
  plugins: [routeModuleGuard(), reactRouter()],
  build: {
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
  },
});
