import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['test/check/**/*.test.ts'], setupFiles: ['test/support/setup.ts'], isolate: false, testTimeout: 180_000 },
});
