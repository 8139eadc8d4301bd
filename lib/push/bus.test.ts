import { describe, expect, it } from "vitest";
import { Bus } from "./bus";

describe("Bus", () => {
  it("wakes only the topic's listeners, with the sequence number, until they unsubscribe", async () => {
    const bus = new Bus();
    const heard: string[] = [];
    const off = bus.subscribe("a", (seq) => heard.push(`a${seq}`));
    bus.subscribe("b", (seq) => heard.push(`b${seq}`));
    await bus.publish("a", 3);
    off();
    await bus.publish("a", 4);
    await bus.publish("b", 1);
    expect(heard).toEqual(["a3", "b1"]);
    expect(bus.listenerCount("a")).toBe(0);
  });

  it("relays a publish to other instances after telling its own listeners, and survives a relay failure", async () => {
    const bus = new Bus();
    const order: string[] = [];
    bus.subscribe("t", () => order.push("local"));
    bus.relayThrough({
      send: async (topic, seq) => {
        order.push(`relay ${topic} ${seq}`);
        throw new Error("connection lost");
      },
    });
    await expect(bus.publish("t", 2)).resolves.toBeUndefined();
    expect(order).toEqual(["local", "relay t 2"]);
  });

  it("keeps waking the others when one listener throws; wakeAll reaches every topic", () => {
    const bus = new Bus();
    const heard: number[] = [];
    bus.subscribe("t", () => {
      throw new Error("boom");
    });
    bus.subscribe("t", (seq) => heard.push(seq));
    bus.subscribe("u", (seq) => heard.push(seq));
    bus.deliver("t", 5);
    bus.wakeAll();
    expect(heard).toEqual([5, -1, -1]);
  });
});
