import { describe, expect, it } from "vitest";
import { pickMessages, ROOT_MESSAGE_PATHS, segmentMessagePaths } from "./client-messages";
import { loadMessages } from "./messages";

describe("pickMessages", () => {
  const messages = {
    Table: { bank: { title: "Bank", help: "Take it" }, limits: "{min} to {max}" },
    Game: { ranks: { A: "ace" } },
    Nav: { label: "Sections" },
  };

  it("keeps the subtrees named, in their places, and nothing else", () => {
    expect(pickMessages(messages, ["Table.bank", "Nav"])).toEqual({
      Table: { bank: { title: "Bank", help: "Take it" } },
      Nav: { label: "Sections" },
    });
    expect(pickMessages(messages, ["Table.limits", "Table.bank.title"])).toEqual({
      Table: { limits: "{min} to {max}", bank: { title: "Bank" } },
    });
  });

  it("takes a path inside another once, and leaves the catalogue as it was", () => {
    const before = JSON.stringify(messages);
    expect(pickMessages(messages, ["Table", "Table.bank.title"])).toEqual({
      Table: messages.Table,
    });
    expect(JSON.stringify(messages)).toBe(before);
  });

  it("leaves out a path that is not there", () => {
    expect(pickMessages(messages, ["Live", "Game.suits", "Table.limits.x"])).toEqual({});
  });

  it("sends the sign-in page a small part of the catalogue", async () => {
    const all = (await loadMessages("en")) as unknown as Record<string, unknown>;
    const size = (paths: readonly string[]) => JSON.stringify(pickMessages(all, paths)).length;
    const whole = JSON.stringify(all).length;
    expect(size(ROOT_MESSAGE_PATHS) + size(segmentMessagePaths("(account)"))).toBeLessThan(
      whole / 10,
    );
    expect(pickMessages(all, segmentMessagePaths("(account)"))).toHaveProperty(
      "Account.signIn.submit",
    );
  });
});
