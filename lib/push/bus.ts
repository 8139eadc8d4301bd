/**
 * The push bus (live tables, RULES.md 11): "topic T changed, its sequence number is now N".
 * Only ids and sequence numbers travel; a listener that hears one re-reads what it shows from
 * the store, so a missed or duplicated message costs a re-read and nothing else (the model is
 * Lichess's versioned socket events: each change numbered, a client that misses one re-reads).
 *
 * One bus per process. On SQLite (one process owns the store) it is in-process only. On
 * PostgreSQL every instance also hears the others through LISTEN/NOTIFY (lib/db/pg-listener.ts):
 * `publish` tells this process's listeners at once and sends a NOTIFY for the rest; an instance
 * also hears its own NOTIFY back, which listeners ignore by sequence number.
 */

export type Wake = (seq: number) => void;

/** What a bus needs to reach other instances; absent on SQLite. */
export interface Relay {
  /** Tells the other instances that `topic` is at `seq` (NOTIFY). */
  send(topic: string, seq: number): Promise<void>;
}

export class Bus {
  private readonly topics = new Map<string, Set<Wake>>();
  private relay: Relay | null = null;

  /** Connects the bus to other instances (once, at start on PostgreSQL). */
  relayThrough(relay: Relay | null): void {
    this.relay = relay;
  }

  /**
   * Calls `wake` whenever `topic` changes, until the returned function is called.
   * A wake may repeat a sequence number or skip some: callers compare with what they sent.
   */
  subscribe(topic: string, wake: Wake): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(wake);
    return () => {
      const current = this.topics.get(topic);
      if (!current) return;
      current.delete(wake);
      if (current.size === 0) this.topics.delete(topic);
    };
  }

  /** After the change is committed: wakes this process's listeners, then the other instances'. */
  async publish(topic: string, seq: number): Promise<void> {
    this.deliver(topic, seq);
    if (this.relay) {
      try {
        await this.relay.send(topic, seq);
      } catch (error) {
        // The change is committed and local viewers have it; remote viewers catch up when
        // their listener reconnects (it wakes everyone) or with the next change.
        console.warn("push: could not notify other instances:", (error as Error).message);
      }
    }
  }

  /** A message for `topic` arrived (from this process or another instance). */
  deliver(topic: string, seq: number): void {
    const set = this.topics.get(topic);
    if (!set) return;
    for (const wake of [...set]) {
      try {
        wake(seq);
      } catch (error) {
        console.warn("push: a listener failed:", (error as Error).message);
      }
    }
  }

  /** Wakes every listener of every topic: after a relay reconnect, when messages may be lost. */
  wakeAll(): void {
    for (const [topic] of this.topics) this.deliver(topic, -1);
  }

  /** Topics with at least one listener (what a relay must LISTEN for, and a gauge for tests). */
  listenerCount(topic?: string): number {
    if (topic !== undefined) return this.topics.get(topic)?.size ?? 0;
    let total = 0;
    for (const set of this.topics.values()) total += set.size;
    return total;
  }
}

const key = Symbol.for("paigow.push.bus");
type WithBus = { [key]?: Bus };

/** The process's bus (kept on globalThis so Next's module copies share one). */
export function pushBus(): Bus {
  const holder = globalThis as WithBus;
  holder[key] ??= new Bus();
  return holder[key];
}
