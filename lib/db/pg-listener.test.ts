/**
 * The bus across two "instances" (two buses, each with its own listener connection) on a real
 * PostgreSQL database (npm run test:pg; skipped on SQLite).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "@/db/schema";
import { LOBBY_TOPIC } from "@/lib/live/lobby-news";
import { Bus } from "@/lib/push/bus";
import { PgListener, PUSH_APPLICATION } from "./pg-listener";
import { createScratchDatabase } from "./test-store";

const clusterUrl = process.env.DATABASE_URL;

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.skipIf(!isPostgresUrl(clusterUrl))("PgListener on a real PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let pool: pg.Pool;
  const listeners: PgListener[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(clusterUrl as string, "paigow_push");
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  });
  afterAll(async () => {
    for (const listener of listeners) await listener.stop();
    await pool.end();
    await scratch.drop();
  });

  const instance = async () => {
    const bus = new Bus();
    const listener = new PgListener(bus, {
      url: scratch.url,
      notify: async (channel, payload) => {
        await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
      },
      checkEveryMs: 100,
      checkTimeoutMs: 500,
      reconnectMinMs: 20,
    });
    listeners.push(listener);
    await listener.start();
    bus.relayThrough(listener);
    return { bus, listener };
  };

  it("a publish on one instance wakes the other's listeners with topic and sequence number", async () => {
    const a = await instance();
    const b = await instance();
    const heard: string[] = [];
    b.bus.subscribe("live:t1", (seq) => heard.push(`t1 ${seq}`));
    b.bus.subscribe("live:t2", (seq) => heard.push(`t2 ${seq}`));
    await a.bus.publish("live:t1", 41);
    await a.bus.publish("live:t2", 7);
    await until(() => heard.length === 2);
    expect(heard).toEqual(["t1 41", "t2 7"]);
  });

  it("the lobby's topic travels the same way (a sit on one instance, a lobby on the other)", async () => {
    const a = await instance();
    const b = await instance();
    const heard: number[] = [];
    b.bus.subscribe(LOBBY_TOPIC, (seq) => heard.push(seq));
    await a.bus.publish(LOBBY_TOPIC, 5);
    await until(() => heard.length === 1);
    expect(heard).toEqual([5]);
  });

  it("reconnects and listens again after its connection is killed, waking everyone to re-read", async () => {
    const a = await instance();
    const b = await instance();
    const heard: number[] = [];
    b.bus.subscribe("live:t3", (seq) => heard.push(seq));
    const connectsBefore = b.listener.connects;
    // Kill every listening backend but the pool's: as a server restart or a proxy drop would.
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [PUSH_APPLICATION],
    );
    await until(() => b.listener.connects > connectsBefore && b.listener.listening);
    // The reconnect woke the listener (seq -1: "re-read"), since notifications may have been lost.
    expect(heard).toContain(-1);
    await until(() => a.listener.listening);
    await a.bus.publish("live:t3", 12);
    await until(() => heard.includes(12));
  });
});
