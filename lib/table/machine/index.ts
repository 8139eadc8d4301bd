export { SHOW_MS } from "./phases";
export { step } from "./step";
export type * from "./types";
