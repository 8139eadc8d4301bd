import type { Messages } from "@/lib/i18n/messages";

/** A text of the header's menu (messages/<locale>/common.json `Nav`). */
type NavKey = Exclude<keyof Messages["Nav"], "label">;

/** The app's sections, in the home page's order: one card each there. */
export const homeSections = [
  { href: "/practice", key: "practice" },
  { href: "/rules", key: "rules" },
  { href: "/strategy", key: "strategy" },
  { href: "/analyze", key: "analyze" },
  { href: "/table", key: "table" },
  { href: "/live", key: "live" },
  { href: "/progress", key: "progress" },
] as const;

type Section = (typeof homeSections)[number];

/** A page the header links to; `key` names its text in `Nav`. */
interface NavLinkItem {
  href: string;
  key: NavKey;
}

/** A header menu: a button named `key` that opens its list of pages. */
export interface NavMenuItem {
  menu: NavKey;
  items: readonly NavLinkItem[];
}

const section = (key: Section["key"]): NavLinkItem =>
  homeSections.find((s) => s.key === key) as Section;

/**
 * The header's menu, in order. Pages of one kind share a menu, so the row stays whole at
 * 375 px as pages are added: the drills and the casino pages.
 */
export const headerItems: readonly (NavLinkItem | NavMenuItem)[] = [
  {
    menu: "drills",
    items: [
      section("practice"),
      { href: "/dealer", key: "dealer" },
      { href: "/faceup", key: "faceUp" },
      { href: "/famous", key: "famous" },
    ],
  },
  section("rules"),
  section("strategy"),
  section("analyze"),
  section("table"),
  section("live"),
  {
    menu: "casinos",
    items: [
      { href: "/casino", key: "yourCasino" },
      { href: "/casinos", key: "compareCasinos" },
      { href: "/casino/way", key: "wayEditor" },
    ],
  },
  section("progress"),
];

/**
 * The header's page for `pathname`: the longest href that is the path or a folder above it,
 * so /casino/way marks the way editor, not also "Your casino" (/casino).
 */
export function currentHref(pathname: string): string | undefined {
  let best: string | undefined;
  for (const entry of headerItems) {
    for (const { href } of "menu" in entry ? entry.items : [entry]) {
      const inside = pathname === href || pathname.startsWith(`${href}/`);
      if (inside && href.length > (best?.length ?? 0)) best = href;
    }
  }
  return best;
}
