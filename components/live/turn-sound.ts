"use client";

import { useEffect, useRef } from "react";
import type { LiveView } from "@/lib/live/api";
import { type Turn, yourTurnOf } from "./your-turn";

/**
 * A short tone when the betting or the setting begins for this viewer (issue 55), for a player
 * in another tab or looking away; off unless they turn it on. Pure decision, tested without a
 * browser: a turn that was already on when the page opened (`before` undefined) plays nothing.
 */
export function turnBegan(before: Turn | null | undefined, now: Turn | null): boolean {
  return before !== undefined && now !== before && (now === "bets" || now === "setting");
}

let audio: AudioContext | null = null;

/**
 * Readies the tone while the viewer turns it on: a browser lets a page sound only after the
 * viewer acted on it, and this click is that act.
 */
export function primeTurnSound(): void {
  if (audio || typeof window.AudioContext !== "function") return;
  try {
    audio = new window.AudioContext();
  } catch {
    audio = null;
  }
}

function tone(): void {
  const ctx = audio;
  if (!ctx) return;
  try {
    void ctx.resume();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.3);
  } catch {
    // No sound: the tab's title still says it.
  }
}

/** Plays the tone as this viewer's betting or setting begins, when `on`. */
export function useTurnSound(view: LiveView, on: boolean): void {
  const turn = yourTurnOf(view);
  const last = useRef<Turn | null | undefined>(undefined);
  useEffect(() => {
    const before = last.current;
    last.current = turn;
    if (on && turnBegan(before, turn)) tone();
  }, [turn, on]);
}
