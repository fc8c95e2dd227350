import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * nock for one test file: active with every connection refused while the file runs, then taken out again.
 * Test files share their worker (vitest.config.ts), and nock left active would stand between the next
 * file's runs and its test server (test/support/setup.ts fails a file that leaves it so).
 */
export function useNock(): void {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  });
}
