"use server";

import { validatedAction } from "@/lib/actions/validated-action";
import { isAdmin } from "@/lib/auth/admin";
import { ruleEditSchema } from "@/lib/rules/edit";
import { saveRulePageVersion } from "@/lib/rules/pages";

export interface SavedRulePage {
  version: number;
}

/** Saves the edited page as a new version; stale or forged versions change nothing. */
export const saveRulePageAction = validatedAction<
  typeof ruleEditSchema,
  SavedRulePage,
  "stale" | "not-found"
>(
  ruleEditSchema,
  async (input) => {
    const result = await saveRulePageVersion({ ...input, source: "admin" });
    switch (result.status) {
      case "saved":
        return { status: "success", data: { version: result.page.version } };
      case "stale":
        return { status: "error", code: "stale", params: { version: result.currentVersion } };
      case "not-found":
        return { status: "error", code: "not-found" };
    }
  },
  { authorize: isAdmin },
);
