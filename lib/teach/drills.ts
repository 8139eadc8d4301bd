/**
 * Drills an assignment can name: the practice drills a learner can pick. The list lives in the
 * schema's vocabulary (db/schema/vocabulary.ts, pure data), so the forms' browser bundle never
 * needs the database's table definitions to list them.
 */
export { ASSIGNMENT_DRILLS, type AssignmentDrill } from "../../db/schema/vocabulary";
