/**
 * `paigow ARGS` in the test's own process: bin/cli.ts's `main` (the command table bin/paigow.ts
 * runs) with stdout and stderr captured, and the exit code the process would end with (a thrown
 * error ended by cli-support's `failure`, as `fail` ends it; else process.exitCode). A child
 * process of bin/run.mjs costs about 0.5 s of CPU before its command starts, and builds its
 * way's tables again (about 2 s); here the worker's are reused. Only for commands that read no
 * stdin, start no worker thread and open no store: bin/cli.test.ts runs those through the real
 * process.
 */
import { main } from "@/bin/cli";
import { failure } from "@/bin/cli-support";

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

export async function paigowInProcess(args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const { stdout, stderr } = process;
  const outWrite = stdout.write;
  const errWrite = stderr.write;
  const exitCode = process.exitCode;
  const capture = (into: string[]) =>
    ((chunk: string | Uint8Array) => {
      into.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
      return true;
    }) as typeof stdout.write;
  stdout.write = capture(out);
  stderr.write = capture(err);
  process.exitCode = undefined;
  let code: number;
  try {
    await main(args);
    code = Number(process.exitCode ?? 0);
  } catch (error) {
    const ended = failure(error);
    err.push(ended.line);
    code = ended.code;
  } finally {
    stdout.write = outWrite;
    stderr.write = errWrite;
    process.exitCode = exitCode;
  }
  return { code, out: out.join(""), err: err.join("") };
}
