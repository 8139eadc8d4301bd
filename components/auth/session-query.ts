"use client";

import { queryOptions } from "@tanstack/react-query";

export interface SessionInfo {
  user: { username: string; role: "student" | "teacher" | "admin" } | null;
}

/** Who is signed in (for the header); refetched after sign-in and sign-out. */
export const sessionQuery = (locale: string) =>
  queryOptions({
    queryKey: ["session", locale],
    queryFn: async ({ signal }): Promise<SessionInfo> => {
      const response = await fetch(`/${locale}/account/session`, { cache: "no-store", signal });
      if (!response.ok) return { user: null };
      return (await response.json()) as SessionInfo;
    },
    staleTime: 5 * 60_000,
  });
