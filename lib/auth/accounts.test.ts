import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  attempts,
  classMembers,
  deals,
  learners,
  loginAttempts,
  reviews,
  sessions,
  users,
} from "@/db/schema";
import { findUserByUsername } from "@/lib/db/auth";
import { insertClass } from "@/lib/db/classes";
import type { Db } from "@/lib/db/client";
import { insertLearner } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { accountLearnerId } from "@/lib/learner/adopt";
import { addAttempts, addUser, T0, TEST_PASSWORD } from "@/tests/support/db-fixtures";
import { type RequestContext, signIn, signUp } from "./accounts";
import { SCRYPT_PARAMS } from "./password";
import {
  CLASS_SIGN_UP_LIMIT,
  classSignUpKey,
  PAIR_LIMIT,
  SIGN_UP_LIMIT,
  signUpKey,
} from "./rate-limit";
import { signUpSchema } from "./schemas";

let db: Db;
let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
  db = store.db;
});
afterEach(async () => {
  await store.close();
});

const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  address: "203.0.113.5",
  anonymousLearnerId: null,
  now: T0,
  ...overrides,
});

/** Everything a failed request must leave as it was. */
const snapshot = async () => ({
  users: await db.select().from(users).orderBy(users.id),
  sessions: await db.select().from(sessions).orderBy(sessions.id),
  learners: await db.select().from(learners).orderBy(learners.id),
  attempts: (await db.select().from(attempts)).length,
});

const signUpInput = (fields: Record<string, string>) => signUpSchema.parse(fields);

describe("sign-up", () => {
  it("creates a student with a session, and says so for a taken username in any case", async () => {
    const result = await signUp(
      db,
      signUpInput({ username: "Ada", password: "long enough", role: "student" }),
      ctx(),
    );
    expect(result.status).toBe("signed-up");
    if (result.status !== "signed-up") return;
    expect(result.user).toMatchObject({ username: "ada", role: "student", email: null });
    expect(await db.select().from(sessions)).toHaveLength(1);

    const before = await snapshot();
    const again = await signUp(
      db,
      signUpInput({ username: "ADA", password: "other password", role: "teacher" }),
      ctx(),
    );
    expect(again).toEqual({ status: "username-taken" });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a second account with the same e-mail", async () => {
    await addUser(db, "ben", "student", { email: "ben@example.org" });
    const before = await snapshot();
    const result = await signUp(
      db,
      signUpInput({
        username: "benjamin",
        email: "Ben@Example.org",
        password: "long enough",
        role: "student",
      }),
      ctx(),
    );
    expect(result).toEqual({ status: "email-taken" });
    expect(await snapshot()).toEqual(before);
  });

  it("validates the form: username shape, password length, not the username", async () => {
    const fields = (input: Record<string, string>) => {
      const parsed = signUpSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(fields({ username: "a", password: "long enough", role: "student" })).toEqual([
      "username-format",
    ]);
    expect(fields({ username: "ada", password: "short", role: "student" })).toEqual([
      "password-too-short",
    ]);
    expect(fields({ username: "ada-lovelace", password: "ADA-LOVELACE", role: "student" })).toEqual(
      ["password-is-username"],
    );
    expect(fields({ username: "ada", password: "long enough", role: "admin" })).toEqual([
      "role-required",
    ]);
    expect(
      fields({ username: "ada", email: "nope", password: "long enough", role: "teacher" }),
    ).toEqual(["email-format"]);
  });

  it("limits sign-ups per client address", async () => {
    for (let i = 0; i < 10; i++) {
      await db.insert(loginAttempts).values({ key: "signup:198.51.100.7", at: T0 - 1000 });
    }
    const result = await signUp(
      db,
      signUpInput({ username: "zed", password: "long enough", role: "student" }),
      ctx({ address: "198.51.100.7" }),
    );
    expect(result.status).toBe("rate-limited");
    expect(await findUserByUsername(db, "zed")).toBeUndefined();
  });
});

describe("sign-up with a class's join code (issue 56, item 7)", () => {
  const school = "198.51.100.30";
  const fillAddress = async (address: string) => {
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++)
      await db.insert(loginAttempts).values({ key: signUpKey(address), at: T0 - 1000 });
  };
  const newClass = async () => {
    const teacher = await addUser(db, "teacher-tess", "teacher");
    const row = {
      id: randomUUID(),
      teacherId: teacher.id,
      name: "7B",
      joinCode: "ABCDEFGH",
      ruleSet: "seed/standard",
      createdAt: T0,
    };
    await insertClass(db, row);
    return row;
  };
  const input = (username: string, joinCode?: string) =>
    signUpInput({
      username,
      password: "long enough",
      role: "student",
      ...(joinCode ? { joinCode } : {}),
    });

  it("lets the class sign up past its address's limit, and joins the class", async () => {
    const klass = await newClass();
    await fillAddress(school);
    // Without the code the address is full, as before.
    const plain = await signUp(db, input("outsider"), ctx({ address: school }));
    expect(plain.status).toBe("rate-limited");
    // With it (typed loosely) the eleventh pupil gets an account, already in the class.
    const pupil = await signUp(db, input("pupil11", "abcd-efgh"), ctx({ address: school }));
    expect(pupil.status).toBe("signed-up");
    if (pupil.status !== "signed-up") return;
    expect(pupil.joined).toEqual({ classId: klass.id, name: "7B" });
    const members = await db.select().from(classMembers).where(eq(classMembers.classId, klass.id));
    expect(members.map((m) => m.userId)).toEqual([pupil.user.id]);
  });

  it("has the class's own cap per hour, whatever the address", async () => {
    const klass = await newClass();
    for (let i = 0; i < CLASS_SIGN_UP_LIMIT.max; i++)
      await db.insert(loginAttempts).values({ key: classSignUpKey(klass.id), at: T0 - 60_000 });
    const over = await signUp(db, input("pupil61", "ABCD-EFGH"), ctx({ address: "192.0.2.9" }));
    expect(over.status).toBe("rate-limited");
    expect(await findUserByUsername(db, "pupil61")).toBeUndefined();
    // An hour after the first, the class may sign up again.
    const later = await signUp(
      db,
      input("pupil61", "ABCD-EFGH"),
      ctx({ address: "192.0.2.9", now: T0 + 60 * 60_000 }),
    );
    expect(later.status).toBe("signed-up");
  });

  it("refuses a wrong code, makes nothing, and counts it under the address", async () => {
    await newClass();
    const before = await snapshot();
    const wrong = await signUp(db, input("guesser", "ZZZZ-ZZZZ"), ctx({ address: school }));
    expect(wrong).toEqual({ status: "bad-join-code" });
    expect(await snapshot()).toEqual(before);
    const counted = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, signUpKey(school)));
    expect(counted).toHaveLength(1);
    // Guessing codes is as slow as signing up without one: a full address is refused.
    await fillAddress(school);
    const blocked = await signUp(db, input("guesser", "ZZZZ-ZZZZ"), ctx({ address: school }));
    expect(blocked.status).toBe("rate-limited");
  });
});

