/**
 * Reading caught errors without casts: anything can be thrown, and Node's
 * system errors carry a `code` ("ENOENT", "ENOSPC") that decides what to do.
 */

/** The errno-style code of a thrown value ("ENOENT"), or undefined. */
export function errnoCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The message of a thrown value, whatever it is. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why a write failed, in a few words for a person: the one wording of a full
 * disk (and of a used-up quota) everywhere writer says it; else the message.
 */
export function writeProblem(error: unknown): string {
  const code = errnoCode(error);
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EDQUOT') return 'the disk quota is used up';
  const message = errorField(error, 'message');
  return typeof message === 'string' ? message : errorMessage(error);
}

/** A field of a thrown value (an SDK error's `status`, a fetch error's `cause`), or undefined. */
export function errorField(error: unknown, name: string): unknown {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  return (error as Record<string, unknown>)[name];
}
