"use client";

import { queryOptions } from "@tanstack/react-query";
import type { ProgressView } from "@/lib/practice/views";

/**
 * The learner's progress, shared by the progress page and the drill's review counter: one
 * cache entry, refreshed after every graded hand (invalidate ["progress"]).
 */
export const progressQuery = (locale: string, casino: string | null = null) =>
  queryOptions({
    queryKey: ["progress", locale, casino],
    queryFn: async ({ signal }): Promise<ProgressView> => {
      const query = casino ? `?casino=${encodeURIComponent(casino)}` : "";
      const response = await fetch(`/${locale}/progress/data${query}`, {
        cache: "no-store",
        signal,
      });
      if (!response.ok) throw new Error(`progress: HTTP ${response.status}`);
      return (await response.json()) as ProgressView;
    },
    staleTime: 0,
  });
