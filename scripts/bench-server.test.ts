/**
 * The bench's password guesser sends the sign-in form as the browser does today (issue 29:
 * `bench:load --guessers` never reached the password check): the form's parts, named
 * `_1_<field>`, before the root "0" that names them ("$K1"), as captured from Chromium.
 * With BENCH_SERVER_URL set (a running production server of this build), it also asks one:
 * the answer must be the refused password, not a form the server read as empty.
 */
import { describe, expect, it } from "vitest";
import { actionIds, guessPassword, signInFormBody } from "./bench-server";

describe("the bench's sign-in form", () => {
  it("has the browser's part names, the form's fields before the root", () => {
    const names = [...signInFormBody("nobody", "pw").keys()];
    expect(names).toEqual(["_1_locale", "_1_identifier", "_1_password", "0"]);
    expect(JSON.parse(signInFormBody("nobody", "pw").get("0") as string)).toEqual([
      { status: "idle" },
      "$K1",
    ]);
  });

  it.skipIf(!process.env.BENCH_SERVER_URL)(
    "reaches the password check of a running server",
    async () => {
      const answer = await guessPassword(
        process.env.BENCH_SERVER_URL as string,
        actionIds().signIn,
      );
      expect(answer).toBe('{"status":"error","code":"wrong-credentials"}');
    },
  );
});
