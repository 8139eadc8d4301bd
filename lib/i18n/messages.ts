import type account from "@/messages/en/account.json";
import type analyze from "@/messages/en/analyze.json";
import type casinos from "@/messages/en/casinos.json";
import type common from "@/messages/en/common.json";
import type faceup from "@/messages/en/faceup.json";
import type famous from "@/messages/en/famous.json";
import type game from "@/messages/en/game.json";
import type live from "@/messages/en/live.json";
import type names from "@/messages/en/names.json";
import type offline from "@/messages/en/offline.json";
import type practice from "@/messages/en/practice.json";
import type rules from "@/messages/en/rules.json";
import type strategy from "@/messages/en/strategy.json";
import type table from "@/messages/en/table.json";
import type teach from "@/messages/en/teach.json";
import type { Locale } from "./locales";

/**
 * Messages are split by area (messages/<locale>/<area>.json), each area
 * holding its own top-level namespaces, so features can grow their texts
 * side by side. Add an area here and in the Messages type together.
 */
export const MESSAGE_AREAS = [
  "common",
  "game",
  "rules",
  "practice",
  "account",
  "teach",
  "table",
  "live",
  "strategy",
  "analyze",
  "casinos",
  "offline",
  "names",
  "faceup",
  "famous",
] as const;

export type Messages = typeof common &
  typeof game &
  typeof rules &
  typeof practice &
  typeof account &
  typeof teach &
  typeof table &
  typeof live &
  typeof strategy &
  typeof analyze &
  typeof casinos &
  typeof offline &
  typeof names &
  typeof faceup &
  typeof famous;

/** Loads one locale's messages, merging its areas. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    MESSAGE_AREAS.map(
      async (area) => (await import(`../../messages/${locale}/${area}.json`)).default as object,
    ),
  );
  return Object.assign({}, ...parts) as Messages;
}
