/**
 * Roles and what each may do. Students practise and join classes; teachers also run classes;
 * admins also edit the rule pages (content every class shares, so not every teacher's to
 * change). A class is only ever visible to the teacher who owns it: being admin grants no
 * access to other teachers' students.
 */
// Owned here and imported by the schema (db/schema/auth.ts) as an enum column.
export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

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
