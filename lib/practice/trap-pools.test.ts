/**
 * Every casino rule set's trap pool (issue 31, lib/practice/trap-pools/): each entry is a class
 * whose best split beats that rule set's house way by at least TRAP_MIN_GAIN, at the exact cost
 * exactEv finds under that rule set; the traps drill of a learner at a casino deals from its
 * casino's pool only.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { casinoSlug } from "@/lib/casino/choice";
import type { Db } from "@/lib/db/client";
import { insertLearner, setLearnerRuleSetKey } from "@/lib/db/learners";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { DEALER_HANDS, exactEv, type SplitEv } from "@/lib/engine/ev";
import { classAt, classOf } from "@/lib/engine/exact/classes";
import { scoreUnit } from "@/lib/engine/exact/edge";
import { createRng } from "@/lib/engine/rng";
import { ALL_RULE_SETS, isDefaultRuleSet, type RuleSet } from "@/lib/engine/rule-set";
import { onPostgres } from "@/tests/support/store-dialect";
import { dealHand } from "./deal";
import { isTrap, TRAP_MIN_GAIN, trapPool } from "./traps";

const dir = path.join(process.cwd(), "lib", "practice", "trap-pools");
const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as Record<
  string,
  { classes: number; coverage: number }
>;
// Every rule set but the online 5% game (whose pool is lib/practice/trap-pool.bin) has its pool,
// built by scripts/build-trap-pools.ts from its committed exact run.
const casinos = ALL_RULE_SETS.filter((rs) => !isDefaultRuleSet(rs));
const score = (rs: RuleSet, s: SplitEv) =>
  rs.variant === "standard" ? 19 * s.win - 20 * s.loss : s.win - s.loss;

describe.skipIf(onPostgres)("every casino's trap pool", () => {
  it("is committed for every casino rule set, new ways included, each over every class", () => {
    expect(casinos.length).toBe(ALL_RULE_SETS.length - 1);
    expect(Object.keys(manifest).sort()).toEqual(casinos.map(casinoSlug).sort());
    for (const rs of casinos) {
      const slug = casinoSlug(rs);
      expect(existsSync(path.join(dir, `${slug}.bin`)), slug).toBe(true);
      expect(manifest[slug]?.classes, slug).toBe(trapPool(rs).count);
      expect(manifest[slug]?.coverage, slug).toBe(1);
    }
  });

  it.each(casinos.map((rs) => [casinoSlug(rs), rs] as const))(
    "%s: three seeded entries are traps of that rule set at their exact cost",
    (slug, rs) => {
      const pool = trapPool(rs);
      expect(pool.minCost).toBe(Math.ceil(TRAP_MIN_GAIN * scoreUnit(rs.variant, DEALER_HANDS)));
      const rng = createRng(slug.length);
      for (let n = 0; n < 3; n++) {
        const i = Math.floor(rng() * pool.count);
        const cards = classAt(pool.index[i] as number);
        const result = exactEv(cards, { ruleSet: rs });
        const best = result.splits[result.best] as SplitEv;
        const house = result.splits[result.houseWay] as SplitEv;
        expect(score(rs, best) - score(rs, house), `${slug} entry ${i}`).toBe(pool.cost[i]);
        expect(classOf(cards).weight).toBe(pool.weight[i]);
        expect(isTrap(result)).toBe(true);
      }
    },
    60_000,
  );
});

describe("the traps drill at your casino", () => {
  let store: TestStore;
  let db: Db;
  const ALICE = "11111111-1111-4111-8111-111111111111";
  beforeEach(async () => {
    store = await openTestStore();
    db = store.db as Db;
    await insertLearner(db, ALICE, 1);
  });
  afterEach(() => store.close());

  it("deals a Foxwoods learner hands where Foxwoods' best split beats its house way", async () => {
    await setLearnerRuleSetKey(db, ALICE, "foxwoods/cf");
    const rs: RuleSet = { way: "foxwoods", variant: "cf" };
    for (let seed = 1; seed <= 4; seed++) {
      const out = await dealHand(db, ALICE, { drill: "traps" }, { rng: createRng(seed), now: 1 });
      if (out.status !== "dealt") throw new Error("no deal");
      expect(out.deal.ruleSet).toEqual(rs);
      expect(isTrap(exactEv(out.deal.hand, { ruleSet: rs }))).toBe(true);
    }
  });
});
