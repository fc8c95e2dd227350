import { afterAll } from 'vitest';

/**
 * Per-test coverage that grows with the test files, not with their square. Stryker's vitest runner records which
 * mutants each test reaches in one object, `__stryker__.mutantCoverage`, and after each test file puts that object
 * into the file's `meta`, for the main process to merge over all files. Its design assumes each file starts in a
 * fresh context (isolate: true); our tests share one (isolate: false), so the object only grows, and every file's
 * meta carried a copy of all the coverage before it: at 4,000 tests the dry run of `src/check` took 12 to 19 GB and
 * often ran out. Here each file's meta receives what its own tests reached, and the shared object is emptied in
 * place (the instrumented code holds a reference to it, so it must stay the same object). The runner merges the
 * files' parts by test id, which gives the same coverage as before.
 *
 * Registered after Stryker's own setup file, so its afterAll runs first (hooks run as a stack) and the setter is in
 * place when Stryker's afterAll assigns the coverage.
 */
interface Coverage {
  static: Record<string, number>;
  perTest: Record<string, Record<string, number>>;
}

afterAll((_context, suite) => {
  let own: Coverage | undefined;
  Object.defineProperty(suite.meta, 'mutantCoverage', {
    configurable: true,
    enumerable: true,
    get: () => own,
    set: (shared: Coverage | undefined) => {
      own = shared ? (structuredClone(shared) as Coverage) : undefined;
      if (!shared) return;
      for (const id of Object.keys(shared.perTest)) delete shared.perTest[id];
      for (const id of Object.keys(shared.static)) delete shared.static[id];
    },
  });
});