describe("sign-in", () => {
  it("accepts the username or the e-mail, and upgrades a cheap hash", async () => {
    const ada = await addUser(db, "ada", "student", { email: "ada@example.org" });
    const byName = await signIn(db, { identifier: "ada", password: TEST_PASSWORD }, ctx());
    expect(byName.status).toBe("signed-in");
    const byMail = await signIn(
      db,
      { identifier: "ada@example.org", password: TEST_PASSWORD },
      ctx(),
    );
    expect(byMail.status).toBe("signed-in");
    expect((await findUserByUsername(db, "ada"))?.passwordHash).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT_PARAMS.log2N}\\$`),
    );
    expect(await db.select().from(sessions).where(eq(sessions.userId, ada.id))).toHaveLength(2);
  });

  it("answers a wrong password and an unknown account alike, and changes nothing else", async () => {
    await addUser(db, "ada");
    const before = await snapshot();
    const wrong = await signIn(db, { identifier: "ada", password: "not it" }, ctx());
    const unknown = await signIn(db, { identifier: "nobody", password: "not it" }, ctx());
    expect(wrong).toEqual({ status: "wrong-credentials" });
    expect(unknown).toEqual({ status: "wrong-credentials" });
    expect(await snapshot()).toEqual(before);
  });

  it("does not let strangers at other addresses lock the owner out", async () => {
    await addUser(db, "ada");
    // The owner's address: it signed in to the account before.
    const home = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "198.51.100.7", now: T0 - 1000 }),
    );
    expect(home.status).toBe("signed-in");
    for (let i = 0; i < 12; i++) {
      const r = await signIn(
        db,
        { identifier: "ada", password: `guess ${i}` },
        ctx({ address: `192.0.2.${i}`, now: T0 + i * 70_000 }),
      );
      expect(r.status).toBe("wrong-credentials");
    }
    const owner = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "198.51.100.7", now: T0 + 12 * 70_000 }),
    );
    expect(owner.status).toBe("signed-in");
  });

  it("bounds guesses spread over many addresses per account, the owner's own address exempt (issue 21, item 10)", async () => {
    await addUser(db, "ada");
    await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "198.51.100.7", now: T0 - 1 }),
    );
    // Eleven addresses, three guesses each, as fast as they like (the probe: 33 in seconds).
    let wrong = 0;
    let limited = 0;
    let now = T0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 11; i++) {
        now += 100;
        const r = await signIn(
          db,
          { identifier: "ada", password: `guess ${round} ${i}` },
          ctx({ address: `192.0.2.${i}`, now }),
        );
        if (r.status === "wrong-credentials") wrong++;
        else {
          expect(r.status).toBe("rate-limited");
          limited++;
        }
      }
    }
    // Five free failures, then each further one waits 1 s, 2 s, ...: in 3.3 s at most six.
    expect(wrong).toBeLessThanOrEqual(6);
    expect(limited).toBeGreaterThanOrEqual(27);
    // The owner at home is not slowed at all.
    now += 1;
    const owner = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "198.51.100.7", now }),
    );
    expect(owner.status).toBe("signed-in");
    // The owner on a new device waits out the pause, never more than a minute, then gets in.
    const away = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "203.0.113.99", now }),
    );
    expect(away.status).toBe("rate-limited");
    if (away.status !== "rate-limited") return;
    expect(away.retryAfterMs).toBeLessThanOrEqual(60_000);
    const later = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "203.0.113.99", now: now + away.retryAfterMs }),
    );
    expect(later.status).toBe("signed-in");
  });

  it("a botnet's rate per account stays near one guess a minute, however many addresses", async () => {
    await addUser(db, "ada");
    let wrong = 0;
    // 200 addresses each trying every 5 s for 15 minutes.
    for (let t = 0; t < 15 * 60_000; t += 5_000) {
      const r = await signIn(
        db,
        { identifier: "ada", password: `guess ${t}` },
        ctx({ address: `10.0.${((t / 5000) % 200) >> 8}.${(t / 5000) % 200}`, now: T0 + t }),
      );
      if (r.status === "wrong-credentials") wrong++;
    }
    // 5 free, 1+2+4+8+16+32 s of ramp, then one a minute: about 25 in the window, not 180.
    expect(wrong).toBeLessThanOrEqual(30);
  });

  it("slows and then blocks one address guessing one account, even for the right password", async () => {
    await addUser(db, "ada");
    // The owner signed in from 198.51.100.7 before: that address is the owner's own.
    await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "198.51.100.7", now: T0 - 1 }),
    );
    const sessionsBefore = await db.select().from(sessions);
    let now = T0;
    let failures = 0;
    while (failures < PAIR_LIMIT.max) {
      const r = await signIn(db, { identifier: "ada", password: `guess ${now}` }, ctx({ now }));
      if (r.status === "wrong-credentials") failures++;
      else expect(r.status).toBe("rate-limited");
      now += r.status === "rate-limited" ? r.retryAfterMs : 1;
    }
    const blocked = await signIn(db, { identifier: "ada", password: TEST_PASSWORD }, ctx({ now }));
    expect(blocked.status).toBe("rate-limited");
    if (blocked.status === "rate-limited") expect(blocked.retryAfterMs).toBeGreaterThan(60_000);
    expect(await db.select().from(sessions)).toEqual(sessionsBefore);
    // The owner elsewhere is not affected; here, once the window has passed, the right password works.
    const elsewhere = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "198.51.100.7", now }),
    );
    expect(elsewhere.status).toBe("signed-in");
    const later = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ now: now + PAIR_LIMIT.windowMs }),
    );
    expect(later.status).toBe("signed-in");
  });

  it("limits one address trying many accounts", async () => {
    await addUser(db, "ada");
    // Twenty failures from this address against other names (recorded as sign-in would).
    for (let i = 0; i < 20; i++) {
      await db.insert(loginAttempts).values({ key: "address:203.0.113.5", at: T0 + i });
    }
    const r = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ now: T0 + 30 }),
    );
    expect(r.status).toBe("rate-limited");
    const elsewhere = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: "192.0.2.1", now: T0 + 30 }),
    );
    expect(elsewhere.status).toBe("signed-in");
  });
});

describe("a class behind one school address (issue 56, item 8)", () => {
  const school = "198.51.100.20";

  it("failures on existing accounts from one address never lock out another account", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `pupil${i}`);
    for (const name of names) await addUser(db, name);
    await addUser(db, "zoe");
    // 24 failed sign-ins from the school, across twelve accounts (two each: no pair slows yet).
    let now = T0;
    for (const round of [0, 1])
      for (const name of names) {
        const r = await signIn(
          db,
          { identifier: name, password: `typo ${round}` },
          ctx({ address: school, now: now++ }),
        );
        expect(r.status).toBe("wrong-credentials");
      }
    // A classmate who never signed in from the school before gets in at once.
    const zoe = await signIn(
      db,
      { identifier: "zoe", password: TEST_PASSWORD },
      ctx({ address: school, now }),
    );
    expect(zoe.status).toBe("signed-in");
  });

  it("limits an address spraying names that are no account, but never for an account it signed in to", async () => {
    await addUser(db, "ada");
    await addUser(db, "ben");
    const known = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: school, now: T0 - 1 }),
    );
    expect(known.status).toBe("signed-in");
    let now = T0;
    for (let i = 0; i < 20; i++) {
      const r = await signIn(
        db,
        { identifier: `nobody${i}`, password: "guess" },
        ctx({ address: school, now: now++ }),
      );
      expect(r.status).toBe("wrong-credentials");
    }
    const sprayed = await signIn(
      db,
      { identifier: "nobody-else", password: "guess" },
      ctx({ address: school, now }),
    );
    expect(sprayed.status).toBe("rate-limited");
    // An account this address never signed in to is held back alike: the answer does not say
    // which names exist.
    const stranger = await signIn(
      db,
      { identifier: "ben", password: TEST_PASSWORD },
      ctx({ address: school, now }),
    );
    expect(stranger.status).toBe("rate-limited");
    // The account that signed in from here before is never held back by the address.
    const again = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ address: school, now }),
    );
    expect(again.status).toBe("signed-in");
    // Another address is not affected.
    const elsewhere = await signIn(
      db,
      { identifier: "ben", password: TEST_PASSWORD },
      ctx({ address: "192.0.2.50", now }),
    );
    expect(elsewhere.status).toBe("signed-in");
  });
});

describe("the anonymous learner joins the account", () => {
  it("at sign-up, the browser's learner becomes the account's", async () => {
    const anon = randomUUID();
    await insertLearner(db, anon, T0);
    await addAttempts(db, anon, [{}, {}, {}]);
    const result = await signUp(
      db,
      signUpInput({ username: "ada", password: "long enough", role: "student" }),
      ctx({ anonymousLearnerId: anon }),
    );
    expect(result.status === "signed-up" && result.adoption).toEqual({
      status: "attached",
      learnerId: anon,
    });
    expect((await findUserByUsername(db, "ada"))?.learnerId).toBe(anon);
    expect(
      (await db.select().from(learners).where(eq(learners.id, anon)).limit(1))[0]?.userId,
    ).toBe((await findUserByUsername(db, "ada"))?.id);
  });

  it("at sign-in, attempts, deals and reviews move into the account's learner", async () => {
    const ada = await addUser(db, "ada");
    const own = ada.learnerId as string;
    await addAttempts(db, own, [{ at: T0 }]);
    const anon = randomUUID();
    await insertLearner(db, anon, T0);
    await addAttempts(db, anon, [{ at: T0 + 10 }, { at: T0 + 20 }]);
    const review = (learnerId: string, handKey: string, updatedAt: number, lapses: number) => ({
      learnerId,
      handKey,
      hand: "As Ks Qs Js 9h 5d 2c",
      lapses,
      streak: 0,
      lastEvLost: 0.1,
      dueAt: T0,
      retiredAt: null,
      updatedAt,
    });
    await db
      .insert(reviews)
      .values([
        review(own, "shared", T0, 1),
        review(anon, "shared", T0 + 5, 2),
        review(anon, "only-anon", T0, 1),
      ]);

    const result = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ anonymousLearnerId: anon }),
    );
    expect(result.status === "signed-in" && result.adoption).toEqual({
      status: "merged",
      learnerId: own,
      attempts: 2,
      deals: 2,
      reviews: 2,
    });
    expect(await db.select().from(attempts).where(eq(attempts.learnerId, own))).toHaveLength(3);
    expect(await db.select().from(deals).where(eq(deals.learnerId, anon))).toHaveLength(0);
    const kept = await db.select().from(reviews);
    expect(kept.map((r) => [r.learnerId, r.handKey, r.lapses]).sort()).toEqual(
      [
        [own, "only-anon", 1],
        [own, "shared", 2],
      ].sort(),
    );
  });

  it("never takes a learner another account adopted", async () => {
    const ada = await addUser(db, "ada");
    const ben = await addUser(db, "ben");
    await addAttempts(db, ben.learnerId as string, [{}]);
    const result = await signIn(
      db,
      { identifier: "ada", password: TEST_PASSWORD },
      ctx({ anonymousLearnerId: ben.learnerId }),
    );
    expect(result.status === "signed-in" && result.adoption).toEqual({ status: "none" });
    expect(
      await db
        .select()
        .from(attempts)
        .where(eq(attempts.learnerId, ada.learnerId as string)),
    ).toHaveLength(0);
  });

  it("makes an account's learner on first practice when it has none", async () => {
    const cal = await addUser(db, "cal", "student", { learner: false });
    expect(await accountLearnerId(db, cal, { create: false })).toBeNull();
    const id = await accountLearnerId(db, cal, { create: true, now: T0 });
    expect(id).not.toBeNull();
    expect(await accountLearnerId(db, cal, { create: true })).toBe(id);
    expect((await findUserByUsername(db, "cal"))?.learnerId).toBe(id);
  });
});
