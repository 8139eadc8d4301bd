/**
 * The rule pages as written in content/rules/<locale>/<slug>.md: a front matter block with
 * `title` and `order`, then Markdown. These files seed the database (lib/db/rules.ts); once a
 * page is in the database, the database is what the app shows.
 */
import fs from "node:fs";
import path from "node:path";
import { type Locale, locales } from "@/lib/i18n/locales";
import { SLUG_PATTERN } from "./slug";

export interface SeedPage {
  locale: Locale;
  slug: string;
  title: string;
  body: string;
  sortOrder: number;
}

export const CONTENT_DIR = path.join(process.cwd(), "content", "rules");

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `---\nkey: value\n---\nbody` into its fields; throws on a missing title or order. */
export function parseRuleFile(text: string, where: string): Omit<SeedPage, "locale" | "slug"> {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${where}: no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    fields.set(line.slice(0, colon).trim(), value);
  }
  const title = fields.get("title");
  const order = Number(fields.get("order"));
  if (!title) throw new Error(`${where}: front matter has no title`);
  if (!Number.isInteger(order)) throw new Error(`${where}: front matter has no integer order`);
  return { title, sortOrder: order, body: text.slice(match[0].length).trim() };
}

/** Every locale's rule pages, sorted by locale, then order. */
export function readSeedPages(): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const locale of locales) {
    // Spelled out in full (not via CONTENT_DIR) so the bundler traces just content/rules.
    const localeDir = path.join(process.cwd(), "content", "rules", locale);
    if (!fs.existsSync(localeDir)) continue;
    for (const file of fs.readdirSync(localeDir).sort()) {
      if (!file.endsWith(".md")) continue;
      const slug = file.slice(0, -3);
      if (!SLUG_PATTERN.test(slug)) throw new Error(`${locale}/${file}: not a valid slug`);
      const text = fs.readFileSync(
        path.join(process.cwd(), "content", "rules", locale, file),
        "utf8",
      );
      pages.push({ locale, slug, ...parseRuleFile(text, `${locale}/${file}`) });
    }
  }
  return pages.sort((a, b) => a.locale.localeCompare(b.locale) || a.sortOrder - b.sortOrder);
}
