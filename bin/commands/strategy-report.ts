import { UsageError } from "../cli-support";

export function strategyReport(_args: string[]): void {
  throw new UsageError("not built yet");
}
