/**
 * The page's side of the browser's engine worker (public/offline/engine-worker.js, built from
 * lib/offline/engine-worker.ts): one worker per page, started on first use, each request
 * answered by id. Browser only.
 */
import type { Card, DrillFilter, WayDocument } from "@/lib/engine";
import type { GradeView } from "@/lib/practice/views";
import type { EngineAnswer, EngineRequest } from "./engine-core";
import type { RuleSet } from "./rule-set";

export const ENGINE_WORKER_URL = "/offline/engine-worker.js";

type Pending = (answer: EngineAnswer) => void;
type Distribute<T> = T extends unknown ? Omit<T, "id"> : never;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function engine(): Worker {
  if (worker) return worker;
  worker = new Worker(ENGINE_WORKER_URL);
  worker.onmessage = (event: MessageEvent<EngineAnswer>) => {
    const done = pending.get(event.data.id);
    pending.delete(event.data.id);
    done?.(event.data);
  };
  worker.onerror = () => {
    for (const done of pending.values())
      done({ id: 0, type: "error", message: "the engine worker failed" });
    pending.clear();
    worker = null;
  };
  return worker;
}

function ask(message: Distribute<EngineRequest>): Promise<EngineAnswer> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    engine().postMessage({ ...message, id });
  });
}

function expect<T extends EngineAnswer["type"]>(
  answer: EngineAnswer,
  type: T,
): Extract<EngineAnswer, { type: T }> {
  if (answer.type === "error") throw new Error(answer.message);
  if (answer.type !== type) throw new Error(`engine worker: expected ${type}, got ${answer.type}`);
  return answer as Extract<EngineAnswer, { type: T }>;
}

/**
 * Builds the worker's tables of a casino; the time it took, in ms (0 when built already).
 * `document`: the rules of a learner's own way (else null), installed in the worker first.
 */
export async function warmEngine(ruleSet: RuleSet, document: WayDocument | null): Promise<number> {
  return expect(await ask({ type: "warm", ruleSet, document }), "warm").ms;
}

export async function dealOffline(filter: DrillFilter | null): Promise<Card[]> {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] as number;
  return expect(await ask({ type: "deal", seed, filter }), "dealt").hand;
}

export async function gradeOffline(request: {
  dealId: string;
  hand: Card[];
  front: [Card, Card];
  drill: "any" | "category";
  ruleSet: RuleSet;
  /** The rules of a learner's own way (else null): the worker grades under them. */
  document: WayDocument | null;
}): Promise<{ grade: GradeView; ms: number }> {
  const answer = expect(await ask({ type: "grade", ...request }), "graded");
  return { grade: answer.grade, ms: answer.ms };
}
