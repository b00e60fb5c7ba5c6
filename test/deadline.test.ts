import { describe, expect, it } from "vitest";
import { budget, DeadlineExceeded } from "../src/lib/deadline";

describe("a budget for one service's steps", () => {
  it("counts only the time spent waiting on its steps, not the time between them", async () => {
    let clock = 0;
    const d1 = budget(1_500, () => clock);
    await d1(Promise.resolve("ledger rows"), "first step");
    // Two seconds of photo uploads to another service, between the steps.
    clock += 2_000;
    await expect(d1(Promise.resolve("the request"), "second step")).resolves.toBe("the request");
  });

  it("gives a later step only what the earlier ones left", async () => {
    let clock = 0;
    const d1 = budget(50, () => clock);
    const slow = new Promise<string>((resolve) =>
      setTimeout(() => {
        clock += 60;
        resolve("late");
      }, 5),
    );
    await d1(slow, "a slow step");
    const never = new Promise<string>(() => undefined);
    await expect(d1(never, "the next step")).rejects.toBeInstanceOf(DeadlineExceeded);
  });
});
