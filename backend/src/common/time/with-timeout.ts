/**
 * `work`'s own outcome, or a rejection with `timeoutError()` when `ms` pass first; the timer is
 * cleared either way, so a fast answer leaves nothing pending.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, timeoutError: () => Error = () => new Error(`no answer within ${ms} ms`)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
