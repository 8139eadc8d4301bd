/**
 * Roles and what each may do. Students practise and join classes; teachers also run classes;
 * admins also edit the rule pages (content every class shares, so not every teacher's to
 * change). A class is only ever visible to the teacher who owns it: being admin grants no
 * access to other teachers' students.
 */
// The list lives in the schema's vocabulary (the ground floor); what roles may do lives here.
import { ROLES, type Role } from "../../db/schema/vocabulary";

export { ROLES, type Role };

/** Roles a visitor may give themselves at sign-up; admins are made with `paigow user create`. */
export const SIGN_UP_ROLES = ["student", "teacher"] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

export const canTeach = (role: Role): boolean => role === "teacher" || role === "admin";
export const canEditRules = (role: Role): boolean => role === "admin";

/** Who is acting: all an authorization check needs to know about the caller. */
export interface Actor {
  id: string;
  role: Role;
}
