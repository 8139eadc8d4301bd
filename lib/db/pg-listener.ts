/**
 * The bus across instances on PostgreSQL (STACK.md, "Pushing to browsers"): one dedicated
 * connection per instance LISTENs on one channel; a publish NOTIFYs through the pool. Payloads
 * are `topic<TAB>seq` (far under NOTIFY's 8,000 bytes); listeners re-read the rest.
 *
 * The dedicated connection is not the pool's (the pool closes idle clients, and LISTEN belongs
 * to one session). When it drops, or goes silent (a half-open TCP connection: checked with
 * `SELECT 1` every `checkEveryMs`), it is replaced with backoff and LISTENs again, and every
 * local listener is woken, since notifications sent meanwhile are gone: they re-read.
 */
import pg from "pg";
import type { Bus, Relay } from "@/lib/push/bus";
import { pgPool } from "./pg";
import { dialectOf, type Queryable } from "./store";

const PUSH_CHANNEL = "paigow_push";
export const PUSH_APPLICATION = "paigow-push-listener";

export interface PgListenerOptions {
  /** The database to LISTEN on: the same DATABASE_URL the store uses. */
  url: string;
  /** Sends a NOTIFY (through the store's pool). */
  notify: (channel: string, payload: string) => Promise<void>;
  channel?: string;
  checkEveryMs?: number;
  /** A check that takes longer than this counts as a dead connection. */
  checkTimeoutMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

export class PgListener implements Relay {
  private client: pg.Client | null = null;
  private stopped = false;
  private connectedOnce = false;
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private readonly channel: string;
  /** How many times the connection was (re)established: a gauge for tests and health. */
  connects = 0;

  constructor(
    private readonly bus: Bus,
    private readonly options: PgListenerOptions,
  ) {
    this.channel = options.channel ?? PUSH_CHANNEL;
    this.retryMs = options.reconnectMinMs ?? 250;
  }

  async send(topic: string, seq: number): Promise<void> {
    await this.options.notify(this.channel, `${topic}\t${seq}`);
  }

  /** Connects and LISTENs; resolves after the first attempt, retrying in the background if it failed. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
    const every = this.options.checkEveryMs ?? 30_000;
    this.checkTimer = setInterval(() => void this.check(), every);
    this.checkTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Whether the dedicated connection is up and listening. */
  get listening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // Named, so an operator (and the test) can tell the listener from the pool's connections.
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: PUSH_APPLICATION,
    });
    client.on("notification", (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      const tab = message.payload.lastIndexOf("\t");
      const seq = Number(message.payload.slice(tab + 1));
      if (tab > 0 && Number.isSafeInteger(seq))
        this.bus.deliver(message.payload.slice(0, tab), seq);
    });
    // An error on the dedicated connection ends it; `end` then schedules the replacement.
    client.on("error", (error) => console.warn("push listener:", error.message));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      console.warn("push listener: cannot listen:", (error as Error).message);
      await client.end().catch(() => undefined);
      this.lost(client);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connects += 1;
    this.retryMs = this.options.reconnectMinMs ?? 250;
    // Anything published while there was no connection was not heard: every viewer re-reads.
    if (this.connectedOnce) this.bus.wakeAll();
    this.connectedOnce = true;
  }

  private lost(client: pg.Client): void {
    if (this.client === client) this.client = null;
    if (this.stopped || this.retryTimer || this.client) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(wait * 2, this.options.reconnectMaxMs ?? 5_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }

  /** A silent connection is a dead one: replace it. */
  private async check(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const timeout = this.options.checkTimeoutMs ?? 5_000;
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([
      client.query("SELECT 1").then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeout);
      }),
    ]);
    clearTimeout(timer);
    if (!ok && this.client === client) {
      this.client = null;
      // end() may never finish on a half-open socket; the `end` handler schedules the retry.
      void client.end().catch(() => undefined);
      this.lost(client);
    }
  }
}

/**
 * Connects this process's bus to the other instances when the store is PostgreSQL (once, at
 * start); nothing to do on SQLite, where one process owns the store and the bus.
 */
export async function startPushRelay(
  db: Queryable,
  url: string | undefined,
  bus: Bus,
): Promise<void> {
  if (dialectOf(db) !== "pg" || !url) return;
  const pool = pgPool(db);
  const listener = new PgListener(bus, {
    url,
    notify: async (channel, payload) => {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
  });
  await listener.start();
  bus.relayThrough(listener);
}
