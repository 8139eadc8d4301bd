import { UsageError } from "../cli-support";

export function strategyBatch(_args: string[]): void {
  throw new UsageError("not built yet");
}
