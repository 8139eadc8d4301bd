"use client";

/**
 * The four-colour deck preference (spades black, hearts red, diamonds blue, clubs green),
 * shared by every card on the page; off by default.
 */
import { useStoredFlag } from "./stored-flag";

export const useFourColourDeck = (): [boolean, (on: boolean) => void] =>
  useStoredFlag("pgt.fourColourDeck", false);
