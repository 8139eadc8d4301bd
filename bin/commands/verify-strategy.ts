import { UsageError } from "../cli-support";

export function verifyStrategy(_args: string[]): void {
  throw new UsageError("not built yet");
}
