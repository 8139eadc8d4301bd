/** The app's sections, in menu order. The header nav and the home page both list them. */
const navItems = [
  { href: "/practice", key: "practice" },
  { href: "/rules", key: "rules" },
  { href: "/strategy", key: "strategy" },
  { href: "/analyze", key: "analyze" },
  { href: "/table", key: "table" },
  { href: "/progress", key: "progress" },
] as const;

/** The header's menu: the sections, with the live tables' lobby after the table. */
export const headerItems = [
  ...navItems.slice(0, 5),
  { href: "/live", key: "live" },
  ...navItems.slice(5),
] as const;
