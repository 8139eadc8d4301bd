import { z } from "zod";

/**
 * Server environment, validated once at start-up (create-t3-app style).
 * Empty strings count as unset so `FOO=` in a shell or .env file behaves like no FOO.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** SQLite file; relative paths resolve against the working directory. */
    DATABASE_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
    /**
     * PostgreSQL instead of SQLite (issue 15): postgres://user:pass@host:port/db (or
     * postgresql://). Unset keeps SQLite at DATABASE_PATH. db/schema/index.ts reads it too.
     */
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
        .refine((url) => URL.canParse(url), "is not a valid URL")
        .optional(),
    ),
    /** Connections per instance in the PostgreSQL pool (lib/db/pg.ts). */
    PG_POOL_MAX: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(1000).default(10),
    ),
    /**
     * Named (server-side prepared) statements on PostgreSQL, on by default; "0" turns them off
     * for a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
     */
    PG_NAMED_STATEMENTS: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("1")),
    /** Enables admin-only endpoints when set; unset means they stay closed. */
    ADMIN_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
    /** Signs the learner cookie (HMAC-SHA256); unset means a secret generated once and kept in `meta`. */
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    /**
     * How many proxies in front of the server append to X-Forwarded-For (0: none, the default;
     * the client's address is then the connection's and the header is ignored).
     */
    TRUSTED_PROXIES: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(10).default(0),
    ),
    /** Multiplies the drill's rate limits (lib/learner/limits.ts), e.g. for a local load test. */
    PRACTICE_RATE_SCALE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().positive().max(1000).default(1),
    ),
    /** New accounts allowed per client address and hour (lib/auth/rate-limit.ts). */
    SIGN_UPS_PER_HOUR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().positive().max(100_000).default(10),
    ),
    /**
     * scrypt's cost as log2 N (lib/auth/password.ts): 17 (OWASP's setting) unless set. Lower is for
     * tests, which hash hundreds of times (vitest.config.ts; the e2e server, below); a production
     * server refuses anything below 17 unless TEST_SERVER says it is a test server.
     */
    PASSWORD_HASH_LOG2N: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(10).max(22).default(17),
    ),
    /**
     * Seconds between a live stream's keep-alives: what keeps proxies from closing an idle
     * stream, renews its lease, and finds a closed tab (a write to it fails). The e2e server sets
     * 2, so a test sees a freed stream within seconds instead of waiting out 20. At most 20: a
     * lease not renewed for 60 s is dead (lib/db/streams.ts LEASE_TTL_MS).
     */
    SSE_HEARTBEAT_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(20).default(20),
    ),
    /**
     * Cuts an own way's background exact run (lib/ways/exact-runs.ts) to the first N rank
     * multisets of 67,600: a fake run of seconds for the e2e server and CI. Unset: the whole game.
     */
    WAY_RUN_MULTISETS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(67_600).optional(),
    ),
    /**
     * Checks a saved way (lib/ways/checks.ts) on every N-th rank multiset only: the Vitest
     * stores' tests (CI's time; lib/engine/ways tests check whole games, and the e2e server runs
     * the real check). Unset: every hand, as the editor promises.
     */
    WAY_CHECK_STRIDE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(1_000).optional(),
    ),
    /**
     * "1" marks a production build run as a throwaway test server (playwright.config.ts): its
     * password hashes may be cheap (2^17 costs 0.7 s of CPU a sign-in here, and the e2e suite signs
     * in hundreds of times beside the other CI stages). Never set it on a real server.
     */
    TEST_SERVER: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
    /**
     * "0" leaves compression to a proxy in front (or, for the e2e server, to nobody). Read by
     * next.config.mjs at start; listed here so a value other than 0 or 1 stops the start.
     */
    HTTP_COMPRESSION: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("1")),
    /** "1" opens the test-only tables of lib/table/tables.json (a short timer, for e2e tests). */
    TABLE_TEST_TABLES: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
  })
  .refine(
    (e) => e.NODE_ENV !== "production" || e.TEST_SERVER === "1" || e.PASSWORD_HASH_LOG2N >= 17,
    {
      path: ["PASSWORD_HASH_LOG2N"],
      message: "must be at least 17 in production (a lower cost is for tests)",
    },
  );

export type Env = z.infer<typeof envSchema>;

export const DEFAULT_DATABASE_PATH = "./data/paigow.db";

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
