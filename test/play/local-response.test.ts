/**
 * LocalResponse: local play delivers deferred answers as the Discord adapter does, and refuses
 * what Discord refuses (a second answer, a follow-up before any answer).
 */
import { describe, expect, it } from "vitest";
import type { Reply } from "../../commands/interaction.ts";
import { LocalResponse } from "../../src/play/local-response.ts";

function recording() {
  const posted: { reply: Reply; messageId?: number }[] = [];
  const response = new LocalResponse(async (reply, messageId) => {
    posted.push(messageId === undefined ? { reply } : { reply, messageId });
  });
  return { posted, response };
}

describe("LocalResponse", () => {
  it("after a defer, posts the reply as the answer, private when the defer was", async () => {
    const { posted, response } = recording();
    await response.defer(true);
    expect(response.answered).toBe(true);
    await response.reply({ content: "Your figures" });
    await response.followUp({ content: "More" });
    expect(posted).toEqual([
      { reply: { content: "Your figures", ephemeral: true } },
      { reply: { content: "More" } },
    ]);
    await expect(response.reply({ content: "again" })).rejects.toThrow("already answered");
  });

  it("after a defer, takes the first follow-up as the answer", async () => {
    const { posted, response } = recording();
    await response.defer(false);
    await response.followUp({ content: "Turn 1" });
    await response.followUp({ content: "Turn 2" });
    expect(posted).toEqual([{ reply: { content: "Turn 1" } }, { reply: { content: "Turn 2" } }]);
    await expect(response.reply({ content: "late" })).rejects.toThrow("already answered");
  });

  it("after deferUpdate, replaces the message with update and posts replies as new messages", async () => {
    const { posted, response } = recording();
    await response.deferUpdate();
    await response.update({ components: [] }, 7);
    await response.reply({ content: "That turn has moved on.", ephemeral: true });
    await response.followUp({ content: "Next prompt" });
    expect(posted).toEqual([
      { reply: { components: [] }, messageId: 7 },
      { reply: { content: "That turn has moved on.", ephemeral: true } },
      { reply: { content: "Next prompt" } },
    ]);
    await expect(response.defer(false)).rejects.toThrow("already answered");
  });

  it("refuses a second answer and a follow-up before the first", async () => {
    const { posted, response } = recording();
    await expect(response.followUp({ content: "early" })).rejects.toThrow(
      "followUp before the interaction was answered",
    );
    await response.update({ content: "updated" }, 3);
    await expect(response.update({ content: "twice" }, 3)).rejects.toThrow("already answered");
    await expect(response.deferUpdate()).rejects.toThrow("already answered");
    expect(posted).toEqual([{ reply: { content: "updated" }, messageId: 3 }]);
  });
});
