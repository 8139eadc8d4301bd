/** A write refused by a UNIQUE index, on either dialect: the callers' replay guards. */
export { isUniqueViolation } from "./store";
