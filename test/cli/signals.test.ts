import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSignalHandlers } from '../../src/cli/terminal.js';

let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
  vi.restoreAllMocks();
});

/** process.exit, caught: a call throws here instead of ending the test run. */
function catchExit() {
  return vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
}

describe('Ctrl+C while a run is going', () => {
  it('the first stops the run and says it is saving; the second quits at once with 130', () => {
    const exit = catchExit();
    const said: string[] = [];
    const controller = new AbortController();
    remove = installSignalHandlers(controller, (text) => said.push(text));
    process.emit('SIGINT');
    expect(controller.signal.aborted).toBe(true);
    expect(exit).not.toHaveBeenCalled();
    expect(said.join('')).toContain('saving the context');
    expect(() => process.emit('SIGINT')).toThrow('exit 130');
  });

  // `writer "…" 2>&1 | tee log` and Ctrl+C: tee dies at the same keypress, and the closed output can abort the
  // run before writer handles its own SIGINT. That SIGINT is the first press, not a second: the run must go on
  // to save its context.
  it('a run already stopped by its closed output is not quit by the one Ctrl+C that closed it', () => {
    const exit = catchExit();
    const controller = new AbortController();
    const said: string[] = [];
    remove = installSignalHandlers(controller, (text) => said.push(text));
    controller.abort(); // the output watch, first (it says its own stop message)
    process.emit('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    expect(said).toEqual([]); // the stop is said once
    expect(() => process.emit('SIGTERM')).toThrow('exit 130');
  });
});
