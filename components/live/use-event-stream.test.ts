/**
 * Why a live page's stream was given up (issue 29, walk finding 9): a fifth tab's stream is
 * refused 429 `too-many-streams`, and the page must say so instead of "Reconnecting..." for
 * ever; any other failure is a reconnect.
 */
import { describe, expect, it } from "vitest";
import { whyClosed } from "./use-event-stream";

const answering = (status: number, body: unknown) =>
  (async () =>
    new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
    })) as typeof fetch;

describe("why a stream closed", () => {
  it("is too many tabs when the server refused the stream for that", async () => {
    expect(
      await whyClosed(
        "/api/live/t/events",
        answering(429, { status: "error", code: "too-many-streams" }),
      ),
    ).toBe("too-many");
  });

  it("is a reconnect for anything else", async () => {
    expect(await whyClosed("/x", answering(429, { status: "error", code: "rate-limited" }))).toBe(
      "down",
    );
    expect(await whyClosed("/x", answering(503, "Service Unavailable"))).toBe("down");
    expect(await whyClosed("/x", answering(200, "data: {}\n\n"))).toBe("down");
    const offline = (async () => {
      throw new TypeError("network");
    }) as typeof fetch;
    expect(await whyClosed("/x", offline)).toBe("down");
  });
});
