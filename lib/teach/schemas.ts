/** Input schemas of the class and assignment forms; messages are `Teach.errors` codes. */
import { z } from "zod";
import { CHOICE_SLUGS } from "@/lib/casino/choice";
import { DRILL_FILTERS } from "@/lib/engine";
import { FAMOUS_HANDS } from "@/lib/famous/hands";
import { isKnownEnvySchedule, isKnownFortuneTable } from "@/lib/table/side-bets";
import { parseOwnWaySlug } from "@/lib/ways/slug";
import { ASSIGNMENT_DRILLS } from "./drills";

export const CLASS_NAME_MAX = 80;
export const ASSIGNMENT_HANDS_MAX = 500;

const id = z.uuid({ error: "not-found" });

const className = z
  .string({ error: "name-required" })
  .trim()
  .min(1, { error: "name-required" })
  .max(CLASS_NAME_MAX, { error: "name-too-long" });

/** A class's pay table or Envy schedule: "" (each table's own) or a published name (RULES.md 13.2). */
const payName = (known: (name: string) => boolean) =>
  z
    .string()
    .max(40)
    .refine((s) => s === "" || known(s), { error: "unknown-pay-table" });

export const classPaysSchema = z.object({
  classId: id,
  fortuneTable: payName(isKnownFortuneTable),
  envy: payName(isKnownEnvySchedule),
});

export const createClassSchema = z.object({ name: className });
export const renameClassSchema = z.object({ classId: id, name: className });
export const classIdSchema = z.object({ classId: id });
/**
 * A class's casino: a slug of the picker (lib/casino/choice.ts CHOICE_SLUGS, Face Up's too), or a teacher's own way's
 * (`custom-HASH-variant`, whose owner and check lib/teach/classes.ts setClassCasino verifies);
 * anything else is refused.
 */
export const classCasinoSchema = z.object({
  classId: id,
  casino: z
    .string()
    .max(60)
    .refine((s) => CHOICE_SLUGS.includes(s) || parseOwnWaySlug(s) !== null, {
      error: "unknown-casino",
    }),
});
export const removeStudentSchema = z.object({ classId: id, studentId: id });
export const joinClassSchema = z.object({
  code: z
    .string({ error: "code-required" })
    .trim()
    .min(1, { error: "code-required" })
    .max(40, { error: "bad-join-code" }),
});

const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const createAssignmentSchema = z
  .object({
    classId: id,
    drill: z.enum(ASSIGNMENT_DRILLS, { error: "drill-required" }),
    filter: z.preprocess(emptyAsUndefined, z.enum(DRILL_FILTERS).optional()),
    hands: z.coerce
      .number({ error: "hands-range" })
      .int({ error: "hands-range" })
      .min(1, { error: "hands-range" })
      .max(ASSIGNMENT_HANDS_MAX, { error: "hands-range" }),
    /** A calendar day, YYYY-MM-DD; the assignment is due at the end of it (UTC). */
    due: z.preprocess(emptyAsUndefined, z.iso.date({ error: "due-format" }).optional()),
  })
  .refine((input) => input.drill !== "category" || input.filter !== undefined, {
    error: "filter-required",
    path: ["filter"],
  })
  // Each famous hand counts once (a second setting of it is a retry): no more than the set holds.
  .refine((input) => input.drill !== "famous" || input.hands <= FAMOUS_HANDS.length, {
    error: "famous-hands-range",
    path: ["hands"],
  });

export const deleteAssignmentSchema = z.object({ classId: id, assignmentId: id });

export type CreateAssignmentInput = z.output<typeof createAssignmentSchema>;

/** The end of a YYYY-MM-DD day in UTC, in ms. */
export const endOfDay = (day: string): number => Date.parse(`${day}T23:59:59.999Z`);
