/**
 * The tables the app queries, for the store in use: PostgreSQL's (db/schema/pg/) when
 * DATABASE_URL is a postgres:// URL, else SQLite's (db/schema/sqlite/, the default). Each is
 * typed as the SQLite table: both dialects' tables have the same names, columns and row types
 * (schema.test.ts), and drizzle writes the SQL of whichever table it is given at runtime.
 * Decided once, at import: a process talks to one store.
 *
 * A new table is written once, for both dialects, in a shared definition built with
 * db/schema/columns.ts (as the casino table's and the practice drill's are), or else into both
 * dialects' files; and into the list below. Every stored enum list lives in
 * db/schema/vocabulary.ts.
 */
import * as pg from "./pg";
import * as sqlite from "./sqlite";

/** A PostgreSQL connection URL (what switches the app to PostgreSQL). */
export const isPostgresUrl = (url: string | undefined): boolean =>
  /^postgres(ql)?:\/\//.test(url ?? "");

const usePg = isPostgresUrl(process.env.DATABASE_URL);

/** The SQLite table, or at runtime its PostgreSQL twin (same row types: schema.test.ts). */
const pick = <T>(lite: T, postgres: unknown): T => (usePg ? postgres : lite) as T;

export const users = pick(sqlite.users, pg.users);
export const sessions = pick(sqlite.sessions, pg.sessions);
export const loginAttempts = pick(sqlite.loginAttempts, pg.loginAttempts);
export const classes = pick(sqlite.classes, pg.classes);
export const classMembers = pick(sqlite.classMembers, pg.classMembers);
export const assignments = pick(sqlite.assignments, pg.assignments);
export const meta = pick(sqlite.meta, pg.meta);
export const learners = pick(sqlite.learners, pg.learners);
export const deals = pick(sqlite.deals, pg.deals);
export const offlineDeals = pick(sqlite.offlineDeals, pg.offlineDeals);
export const attempts = pick(sqlite.attempts, pg.attempts);
export const reviews = pick(sqlite.reviews, pg.reviews);
export const evCache = pick(sqlite.evCache, pg.evCache);
export const rulePages = pick(sqlite.rulePages, pg.rulePages);
export const rulePageVersions = pick(sqlite.rulePageVersions, pg.rulePageVersions);
export const wallets = pick(sqlite.wallets, pg.wallets);
export const ledger = pick(sqlite.ledger, pg.ledger);
export const rounds = pick(sqlite.rounds, pg.rounds);
export const roundSeats = pick(sqlite.roundSeats, pg.roundSeats);
export const rateBuckets = pick(sqlite.rateBuckets, pg.rateBuckets);
export const liveTables = pick(sqlite.liveTables, pg.liveTables);
export const liveSeats = pick(sqlite.liveSeats, pg.liveSeats);
export const liveReactions = pick(sqlite.liveReactions, pg.liveReactions);
export const livePresence = pick(sqlite.livePresence, pg.livePresence);
export const dealerAttempts = pick(sqlite.dealerAttempts, pg.dealerAttempts);
export const faceUpDeals = pick(sqlite.faceUpDeals, pg.faceUpDeals);
export const streamLeases = pick(sqlite.streamLeases, pg.streamLeases);
export const houseWays = pick(sqlite.houseWays, pg.houseWays);
export const wayRuns = pick(sqlite.wayRuns, pg.wayRuns);

export type {
  AssignmentRow,
  AttemptRow,
  ClassRow,
  DealRow,
  FaceUpDealRow,
  HouseWayRow,
  LiveReactionRow,
  LiveSeatRow,
  LiveTableRow,
  NewAttemptRow,
  NewDealerAttemptRow,
  NewDealRow,
  NewLiveSeatRow,
  NewLiveTableRow,
  NewRoundRow,
  NewRoundSeatRow,
  NewUserRow,
  ReviewRow,
  Role,
  RoundRow,
  RoundSeatRow,
  SessionRow,
  UserRow,
  WalletRow,
  WayRunRow,
} from "./sqlite";
