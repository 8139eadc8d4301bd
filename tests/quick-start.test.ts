import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The README's Quick start serves the app with `npm start`. The offline bundle (public/sw.js,
// public/offline/engine-worker.js: issue 33) is not in git and not made by `next build`, so a
// start script that skipped it served every page with a service worker that answered 404.
const scripts: Record<string, string> = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts;

/** A script's commands in order, with `npm run X` (and `npm start`) replaced by X's commands. */
function commandsOf(name: string, seen: string[] = []): string[] {
  if (seen.includes(name)) throw new Error(`scripts loop: ${[...seen, name].join(" -> ")}`);
  const script = scripts[name];
  if (script === undefined) throw new Error(`no script ${name}`);
  return script
    .split("&&")
    .map((command) => command.trim())
    .flatMap((command) => {
      const named = /^npm (?:run(?:-script)? )?(\S+)$/.exec(command)?.[1];
      return named ? commandsOf(named, [...seen, name]) : [command];
    });
}

describe("the Quick start's scripts", () => {
  it.each(["start", "dev"])(
    "`npm %s` builds the offline bundle before Next builds or serves",
    (name) => {
      const commands = commandsOf(name);
      const offline = commands.findIndex((command) => command.includes("scripts/build-offline.ts"));
      const next = commands.findIndex((command) => /^next (build|dev)\b/.test(command));
      expect(offline, commands.join(" && ")).toBeGreaterThanOrEqual(0);
      expect(offline).toBeLessThan(next);
    },
  );

  it("`npm start` builds before it serves", () => {
    const commands = commandsOf("start");
    expect(commands.indexOf("next build")).toBeGreaterThanOrEqual(0);
    expect(commands.indexOf("next build")).toBeLessThan(commands.indexOf("next start"));
  });
});
