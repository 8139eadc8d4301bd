"use server";

/**
 * The house-way editor's actions (issue 52 part 3), for a signed-in learner or teacher: save a
 * way (its check starts in the background), read where its check stands, choose a checked
 * way as one's casino, share it, read or ask for its background exact run, and delete it. Each answers the one typed state of lib/actions.
 */
import { z } from "zod";
import type { ActionState } from "@/lib/actions/action-state";
import { userAction } from "@/lib/auth/action";
import type { AuthStateCode } from "@/lib/auth/errors";
import { CHOICE_VARIANTS } from "@/lib/casino/choice";
import { currentLearnerId, ensureLearner } from "@/lib/learner/identity";
import type { WayErrorCode } from "@/lib/ways/errors";
import type { RunState } from "@/lib/ways/exact-runs";
import {
  askWayRun,
  chooseOwnWay,
  deleteWay,
  MAX_WAY_NAME,
  ownWay,
  ownWayRun,
  type SaveOutcome,
  saveWay,
  shareWay,
  type WayState,
  wayState,
} from "@/lib/ways/service";

type State<T> = ActionState<T, WayErrorCode | AuthStateCode>;

const wayId = z.string().regex(/^custom-[0-9a-f]{16}$/, "unknown-way");

// A document larger than a way may be is still read, so the learner hears why it is refused.
const saveInput = z.object({
  document: z.string().max(2 * 1024 * 1024),
  name: z.string().trim().min(1, "name").max(MAX_WAY_NAME, "name"),
});

export const saveWayAction: (
  previous: State<SaveOutcome>,
  form: FormData,
) => Promise<State<SaveOutcome>> = userAction(saveInput, async (input, { db, user }) => ({
  status: "success",
  data: await saveWay(db, user.id, input),
}));

export const wayStateAction: (
  previous: State<WayState>,
  form: FormData,
) => Promise<State<WayState>> = userAction(
  z.object({ id: wayId }),
  async (input, { db, user }) => ({
    status: "success",
    data: await wayState(db, user.id, input.id),
  }),
);

export const chooseWayAction: (
  previous: State<{ name: string }>,
  form: FormData,
) => Promise<State<{ name: string }>> = userAction(
  z.object({ id: wayId, variant: z.enum(CHOICE_VARIANTS) }),
  async (input, { db, user }) => {
    const way = await ownWay(db, user.id, input.id);
    await chooseOwnWay(db, user.id, await ensureLearner(db), input.id, input.variant);
    return { status: "success", data: { name: way.name } };
  },
);

export const shareWayAction: (
  previous: State<{ token: string }>,
  form: FormData,
) => Promise<State<{ token: string }>> = userAction(
  z.object({ id: wayId }),
  async (input, { db, user }) => ({
    status: "success",
    data: { token: await shareWay(db, user.id, input.id) },
  }),
);

export const wayRunAction: (previous: State<RunState>, form: FormData) => Promise<State<RunState>> =
  userAction(z.object({ id: wayId }), async (input, { db, user }) => ({
    status: "success",
    data: await ownWayRun(db, user.id, input.id),
  }));

export const askWayRunAction: (
  previous: State<RunState>,
  form: FormData,
) => Promise<State<RunState>> = userAction(
  z.object({ id: wayId }),
  async (input, { db, user }) => ({
    status: "success",
    data: await askWayRun(db, user.id, input.id),
  }),
);

/** Deletes one's own way (not while a class of one's own or one's own casino plays it). */
export const deleteWayAction: (
  previous: State<{ deleted: true }>,
  form: FormData,
) => Promise<State<{ deleted: true }>> = userAction(
  z.object({ id: wayId }),
  async (input, { db, user }) => {
    await deleteWay(db, user.id, await currentLearnerId(db), input.id);
    return { status: "success", data: { deleted: true } };
  },
);
