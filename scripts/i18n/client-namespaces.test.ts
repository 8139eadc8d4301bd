import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import {
  clientNamespaceMap,
  keyPaths,
  MAP_FILE,
  minimalPaths,
  topNamespaces,
  withoutComments,
} from "./client-namespaces";

const NAMES = new Set(["Game", "Table", "offline"]);

describe("keyPaths: the message paths a source names", () => {
  it("reads whole strings, and a template's head up to its last whole segment", () => {
    const source = [
      'useTranslations("Table.bank")',
      `t(\`Game.ranks.\${rank}\`)`,
      `t(\`Game.hand\${kind}\`)`,
      "const key = 'offline'",
      '"Other.thing"',
      '"Tablet"',
      'className="Table"',
    ].join("\n");
    expect(keyPaths(source, NAMES)).toEqual([
      "Table.bank",
      "Game.ranks",
      "Game",
      "offline",
      "Table",
    ]);
  });

  it("finds nothing in comments, and keeps strings that hold a comment's marks", () => {
    const source = [
      '// useTranslations("Table") in a comment',
      '/* "Game.ranks" */',
      'const url = "http://example.com"; t("offline.update")',
      `const s = \`a \${\`Game.x\`} /* not a comment */\`; // "Table"`,
    ].join("\n");
    const code = withoutComments(source);
    expect(code).toContain('"http://example.com"');
    expect(code).toContain("/* not a comment */");
    expect(keyPaths(code, NAMES)).toEqual(["offline.update", "Game.x"]);
  });

  it("keeps a path only where no shorter one holds it", () => {
    expect(
      minimalPaths(["Table.bank", "Table", "Game.ranks", "Game.ranksX", "Game.ranks"]),
    ).toEqual(["Game.ranks", "Game.ranksX", "Table"]);
  });
});

describe("lib/i18n/client-namespaces.json", () => {
  const map = clientNamespaceMap();

  it("is what the source names today (npm run -s i18n:namespaces writes it)", () => {
    expect(JSON.parse(fs.readFileSync(MAP_FILE, "utf8"))).toEqual(map);
  });

  it("holds what the table's and the sign-in page's client components read", () => {
    // A guard on the walk itself: these are known readers (components/table, components/auth).
    expect(map.segments.table).toContain("Table");
    expect(map.segments["(account)"]).toContain("Account.signIn");
    expect(map.root).toContain("Nav");
    // The header's code names no page's messages.
    expect(map.root).not.toContain("Table");
  });

  it("names only paths every locale has", async () => {
    const all = [...map.root, ...Object.values(map.segments).flat()];
    for (const locale of locales) {
      const messages = (await loadMessages(locale)) as unknown as Record<string, unknown>;
      const missing = all.filter(
        (key) =>
          key
            .split(".")
            .reduce<unknown>(
              (node, part) =>
                node && typeof node === "object"
                  ? (node as Record<string, unknown>)[part]
                  : undefined,
              messages,
            ) === undefined,
      );
      expect(missing, locale).toEqual([]);
    }
    expect(topNamespaces()).toContain("Table");
  });

  it("is sent by a layout in each segment whose pages read messages in the browser", () => {
    for (const [segment, paths] of Object.entries(map.segments)) {
      if (paths.length === 0) continue;
      const file = path.join("app/[locale]", segment, "layout.tsx");
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, "utf8"), file).toContain(
        `<SegmentMessages segment="${segment}"`,
      );
    }
  });
});
