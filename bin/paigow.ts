#!/usr/bin/env -S npx tsx
/**
 * The `paigow` command line: thin adapters over lib/engine (the commands: bin/cli.ts).
 * Run as `npm run -s paigow -- COMMAND ...`.
 */
import { main } from "./cli";
import { fail } from "./cli-support";

main(process.argv.slice(2)).catch(fail);
