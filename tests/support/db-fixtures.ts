/**
 * Fixtures for the account and class tests: users (cheap scrypt parameters, so tests stay
 * fast), learners and synthetic attempts, written to a store from `openTestStore()`
 * (lib/db/test-store.ts), so the same tests run on SQLite and PostgreSQL. Not used by the app.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Role, UserRow } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { insertUser } from "@/lib/db/auth";
import { attachLearner } from "@/lib/db/auth-learner";
import { insertLearner } from "@/lib/db/learners";
import { dialectOf, type Queryable, rawRows } from "@/lib/db/store";
import { type HistoryRow, insertHistory } from "@/lib/db/teach-seed";
import { insertHouseWay, setHouseWayStatus } from "@/lib/db/ways";
import type { DrillFilter, HandCategory } from "@/lib/engine/categories";
import type { Verdict } from "@/lib/engine/grade";
import type { Way } from "@/lib/engine/rule-set";
import { customWayId, formatWayDocument, type WayDocument } from "@/lib/engine/ways/document";
import type { RecordedDrill } from "@/lib/practice/views";

export const T0 = 1_760_000_000_000;
export const TEST_PASSWORD = "correct horse battery";

let cheapHash: Promise<string> | undefined;
/** TEST_PASSWORD hashed with tiny scrypt parameters (verification reads them from the hash). */
const cheapPasswordHash = (): Promise<string> =>
  (cheapHash ??= hashPassword(TEST_PASSWORD, { log2N: 10, r: 8, p: 1 }));

export async function addUser(
  db: Queryable,
  username: string,
  role: Role = "student",
  options: { learner?: boolean; email?: string; oldSchema?: boolean } = {},
): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    username,
    email: options.email ?? null,
    passwordHash: await cheapPasswordHash(),
    role,
    learnerId: null,
    createdAt: T0,
  };
  await insertUser(db, row);
  if (options.learner ?? true) {
    const learnerId = randomUUID();
    // A migration test's store before later columns exist: just the first columns.
    if (options.oldSchema) {
      const insert = sql`insert into learners (id, created_at) values (${learnerId}, ${T0})`;
      if (dialectOf(db) === "pg") await rawRows(db, insert);
      else await db.run(insert);
    } else await insertLearner(db, learnerId, T0);
    await attachLearner(db, row.id, learnerId);
    row.learnerId = learnerId;
  }
  return row;
}

const HAND = "As Ks Qs Js 9h 5d 2c";

/** Attempts with given verdicts / losses / categories (hands are placeholders). */
export async function addAttempts(
  db: Queryable,
  learnerId: string,
  specs: ReadonlyArray<{
    verdict?: Verdict;
    evLost?: number;
    category?: HandCategory;
    drill?: RecordedDrill;
    filter?: DrillFilter | null;
    at?: number;
    hand?: string;
    front?: string;
    ruleSet?: string;
  }>,
): Promise<void> {
  const rows: HistoryRow[] = specs.map((s, i) => ({
    dealId: randomUUID(),
    hand: s.hand ?? HAND,
    handKey: "k",
    front: s.front ?? "9h 5d",
    verdict: s.verdict ?? "optimal",
    ev: -0.1,
    bestEv: -0.1 + (s.evLost ?? 0),
    evLost: s.evLost ?? 0,
    houseWayEv: -0.1,
    // A category drill deals hands of its filter's category (the joker filter: any category).
    category: s.category ?? (s.filter && s.filter !== "joker" ? s.filter : "no-pair"),
    drill: s.drill ?? "any",
    filter: s.filter ?? null,
    decideMs: 5000,
    createdAt: s.at ?? T0 + i * 1000,
    // The fixture's default: the default game (the app's writes always name it).
    ruleSet: s.ruleSet ?? "seed/standard",
  }));
  await insertHistory(db, learnerId, rows);
}

/** `doc` stored as `owner`'s checked house way (not installed in this process); its id. */
export async function addCheckedWay(
  db: Queryable,
  owner: Pick<UserRow, "id">,
  doc: WayDocument,
  at: number,
  name = "Mine",
): Promise<Way> {
  const id = customWayId(doc);
  await insertHouseWay(db, {
    id,
    ownerId: owner.id,
    name,
    document: formatWayDocument({ ...doc, name }),
    createdAt: at,
  });
  await setHouseWayStatus(db, id, owner.id, "valid", null, at);
  return id as Way;
}
