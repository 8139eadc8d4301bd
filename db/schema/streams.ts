/**
 * Stream leases (issue 29), written once for both stores through db/schema/columns.ts: one row
 * per open live-table event stream (SSE), so the per-viewer stream cap holds across app
 * instances on one PostgreSQL database. A stream renews its lease while open and deletes it
 * when it ends; a lease not renewed for a while is dead (its instance was killed) and counts
 * no more (lib/db/streams.ts).
 */
import type { ColumnKit } from "./columns";

export function streamSchema(k: ColumnKit) {
  const streamLeases = k.table(
    "stream_leases",
    {
      /** A random id per stream. */
      id: k.text("id").primaryKey(),
      /** Whose share of the cap it takes: a signed-in learner's id, or `address:<key>`. */
      holder: k.text("holder").notNull(),
      /** The app instance (process) serving the stream: a random id per start. */
      instanceId: k.text("instance_id").notNull(),
      openedAt: k.ms("opened_at").notNull(),
      /** When the stream last said it is still open; too long ago, the lease is dead. */
      renewedAt: k.ms("renewed_at").notNull(),
    },
    (t) => [
      k.index("stream_leases_holder_idx").on(t.holder, t.renewedAt),
      k.index("stream_leases_renewed_idx").on(t.renewedAt),
    ],
  );
  return { streamLeases };
}
