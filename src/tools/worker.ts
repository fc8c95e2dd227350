import { Worker } from 'node:worker_threads';

/**
 * Running a piece of work the model controls (its regular expression, its
 * file pattern) where it cannot stall writer: in a worker thread, ended when
 * its time limit passes or when the run is interrupted. JavaScript's regex
 * engine backtracks, and a pattern like (a+)+$ or a glob like *a*a*a*…*b can
 * take minutes with no way to interrupt it inside the thread that runs it;
 * in the main thread it would also make writer deaf to Ctrl+C and SIGTERM,
 * whose handlers only run when the thread is free.
 */

/** The work ran past its time limit and was stopped. */
export class WorkerTimeout extends Error {}

/** The work was stopped because the run was interrupted (the signal's reason is the cause). */
export class WorkerAborted extends Error {}

/**
 * Run `source` (a CommonJS program that reads `workerData` and posts one
 * message) with `data`; resolves with that message.
 */
export function runInWorker<T>(source: string, data: unknown, timeoutMs: number, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) return Promise.reject(new WorkerAborted('interrupted', { cause: signal.reason }));
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: data });
    let settled = false;
    const settle = (finish: () => void) => {
      // Stryker disable next-line ConditionalExpression: (the "false" mutant) a promise settles once; settling again only repeats the clean-up (clearTimeout, removeEventListener, terminate), which changes nothing the second time
      if (settled) return;
      // Stryker disable next-line BooleanLiteral: as above
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      finish();
    };
    const onAbort = () => settle(() => reject(new WorkerAborted('interrupted', { cause: signal?.reason })));
    const timer = setTimeout(
      () => settle(() => reject(new WorkerTimeout(`the work took longer than ${timeoutMs} ms`))),
      timeoutMs,
    );
    // settle takes it away again, whatever ends the work.
    signal?.addEventListener('abort', onAbort);
    worker.once('message', (result: T) => settle(() => resolve(result)));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the worker stopped (exit code ${code})`))));
  });
}
