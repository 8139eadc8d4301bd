/**
 * One process's stream leases renewed together (lib/db/streams.ts): every open stream renews
 * its lease at its keep-alive (every 20 s, lib/http/sse.ts), and 1,000 idle streams would be 50
 * writes a second, each a transaction of its own. Renewals asked within one window are
 * written in one statement instead: at most one write per window, however many streams.
 */
export type RenewLeases = (ids: string[], now: number) => Promise<Set<string>>;

/** How long a renewal may wait for others to join it (well inside the lease's lifetime). */
const RENEW_WINDOW_MS = 1_000;

export class LeaseRenewals {
  private waiting = new Map<
    string,
    { resolve: (alive: boolean) => void; reject: (e: unknown) => void }[]
  >();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: RenewLeases,
    private readonly windowMs = RENEW_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Renews lease `id` with the next batch: false when it is gone (its stream must end). */
  renew(id: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(id) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(id, waiters);
      if (this.timer === null) {
        this.timer = setTimeout(() => void this.flush(), this.windowMs);
        // A pending renewal must not keep a stopping process alive.
        this.timer.unref?.();
      }
    });
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const alive = await this.write([...batch.keys()], this.clock());
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(alive.has(id));
    } catch (error) {
      // Each stream logs it and tries again at its next keep-alive (sse.ts).
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }
}
