/**
 * Kinds of attempt (the column lives in db/schema/practice.ts). Only `decision` counts toward
 * statistics: progress, the teacher's dashboard and assignment completion.
 * - `decision`: the learner set the hand themselves, not having seen its best split;
 * - `retry`: a hand whose best split this learner was already shown (try again, review, repeats);
 * - `house-way`: set by the House Way button (or a table's timer), not by the learner.
 */
// The list lives in the schema's vocabulary (the ground floor).
export type { AttemptKind } from "../../db/schema/vocabulary";
