"use client";

import { useTranslations } from "next-intl";
import { type FocusEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import type { NavMenuItem } from "./nav-items";

/** A header link's look; `active` marks the current page (or the menu holding it). */
export const navLinkClass = (active: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    active ? "bg-felt-950/40 text-white" : "text-felt-100 hover:bg-felt-950/25 hover:text-white"
  }`;

/**
 * One menu of the header (the disclosure pattern: a button that shows or hides a list of
 * links). It closes on Escape, on a click or focus outside, when a page opens and when the
 * window's width changes; an open list that would pass the menu row's right edge (the page's
 * margin) moves left.
 */
export function NavMenu({ menu, current }: { menu: NavMenuItem; current: string | undefined }) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const [shownFor, setShownFor] = useState(pathname);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const holdsCurrent = menu.items.some((item) => item.href === current);

  // A page opened (from this menu or elsewhere) closes it.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useLayoutEffect(() => {
    if (!open) {
      setShift(0);
      return;
    }
    const box = panel.current?.getBoundingClientRect();
    const row = root.current?.parentElement?.getBoundingClientRect();
    if (!box || !row) return;
    const over = box.right - row.right;
    setShift(over > 0 ? Math.min(over, Math.max(0, box.left - row.left)) : 0);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const width = window.innerWidth;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (root.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    // Only the width: a phone's address bar hiding on scroll changes the height.
    const onResize = () => {
      if (window.innerWidth !== width) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
      setOpen(false);
    }
  };

  return (
    <li ref={root} className="relative" onBlur={onBlur} data-menu={menu.menu}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={`${navLinkClass(holdsCurrent)} flex items-center gap-1`}
      >
        {t(menu.menu)}
        <span aria-hidden="true" className={`text-xs ${open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      <ul
        ref={panel}
        id={panelId}
        hidden={!open}
        // Set only when needed: the server's HTML carries no style attribute.
        style={shift ? { left: -shift } : undefined}
        className="absolute top-full left-0 z-30 mt-1 flex min-w-full flex-col gap-0.5 rounded-lg bg-felt-800 p-1 shadow-lg ring-1 ring-felt-950/40"
      >
        {menu.items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={() => setOpen(false)}
              aria-current={item.href === current ? "page" : undefined}
              className={navLinkClass(item.href === current)}
            >
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
