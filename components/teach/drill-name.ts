"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { DrillFilter } from "@/lib/engine";
import type { AssignmentDrill } from "@/lib/teach/drills";

/** "Any hand", "Two pair hands", "House-way traps" ... for an assignment's drill. */
export function useDrillName(): (drill: AssignmentDrill, filter: DrillFilter | null) => string {
  const t = useTranslations("Teach.drills");
  const tGame = useTranslations("Game");
  return useCallback(
    (drill, filter) =>
      drill === "category" && filter
        ? t("category", { category: tGame(`categories.${filter}`) })
        : drill === "category"
          ? t("category", { category: "" })
          : t(drill),
    [t, tGame],
  );
}
