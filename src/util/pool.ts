/**
 * Run `step` over every job, at most `concurrency` at once (at least one),
 * taking jobs in order as places free up; the results come back in the jobs'
 * order. `step` decides for itself whether a job runs (an abort, a spent
 * budget) and answers for it: it should not throw.
 */
export async function runPool<Job, Result>(
  jobs: readonly Job[],
  concurrency: number,
  step: (job: Job) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < jobs.length; index = next++) {
      results[index] = await step(jobs[index] as Job);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return results;
}
