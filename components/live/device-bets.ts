/**
 * A player's last bets at a live table kept on their device (issue 55: the kept seat): a tab
 * opened after a dropped connection, or after the round dealt without them (their pressed bet
 * returned), offers Re-Bet with the same amounts. Only amounts the table's chips make are read
 * back; anything else in storage is ignored. Pure but for the storage handed in.
 */
import type { Bets } from "@/components/table/bet-and-set-state";
import { chipsFor } from "@/components/table/table-state";

const keyOf = (tableId: string) => `pgt.live.bets.${tableId}`;
const total = (chips: unknown): number | null =>
  Array.isArray(chips) && chips.every((c) => Number.isSafeInteger(c) && c > 0)
    ? (chips as number[]).reduce((a, b) => a + b, 0)
    : null;

export function saveDeviceBets(storage: Storage, tableId: string, bets: Bets): void {
  try {
    storage.setItem(keyOf(tableId), JSON.stringify(bets));
  } catch {
    // Storage full or refused (private mode): Re-Bet after a drop is lost, nothing else.
  }
}

/** The bets kept for this table, as the table's chips make them; null when none or unusable. */
export function readDeviceBets(
  storage: Storage,
  tableId: string,
  rack: readonly number[],
): Bets | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(keyOf(tableId)) ?? "null");
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const main = total((raw as Bets).chips);
  const bonus = total((raw as Bets).bonusChips ?? []);
  if (!main || bonus === null) return null;
  const chips = chipsFor(main, rack);
  const bonusChips = bonus === 0 ? [] : chipsFor(bonus, rack);
  if (chips.length === 0 || (bonus > 0 && bonusChips.length === 0)) return null;
  return { chips, bonusChips };
}
