/**
 * Bounds for the cross-engine pass: a browser that stops answering must fail the pass with a line that
 * says where, never stall `npm test`.
 */

/** A browser or driver call that got no answer in time: the engine's session is no longer trusted. */
export class EngineStuck extends Error {}

/** `work`, or an EngineStuck saying `what` got no answer within `ms` milliseconds. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineStuck(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `fn(...args)` bounded by `ms`, for every method of a driver: each call names its engine and method. */
export function boundMethods<T extends object>(name: string, ms: number, target: T): T {
  const bound = {...target};
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === 'function') {
      Object.assign(bound, {
        [key]: (...args: unknown[]) => within(ms, `${name}: ${key}`, Promise.resolve(value(...args))),
      });
    }
  }
  return bound;
}
