/**
 * Drills an assignment can name: the practice drills a learner can pick. Owned here (the
 * domain), imported by the schema's enum column and by the forms, so the browser bundle never
 * needs the database's table definitions to list them.
 */
export const ASSIGNMENT_DRILLS = ["any", "category", "traps", "review"] as const;
export type AssignmentDrill = (typeof ASSIGNMENT_DRILLS)[number];
