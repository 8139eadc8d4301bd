/**
 * `paigow demo-seed`: a teacher, a class and a dozen students with a few weeks of practice,
 * so a new installation shows a populated dashboard. Students who improve, students who keep
 * one weakness, a house-way player, a beginner and a newcomer; two assignments. Hands are
 * real deals graded by the real engine (through the drill's EV cache, which they also warm).
 * Re-running replaces the previous demo accounts and their history; nothing else is touched.
 */
import { randomUUID } from "node:crypto";
import type { ClassRow } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { insertUser } from "@/lib/db/auth";
import { attachLearner } from "@/lib/db/auth-learner";
import { insertAssignment, insertClass, insertMember } from "@/lib/db/classes";
import { insertLearner } from "@/lib/db/learners";
import { type Queryable, withTx } from "@/lib/db/store";
import { deleteDemoAccounts, insertHistory } from "@/lib/db/teach-seed";
import type { HandCategory } from "@/lib/engine";
import { createRng, DEFAULT_RULE_SET } from "@/lib/engine";
import { handEv } from "@/lib/grading/ev";
import { newJoinCode } from "@/lib/teach/join-code";
import {
  dealPool,
  type GradedHand,
  gradedHand,
  improving,
  type StudentModel,
  simulateHistory,
  steady,
} from "./simulated-students";

const DEMO_TEACHER = "demo-teacher";
const DEMO_PASSWORD = "paigow-demo";
const DEMO_CLASS = "Pai Gow 101 (demo)";

const DAY = 24 * 60 * 60 * 1000;

interface DemoStudent {
  username: string;
  model: StudentModel;
  hands: number;
  startDaysAgo: number;
  endDaysAgo: number;
  /** Last this-many hands played as the two-pair category drill (the open assignment). */
  twoPairDrill: number;
}

const DEMO_STUDENTS: readonly DemoStudent[] = [
  {
    username: "demo-ada",
    model: { skill: steady(0.9) },
    hands: 420,
    startDaysAgo: 27,
    endDaysAgo: 0.1,
    twoPairDrill: 25,
  },
  {
    username: "demo-ben",
    model: { skill: improving(0.3, 0.85) },
    hands: 380,
    startDaysAgo: 26,
    endDaysAgo: 0.3,
    twoPairDrill: 20,
  },
  {
    username: "demo-chloe",
    model: { skill: improving(0.4, 0.9) },
    hands: 300,
    startDaysAgo: 24,
    endDaysAgo: 1.2,
    twoPairDrill: 12,
  },
  {
    username: "demo-david",
    model: { skill: steady(0.8), weakness: "two-pair" },
    hands: 340,
    startDaysAgo: 25,
    endDaysAgo: 0.5,
    twoPairDrill: 20,
  },
  {
    username: "demo-emma",
    model: { skill: improving(0.5, 0.8), weakness: "no-pair" },
    hands: 260,
    startDaysAgo: 20,
    endDaysAgo: 2.5,
    twoPairDrill: 0,
  },
  {
    username: "demo-felix",
    model: { skill: steady(0.75), weakness: "three-pair", habit: 0.95 },
    hands: 280,
    startDaysAgo: 22,
    endDaysAgo: 0.8,
    twoPairDrill: 8,
  },
  {
    username: "demo-greta",
    model: { skill: steady(0.1), houseWay: 0.95 },
    hands: 240,
    startDaysAgo: 18,
    endDaysAgo: 1.5,
    twoPairDrill: 20,
  },
  {
    username: "demo-hugo",
    model: { skill: improving(0.2, 0.45) },
    hands: 150,
    startDaysAgo: 15,
    endDaysAgo: 4,
    twoPairDrill: 0,
  },
  {
    username: "demo-ines",
    model: { skill: improving(0.45, 0.7) },
    hands: 200,
    startDaysAgo: 21,
    endDaysAgo: 3.5,
    twoPairDrill: 0,
  },
  {
    username: "demo-jonas",
    model: { skill: steady(0.7), weakness: "trips" },
    hands: 230,
    startDaysAgo: 19,
    endDaysAgo: 0.6,
    twoPairDrill: 15,
  },
  {
    username: "demo-karin",
    model: { skill: improving(0.55, 0.9), weakness: "flush", habit: 0.7 },
    hands: 310,
    startDaysAgo: 23,
    endDaysAgo: 0.2,
    twoPairDrill: 22,
  },
  {
    username: "demo-lukas",
    model: { skill: steady(0.5) },
    hands: 20,
    startDaysAgo: 1.5,
    endDaysAgo: 0.4,
    twoPairDrill: 0,
  },
];

