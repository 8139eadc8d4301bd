/**
 * Signing up and signing in, over a database handle and nothing of Next, so the rules are
 * unit-tested as they run. lib/auth/current.ts adds the cookies; the actions in
 * app/[locale]/(account) add the forms.
 *
 * Sign-in answers the same `wrong-credentials` for an unknown account and a wrong password,
 * after the same scrypt work, so neither the message nor the timing says which accounts
 * exist. Sign-up must say when a username is taken; its per-address limit bounds how fast
 * anyone can ask.
 */
import { randomUUID } from "node:crypto";
import type { Role, UserRow } from "@/db/schema";
import {
  clearLoginAttempts,
  emailExists,
  findUserByLogin,
  insertUser,
  updatePasswordHash,
  usernameExists,
} from "@/lib/db/auth";
import { findClassByCode, insertMember } from "@/lib/db/classes";
import { retryBusy } from "@/lib/db/client";
import { isUniqueViolation, type Queryable, withTx } from "@/lib/db/store";
import { type Adoption, adoptLearner } from "@/lib/learner/adopt";
import { normalizeJoinCode } from "@/lib/teach/join-code";
import { limitKeyOf } from "./client-address";
import { dummyHash, HashQueueFull, hashPassword, needsRehash, verifyPassword } from "./password";
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  accountKey,
  addressKey,
  CLASS_SIGN_UP_LIMIT,
  classSignUpKey,
  isKnownAddress,
  type LimitKey,
  PAIR_LIMIT,
  pairKey,
  pruneAttempts,
  release,
  rememberAddress,
  reserve,
  SIGN_UP_LIMIT,
  signUpKey,
} from "./rate-limit";
import type { SignInInput, SignUpInput } from "./schemas";
import { createSession } from "./sessions";

export interface RequestContext {
  /** The client's address (rate limit); null when unknown. */
  address: string | null;
  /** The browser's anonymous learner, adopted by the account. */
  anonymousLearnerId: string | null;
  now: number;
}

interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: number;
  adoption: Adoption;
}

export type SignUpResult =
  | ({ status: "signed-up"; joined: { classId: string; name: string } | null } & SignedIn)
  | { status: "username-taken" }
  | { status: "bad-join-code" }
  | { status: "email-taken" }
  | { status: "rate-limited"; retryAfterMs: number };

export type SignInResult =
  | ({ status: "signed-in" } & SignedIn)
  | { status: "wrong-credentials" }
  | { status: "rate-limited"; retryAfterMs: number };

/**
 * Makes an account (no session, no limit): the core of sign-up and of `paigow user create`.
 * Returns which uniqueness rule it broke instead of the row when the name or e-mail is taken.
 */
export async function createUser(
  db: Queryable,
  input: { username: string; email?: string | undefined; password: string; role: Role },
  now = Date.now(),
): Promise<UserRow | "username-taken" | "email-taken"> {
  // Checked before hashing (cheap answers first) and again by the unique indexes below.
  if (await usernameExists(db, input.username)) return "username-taken";
  if (input.email && (await emailExists(db, input.email))) return "email-taken";
  const passwordHash = await hashPassword(input.password);
  const row: UserRow = {
    id: randomUUID(),
    username: input.username,
    email: input.email ?? null,
    passwordHash,
    role: input.role,
    learnerId: null,
    createdAt: now,
  };
  try {
    await withTx(db, (tx) => insertUser(tx, row));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await usernameExists(db, input.username)) ? "username-taken" : "email-taken";
  }
  return row;
}

/** A hash could not even queue: the reserved slots go back and the caller waits a moment. */
const HASH_BUSY_RETRY_MS = 30_000;

