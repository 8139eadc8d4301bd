"use client";

/**
 * The four-colour deck preference (spades black, hearts red, diamonds blue, clubs green),
 * shared by every card on the page; off by default.
 */
import { useStoredFlag } from "./stored-flag";

export const useFourColourDeck = (): [boolean, (on: boolean) => void] =>
  useStoredFlag("pgt.fourColourDeck", false);

/**
 * Cards laid out by rank, highest first (on by default), or as dealt: the hand, and every
 * setting shown of it (yours, the best, the house way's), follow the same toggle.
 */
export const useSortByRank = (): [boolean, (on: boolean) => void] =>
  useStoredFlag("pgt.sortByRank", true);
