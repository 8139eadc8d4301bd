import { describe, expect, it } from "vitest";
import { isStrongPassword, strongPasswordSchema, strongSignUpSchema } from "./strength";

const codeOf = (fields: Record<string, string>) => {
  const result = strongSignUpSchema.safeParse(fields);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe("password strength (issue 10, item 4)", () => {
  it.each(["12345678", "password", "        ", "qwertyuiop", "iloveyou1", "Password1", "11111111"])(
    "refuses the common or pattern password %j at sign-up",
    (password) => {
      expect(codeOf({ username: "ada", password, role: "student" })).toContain("password-weak");
      expect(strongPasswordSchema.safeParse(password).success).toBe(false);
    },
  );

  it("refuses a password made of the user's own name", () => {
    expect(isStrongPassword("ada.lovelace.1815")).toBe(true);
    expect(
      codeOf({ username: "ada.lovelace", password: "ada.lovelace.1815", role: "student" }),
    ).toContain("password-weak");
  });

  it.each([
    "paigow-demo",
    "paigowpoker",
    "demo-teacher",
    "pai gow trainer",
    "pai_gow_poker!",
    "pai-gow-trainer",
  ])(
    "refuses the product word %j (issue 21, item 6), also where no username is given",
    (password) => {
      expect(codeOf({ username: "ada", password, role: "student" })).toContain("password-weak");
      expect(strongPasswordSchema.safeParse(password).success).toBe(false);
    },
  );

  it.each(["a long enough passphrase", "correct horse battery", "my paigow nights in reno 1998"])(
    "accepts the passphrase %j",
    (password) => {
      expect(codeOf({ username: "ada", password, role: "student" })).toBeNull();
    },
  );
});