export async function signUp(
  db: Queryable,
  input: SignUpInput,
  context: RequestContext,
): Promise<SignUpResult> {
  const { now } = context;
  const address = limitKeyOf(context.address);
  // A class's join code signs its students up under the class's limit, not the address's (a
  // class shares one school address: issue 56, item 7). A wrong code counts under the
  // address's limit, so guessing codes is as slow as signing up without one.
  const code = input.joinCode === undefined ? null : normalizeJoinCode(input.joinCode);
  const joining = code === null ? undefined : await findClassByCode(db, code);
  if (input.joinCode !== undefined && !joining) {
    const counted = await retryBusy(() =>
      withTx(db, (tx) => reserve(tx, [{ key: signUpKey(address), limit: SIGN_UP_LIMIT }], now)),
    );
    return counted.status === "blocked"
      ? { status: "rate-limited", retryAfterMs: counted.retryAfterMs }
      : { status: "bad-join-code" };
  }
  const key = joining
    ? { key: classSignUpKey(joining.id), limit: CLASS_SIGN_UP_LIMIT }
    : { key: signUpKey(address), limit: SIGN_UP_LIMIT };
  // Cheap answers first: a limited address (or class) is refused before any hashing.
  const limited = await retryBusy(() => withTx(db, (tx) => reserve(tx, [key], now)));
  if (limited.status === "blocked")
    return { status: "rate-limited", retryAfterMs: limited.retryAfterMs };

  let created: Awaited<ReturnType<typeof createUser>>;
  try {
    created = await createUser(db, input, now);
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    await retryBusy(() => withTx(db, (tx) => release(tx, limited.ids)));
    return { status: "rate-limited", retryAfterMs: HASH_BUSY_RETRY_MS };
  }
  // A taken name keeps its slot: the limit bounds how fast anyone can ask which names exist.
  if (created === "username-taken" || created === "email-taken") return { status: created };
  const { adoption, session } = await retryBusy(() =>
    withTx(db, async (tx) => {
      // The address that made the account is its owner's (exempt from ACCOUNT_LIMIT).
      await rememberAddress(tx, created.username, address, now);
      if (joining) await insertMember(tx, joining.id, created.id, now);
      return {
        adoption: await adoptLearner(tx, created.id, context.anonymousLearnerId),
        session: await createSession(tx, created.id, now),
      };
    }),
  );
  const joined = joining ? { classId: joining.id, name: joining.name } : null;
  return {
    status: "signed-up",
    joined,
    user: await refreshed(db, created),
    ...session,
    adoption,
  };
}

export async function signIn(
  db: Queryable,
  input: SignInInput,
  context: RequestContext,
): Promise<SignInResult> {
  const { now } = context;
  const user = await findUserByLogin(db, input.identifier);
  // One login per account, whichever of its names was typed; unknown names count too. Limits
  // are per account *and* address, so nobody elsewhere can lock the owner; per account for
  // addresses that never signed in to it, a pause, never a lockout, that bounds a botnet's
  // guesses (issue 21, item 10); and per address only against names that are no account
  // (issue 56, item 8: one student's failures never lock the class out).
  const address = limitKeyOf(context.address);
  const login = user?.username ?? input.identifier;
  const pair = pairKey(login, address);
  const keys: LimitKey[] = [{ key: pair, limit: PAIR_LIMIT }];
  if (!user || !(await isKnownAddress(db, login, address, now))) {
    keys.push({ key: accountKey(login), limit: ACCOUNT_LIMIT });
    // Checked for every name the address never signed in to (the answer must not tell which
    // exist), counted only for names that are no account.
    keys.push({ key: addressKey(address), limit: ADDRESS_LIMIT, record: !user });
  }

  // Cheap rejection: a limited pair or address is refused before any hashing.
  const slot = await retryBusy(() => withTx(db, (tx) => reserve(tx, keys, now)));
  if (slot.status === "blocked") return { status: "rate-limited", retryAfterMs: slot.retryAfterMs };

  let ok: boolean;
  try {
    // An unknown account still costs one scrypt, against a hash nobody knows the password of.
    ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    await retryBusy(() => withTx(db, (tx) => release(tx, slot.ids)));
    return { status: "rate-limited", retryAfterMs: HASH_BUSY_RETRY_MS };
  }
  if (!user || !ok) return { status: "wrong-credentials" };

  const rehash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
  const { adoption, session } = await retryBusy(() =>
    withTx(db, async (tx) => {
      await release(tx, slot.ids);
      await clearLoginAttempts(tx, pair);
      await rememberAddress(tx, user.username, address, now);
      await pruneAttempts(tx, now);
      if (rehash) await updatePasswordHash(tx, user.id, rehash);
      return {
        adoption: await adoptLearner(tx, user.id, context.anonymousLearnerId),
        session: await createSession(tx, user.id, now),
      };
    }),
  );
  return { status: "signed-in", user: await refreshed(db, user), ...session, adoption };
}

/** The user row as it is after adoption (learner_id may have changed). */
async function refreshed(db: Queryable, user: UserRow): Promise<UserRow> {
  return (await findUserByLogin(db, user.username)) ?? user;
}
