/**
 * Which messages each part of the app's client code can read, found by reading the source: from
 * each entry file, every module it imports (type-only imports left out) is walked; below a "use
 * client" module everything is client code, and each string of a client module that starts with
 * a top-level namespace puts that path in the set: a namespace or subtree
 * (`useTranslations("Table.bank")`), a template's fixed head (`t(\`Game.ranks.${r}\`)`: Game.ranks),
 * a key in a JSON table it imports. A superset by design: whatever client code names is sent.
 * Regular-expression literals are read as code: a `//` inside one drops the rest of its line.
 *
 * `npm run -s i18n:namespaces` writes lib/i18n/client-namespaces.json from it; the test beside
 * this file checks the file is current and every segment's layout sends its set.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const LOCALE_DIR = path.join(ROOT, "app/[locale]");

/** The top-level namespaces of the English catalogue (every locale has the same, parity.test.ts). */
export function topNamespaces(): string[] {
  const dir = path.join(ROOT, "messages/en");
  return fs
    .readdirSync(dir)
    .flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"))))
    .sort();
}

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package: not the app's messages
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

const isClientModule = (source: string) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(source);

/**
 * `source` without its comments (a comment's words name no message), strings and templates
 * kept whole. JSX text is code here, which names no message either.
 */
export function withoutComments(source: string): string {
  let out = "";
  const stack: string[] = []; // "`" inside a template, "{" inside a template's ${ }
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    const inTemplate = stack.at(-1) === "`";
    if (inTemplate) {
      if (c === "\\") {
        out += c + (next ?? "");
        i += 2;
      } else if (c === "`") {
        stack.pop();
        out += c;
        i++;
      } else if (c === "$" && next === "{") {
        stack.push("{");
        out += "${";
        i += 2;
      } else {
        out += c;
        i++;
      }
      continue;
    }
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== "\n")
        j += source[j] === "\\" ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (c === "`") {
      stack.push("`");
      out += c;
      i++;
    } else {
      if (c === "{" && stack.length > 0) stack.push("{");
      if (c === "}" && stack.at(-1) === "{") stack.pop();
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * The message paths a source names: a string that starts with a top-level namespace, whole
 * (`"Table.bank"`: that subtree or key), or a template's head up to its last whole segment
 * (`\`Game.ranks.${r}\``: Game.ranks).
 */
export function keyPaths(source: string, names: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(["'`])([A-Za-z]+(?:\.[\w-]+)*)(\.?)(\$\{|\1)/g)) {
    const [, quote, path = "", dot, end] = m;
    if (!names.has(path.split(".")[0] as string)) continue;
    const partial = quote === "`" && end === "${" && dot === "" && path.includes(".");
    out.push(partial ? path.slice(0, path.lastIndexOf(".")) : path);
  }
  return out;
}

/** The message paths the client code reachable from `entries` names. */
function clientNamespacesOf(entries: string[], known: readonly string[]): string[] {
  const names = new Set(known);
  const found = new Set<string>();
  const seen = new Map<string, boolean>(); // file -> visited as client code
  const queue: [string, boolean][] = entries.map((e) => [e, false]);
  while (queue.length > 0) {
    const [file, parentClient] = queue.pop() as [string, boolean];
    const source = fs.readFileSync(file, "utf8");
    const client = parentClient || (!file.endsWith(".json") && isClientModule(source));
    const before = seen.get(file);
    if (before === true || (before === false && !client)) continue;
    seen.set(file, client);
    if (client)
      for (const key of keyPaths(file.endsWith(".json") ? source : withoutComments(source), names))
        found.add(key);
    if (file.endsWith(".json")) continue;
    for (const m of source.matchAll(IMPORT)) {
      if (m[1]) continue; // import type: nothing of it reaches the bundle
      const target = resolve(file, (m[2] ?? m[3]) as string);
      if (target && !/\.test\.tsx?$/.test(target)) queue.push([target, client]);
    }
  }
  return minimalPaths([...found]);
}

/** `paths` sorted, without any path another one already holds (`Table.bank` under `Table`). */
export function minimalPaths(paths: string[]): string[] {
  const sorted = [...new Set(paths)].sort();
  return sorted.filter((p) => !sorted.some((q) => q !== p && p.startsWith(`${q}.`)));
}

/** Every file below `dir` named page/layout/error/not-found/loading .tsx. */
function routeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routeFiles(full, out);
    else if (/^(page|layout|error|not-found|loading|template)\.tsx$/.test(entry.name))
      out.push(full);
  }
  return out;
}

/**
 * The root's set (app/[locale]'s layout, error and not-found files and the home page, whose
 * client code sits under the locale layout's provider) and each top-level segment's (every
 * route file below app/[locale]/<segment>, read by its layout's provider).
 */
export function clientNamespaceMap(): { root: string[]; segments: Record<string, string[]> } {
  const known = topNamespaces();
  const top = fs
    .readdirSync(LOCALE_DIR, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx"))
    .map((e) => path.join(LOCALE_DIR, e.name));
  const segments: Record<string, string[]> = {};
  for (const entry of fs
    .readdirSync(LOCALE_DIR, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue;
    const files = routeFiles(path.join(LOCALE_DIR, entry.name)).filter(
      (f) => !f.endsWith(`${entry.name}/layout.tsx`),
    );
    segments[entry.name] = clientNamespacesOf(files, known);
  }
  return { root: clientNamespacesOf(top, known), segments };
}

/** lib/i18n/client-namespaces.json's text for the map. */
const mapText = (map: ReturnType<typeof clientNamespaceMap>) => `${JSON.stringify(map, null, 2)}\n`;

export const MAP_FILE = path.join(ROOT, "lib/i18n/client-namespaces.json");

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const map = clientNamespaceMap();
  if (process.argv.includes("--print")) process.stdout.write(mapText(map));
  else {
    fs.writeFileSync(MAP_FILE, mapText(map));
    // In the repository's JSON style, which CI's lint checks.
    execFileSync("npx", ["biome", "format", "--write", MAP_FILE], { cwd: ROOT, stdio: "ignore" });
    console.log(`wrote ${path.relative(ROOT, MAP_FILE)}`);
  }
}
