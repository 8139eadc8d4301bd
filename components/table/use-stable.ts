import { useMemo, useRef } from "react";

type Fns = Record<string, (...args: never[]) => unknown>;

/**
 * Functions that keep their identity across renders and always call the latest version
 * passed in: the key handler, the clocks and the timers hold them without re-subscribing.
 */
export function useStable<T extends Fns>(fns: T): T {
  const latest = useRef(fns);
  latest.current = fns;
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, reads the ref
  return useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(fns))
      out[name] = (...args: never[]) => latest.current[name]?.(...args);
    return out as T;
  }, []);
}
