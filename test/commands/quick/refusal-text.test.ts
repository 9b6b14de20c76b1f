/** /quick's refusal wording: the server's battle limit is told as the limit, not as bad settings. */
import { expect, it } from "vitest";
import { battleLimitMessage } from "../../../commands/limits.ts";
import { quickRefusalText } from "../../../commands/quick/refusal-text.ts";

it("tells a refusal at the server's battle limit as the limit", () => {
  expect(quickRefusalText({ code: "battle-limit", limit: 3 })).toBe(battleLimitMessage(3));
  expect(quickRefusalText({ code: "bad-deadline" })).toBe(
    "That duel cannot be opened with these settings.",
  );
});
