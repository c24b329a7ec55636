import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// The API serves this build under /workshop/, beside the customer app at /.
export default defineConfig({
  base: '/workshop/',
  plugins: [react()],
  server: { port: 5174, proxy: api },
  preview: { port: 4174, proxy: api },
  build: { outDir: 'dist', emptyOutDir: true },
});
