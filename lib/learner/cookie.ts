/**
 * The learner cookie: a random learner id signed with HMAC-SHA256, `<id>.<mac>` (mac in
 * base64url). Nothing here trusts the cookie's content until the MAC checks out in constant
 * time. The secret is SESSION_SECRET when set, else one generated on first use and kept in
 * the `meta` table, so cookies survive restarts.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { readOrCreateMeta } from "@/lib/db/learners";
import { type Queryable, withTx } from "@/lib/db/store";

export const LEARNER_COOKIE = "pgt_learner";
/** Two years: the learner keeps their progress until accounts adopt it. */
export const LEARNER_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
export const SECRET_META_KEY = "session_secret";

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newLearnerId = (): string => randomUUID();

const mac = (id: string, secret: string): Buffer =>
  createHmac("sha256", secret).update(`learner:${id}`).digest();

export function signLearnerId(id: string, secret: string): string {
  return `${id}.${mac(id, secret).toString("base64url")}`;
}

/** The learner id in a cookie value, or null when it is malformed or its MAC is wrong. */
export function verifyLearnerCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  if (!ID_PATTERN.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = mac(id, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The signing secret: `configured` (SESSION_SECRET) or the one stored in `meta`. */
export async function sessionSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<string> {
  if (configured !== undefined) return configured;
  return withTx(db, (tx) =>
    readOrCreateMeta(tx, SECRET_META_KEY, () => randomBytes(32).toString("base64url")),
  );
}