export interface DemoReport {
  teacher: string;
  password: string;
  className: string;
  joinCode: string;
  students: number;
  attempts: number;
  pool: number;
}

/** The graded pool the students are dealt from (computes and caches exact EVs). */
async function demoPool(db: Queryable, seed: number, now: number): Promise<GradedHand[]> {
  const rng = createRng(seed);
  const extra: Partial<Record<HandCategory, number>> = {
    "two-pair": 60,
    "three-pair": 30,
    trips: 30,
    flush: 25,
  };
  const pool: GradedHand[] = [];
  for (const hand of dealPool(rng, 560, extra)) {
    // The demo class plays the default game.
    pool.push(gradedHand(hand, (await handEv(db, hand, now, DEFAULT_RULE_SET)).result));
  }
  return pool;
}

export async function seedDemo(
  db: Queryable,
  options: { now?: number; seed?: number; onProgress?: (message: string) => void } = {},
): Promise<DemoReport> {
  const now = options.now ?? Date.now();
  const seed = options.seed ?? 7;
  const log = options.onProgress ?? (() => {});
  const usernames = [DEMO_TEACHER, ...DEMO_STUDENTS.map((s) => s.username)];

  log("grading the demo hands with the engine");
  const pool = await demoPool(db, seed, now);
  // One hash for all demo accounts: they share a published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const report = await withTx(db, async (tx) => {
    // Started afresh inside: on PostgreSQL a conflict runs this work again from the top.
    const rng = createRng(seed + 1);
    let attempts = 0;
    await deleteDemoAccounts(tx, usernames);
    const teacherId = randomUUID();
    await insertUser(tx, {
      id: teacherId,
      username: DEMO_TEACHER,
      email: null,
      passwordHash,
      role: "teacher",
      learnerId: null,
      createdAt: now - 30 * DAY,
    });
    const klass: ClassRow = {
      id: randomUUID(),
      teacherId,
      name: DEMO_CLASS,
      joinCode: newJoinCode(),
      ruleSet: "seed/standard",
      fortuneTable: null,
      envySchedule: null,
      createdAt: now - 29 * DAY,
    };
    await insertClass(tx, klass);
    const assignedAt = now - 3 * DAY;
    await insertAssignment(tx, {
      id: randomUUID(),
      classId: klass.id,
      drill: "any",
      filter: null,
      hands: 50,
      createdAt: now - 12 * DAY,
      dueAt: now - 5 * DAY,
    });
    await insertAssignment(tx, {
      id: randomUUID(),
      classId: klass.id,
      drill: "category",
      filter: "two-pair",
      hands: 20,
      createdAt: assignedAt,
      dueAt: now + 4 * DAY,
    });

    for (const s of DEMO_STUDENTS) {
      const userId = randomUUID();
      const learnerId = randomUUID();
      const start = now - s.startDaysAgo * DAY;
      await insertUser(tx, {
        id: userId,
        username: s.username,
        email: null,
        passwordHash,
        role: "student",
        learnerId: null,
        createdAt: start - DAY / 2,
      });
      await insertLearner(tx, learnerId, start - DAY / 2);
      await attachLearner(tx, userId, learnerId);
      await insertMember(tx, klass.id, userId, Math.min(start, klass.createdAt + DAY));
      const drillStart = s.hands - s.twoPairDrill;
      const history = simulateHistory(
        rng,
        pool,
        s.model,
        {
          hands: s.hands,
          start,
          end: now - s.endDaysAgo * DAY,
          drill: (i) =>
            i >= drillStart
              ? { drill: "category", filter: "two-pair" }
              : { drill: "any", filter: null },
        },
        randomUUID,
      );
      // The assignment's hands must fall after it was set: move the drill's sitting there.
      const drilled = history.slice(drillStart);
      const firstDrilled = drilled[0]?.createdAt;
      if (firstDrilled !== undefined && firstDrilled < assignedAt) {
        const shift = assignedAt + DAY / 4 - firstDrilled;
        for (const r of drilled) r.createdAt = Math.min(now - 60_000, r.createdAt + shift);
      }
      await insertHistory(tx, learnerId, history);
      attempts += history.length;
    }
    return {
      teacher: DEMO_TEACHER,
      password: DEMO_PASSWORD,
      className: DEMO_CLASS,
      joinCode: klass.joinCode,
      students: DEMO_STUDENTS.length,
      attempts,
      pool: pool.length,
    };
  });
  log(`seeded ${report.students} students, ${report.attempts} attempts`);
  return report;
}
