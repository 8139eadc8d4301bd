/**
 * A learner's own house ways (issue 52 part 3), written once for both stores through the
 * column kits of db/schema/columns.ts. A row is one version of one owner's way: its id is the
 * content hash of the way's canonical document (`custom-<16 hex>`, lib/engine/ways/document.ts),
 * so the rules never change under an id; editing saves a new row, and attempts graded under
 * the old id keep it. Two owners saving the same rules hold a row each (same id, own name).
 * Only the status (and when it was checked) and the share token change after the insert.
 */
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ColumnKit } from "./columns";
import { HOUSE_WAY_STATUSES, WAY_RUN_STATUSES } from "./vocabulary";

/** The house ways table in one dialect; `users` is that dialect's (a way belongs to an account). */
export function waysSchema(k: ColumnKit, users: { id: AnySQLiteColumn }) {
  const houseWays = k.table(
    "house_ways",
    {
      /** `custom-` and 16 hex digits of the SHA-256 of the canonical document. */
      id: k.text("id").notNull(),
      ownerId: k
        .text("owner_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      /** The owner's name for it (shown instead of the id). */
      name: k.text("name").notNull(),
      /** The way document as formatWayDocument writes it (canonical rules, the name). */
      document: k.text("document").notNull(),
      status: k.text("status", { enum: HOUSE_WAY_STATUSES }).notNull(),
      /** JSON array of the first fouling hands in words, when refused. */
      problems: k.text("problems"),
      createdAt: k.ms("created_at").notNull(),
      checkedAt: k.ms("checked_at"),
      /**
       * Set when the owner shares the way: a random token whose link lets anyone read the way
       * and copy it to their own ways (never use it as it is, nor change it).
       */
      shareToken: k.text("share_token"),
    },
    (t) => [
      k.primaryKey({ columns: [t.id, t.ownerId] }),
      k.index("house_ways_owner_created_idx").on(t.ownerId, t.createdAt),
      k.uniqueIndex("house_ways_share_token_unique").on(t.shareToken),
    ],
  );
  /**
   * The background exact runs of custom ways: one row per way id (the rules, whoever owns
   * them), a queue the whole app shares. One run at a time: a process claims the oldest queued
   * row (or a running one whose lease ran out: its process stopped) and renews the lease with
   * its progress; a restart therefore runs a cut-short run again from the start.
   */
  const wayRuns = k.table(
    "way_runs",
    {
      wayId: k.text("way_id").primaryKey(),
      /** Who asked (the quota counts a user's runs per day); no key: the run outlives a way row. */
      requestedBy: k.text("requested_by").notNull(),
      status: k.text("status", { enum: WAY_RUN_STATUSES }).notNull(),
      requestedAt: k.ms("requested_at").notNull(),
      startedAt: k.ms("started_at"),
      finishedAt: k.ms("finished_at"),
      /** Until when the running process holds the run; past it, another may take it over. */
      leaseUntil: k.ms("lease_until"),
      /** Suit classes evaluated so far, of `total` (0 of 0 until the first report). */
      done: k.int("done").notNull(),
      total: k.int("total").notNull(),
      /** JSON: per variant, the summary figures (lib/ways/exact-runs.ts RunFigures). */
      figures: k.text("figures"),
      error: k.text("error"),
    },
    (t) => [
      k.index("way_runs_status_requested_idx").on(t.status, t.requestedAt),
      k.index("way_runs_requester_idx").on(t.requestedBy, t.requestedAt),
    ],
  );
  return { houseWays, wayRuns };
}
