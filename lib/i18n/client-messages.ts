import paths from "./client-namespaces.json";

/**
 * The messages each part of the app sends to the browser: only what its client components can
 * read (lib/i18n/client-namespaces.json, written from the source by `npm run -s i18n:namespaces`
 * and checked current by scripts/i18n/client-namespaces.test.ts), not the whole catalogue.
 * A page used to carry all 120 KB of its locale's messages; the sign-in page now 5 KB.
 */
export type Segment = keyof typeof paths.segments;

/** What the locale layout's own client components read (the header, the footer, errors). */
export const ROOT_MESSAGE_PATHS: readonly string[] = paths.root;

/** What the client components of one top-level segment of app/[locale] read. */
export const segmentMessagePaths = (segment: Segment): readonly string[] => paths.segments[segment];

type Tree = { [key: string]: unknown };

/** The subtrees of `messages` at `keys` (dotted paths), in their places; a path not there is left out. */
export function pickMessages(messages: Tree, keys: readonly string[]): Tree {
  const out: Tree = {};
  // A path inside another one picked is in it already (and writing it would write into the catalogue).
  const outer = keys.filter((k) => !keys.some((q) => k.startsWith(`${q}.`)));
  for (const key of outer) {
    const parts = key.split(".");
    let from: unknown = messages;
    for (const part of parts)
      from = from && typeof from === "object" ? (from as Tree)[part] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const part of parts.slice(0, -1)) {
      into[part] ??= {};
      into = into[part] as Tree;
    }
    into[parts.at(-1) as string] = from;
  }
  return out;
}
