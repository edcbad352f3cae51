/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig({
  base: '/findsuppliers/',
  plugins: [react()],
  resolve: { alias },
  server: { port: 5173, open: process.env.CI ? false : '/findsuppliers/' },
  preview: { port: 4173 },
  build: { sourcemap: false, chunkSizeWarningLimit: 2000 },
  test: {
    environment: 'jsdom',
    // Playwright specs live in e2e/ and must never be collected by vitest.
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
  },
});
