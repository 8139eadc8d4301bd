import { expect, test } from "@playwright/test";

// Issue 32 item 10: table names from the config, in the reader's words and amounts.
test("the live lobby, the table lobby and a table's heading name tables in the reader's locale", async ({
  page,
}) => {
  await page.goto("/fr/live");
  await expect(
    page
      .getByTestId("live-lobby-table")
      .getByRole("heading", { name: /^En direct 5\s\$US–50\s\$US$/ }),
  ).toBeVisible();
  await page.goto("/de/table");
  await expect(
    page.getByTestId("lobby-table").getByRole("heading", { name: /^10\sSEK–1\.000\sSEK$/ }),
  ).toBeVisible();
  await page.goto("/sv/table/usd-2-300");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^2\sUS\$–300\sUS\$/);
});
