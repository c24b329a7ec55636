import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API picks the brand from the Host header, so the proxy keeps it (open
// http://quickfix.localhost:5173 to see that brand).
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  build: { outDir: 'dist', emptyOutDir: true },
});
