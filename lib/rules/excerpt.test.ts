import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("takes the first paragraph as plain text, skipping headings, directives and lists", () => {
    const markdown =
      "## Heading\n\n::cards[As Kd]\n\n- a list\n\nThe **joker** is [partly](/x) wild.\n\nMore.";
    expect(excerpt(markdown)).toBe("The joker is partly wild.");
  });

  it("cuts a long paragraph at a sentence, else at a word", () => {
    const sentences = `${"Short sentence here. ".repeat(4)}${"word ".repeat(60)}`;
    expect(excerpt(sentences, 100)).toBe("Short sentence here. ".repeat(4).trim());
    expect(excerpt("word ".repeat(60), 23)).toBe("word word word word…");
  });
});
