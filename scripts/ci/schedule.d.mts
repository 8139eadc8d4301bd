/** Types of schedule.mjs (plain JavaScript so `npm test` runs it with node alone). */
export interface Stage {
  name: string;
  needs: string[];
}
export type StageState = "waiting" | "running" | "passed" | "failed" | "stopped" | "skipped";
export function checkStages(stages: readonly Stage[]): void;
export function next(
  stages: readonly Stage[],
  state: ReadonlyMap<string, string>,
  slots: number,
): string[];
export function finished(stages: readonly Stage[], state: ReadonlyMap<string, string>): boolean;
export function formatSeconds(seconds: number): string;
export function childCpuSeconds(timesOutput: string): number;
export function descendantsOf(parentOf: ReadonlyMap<number, number>, root: number): number[];
