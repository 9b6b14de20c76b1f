/**
 * The checks the hostile properties rely on catch what they are meant to: a property that can
 * never fail would prove nothing.
 */
import { describe, expect, it } from "vitest";
import { safeText } from "../../commands/format/safe-text.ts";
import { choiceProblems, messageProblems } from "./reply-checks.ts";

describe("messageProblems", () => {
  it("passes a safe message that names its players", () => {
    expect(
      messageProblems({
        kind: "reply",
        reply: {
          content: `<@user:alice>, ${safeText("**Pwned** @everyone <@123456789012345678>")} attacks.`,
          mentionUserIds: ["user:alice"],
        },
      }),
    ).toEqual([]);
  });

  it("flags echoed markdown, mass mentions and mentions of strangers", () => {
    const problems = messageProblems({
      kind: "reply",
      reply: { content: "**Pwned** hits @everyone and <@123456789012345678> and <@&42>" },
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "reply echoes the mention <@123456789012345678>",
      "reply mentions role 42",
      "reply contains a raw @everyone or @here",
      "reply echoes **Pwned** unescaped",
    ]);
  });

  it("lets a forged id's stranger be mentioned when asked to", () => {
    const sent = {
      kind: "update" as const,
      reply: { content: "alice declines the duel with <@42>." },
    };
    expect(messageProblems(sent)).toHaveLength(1);
    expect(messageProblems(sent, { strangers: true })).toEqual([]);
  });

  it("flags markdown that starts a line", () => {
    const problems = messageProblems({ kind: "followUp", reply: { content: "Names:\n# Pwned" } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^followUp echoes line markdown unescaped/);
  });

  it("flags an empty private answer", () => {
    expect(messageProblems({ kind: "reply", reply: { content: " ", ephemeral: true } })).toEqual([
      'reply is a private answer with no text: " "',
      'reply is an empty message: " "',
    ]);
  });

  it("flags what Discord would reject, unless asked to skip the limits", () => {
    const reply = {
      content: "x".repeat(2001),
      components: [
        {
          kind: "buttons" as const,
          buttons: [{ customId: "c".repeat(101), label: "Go", style: "primary" as const }],
        },
      ],
    };
    expect(messageProblems({ kind: "reply", reply }).map((p) => p.split(":")[0])).toEqual([
      "content is 2001 long, over Discord's 2000",
      "button custom id is 101 long, over Discord's 100",
    ]);
    expect(messageProblems({ kind: "reply", reply }, { limits: true })).toEqual([]);
  });
});

describe("choiceProblems", () => {
  it("wants one answer of at most 25 choices that fit", () => {
    expect(choiceProblems([[{ name: "Ragnar", value: "Ragnar" }]])).toEqual([]);
    expect(choiceProblems([])).toEqual(["answered autocomplete 0 times"]);
    const many = Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    expect(choiceProblems([many])).toEqual(["26 choices, over Discord's 25"]);
    expect(choiceProblems([[{ name: "", value: "v".repeat(101) }]])).toEqual([
      'choice name "" is 0 long',
      `choice value "${"v".repeat(40)}"… is 101 long`,
    ]);
  });
});
