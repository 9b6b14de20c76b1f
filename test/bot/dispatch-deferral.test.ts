/**
 * Acknowledging at once: a subcommand (or a component) its command declares slow is deferred
 * before its handler runs, so Discord's 3 s never hangs on the adapter's timer; the rest are
 * answered directly. Each handler here notes what had been sent when it began.
 */
import { MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import { battleCommand } from "../../commands/battle.ts";
import type { Command, Deferral } from "../../commands/command.ts";
import { duelCommand } from "../../commands/duel.ts";
import { figureCommand } from "../../commands/figure.ts";
import { gmCommand } from "../../commands/gm.ts";
import type { Services } from "../../commands/services.ts";
import { dispatch } from "../../src/bot/dispatch.ts";
import { createLogger } from "../../src/log.ts";
import { fakeInteraction, type Sent } from "./fake-interactions.ts";

const services = {} as Services;
const log = createLogger({ level: "info", write: () => {} });

type Fake = ReturnType<typeof fakeInteraction>;

/** A /battle whose "order" is deferred as given and whose "status" is direct. */
function command(deferral: Deferral, answer: (fake: Fake) => Command["execute"]) {
  const seenAtStart: string[][] = [];
  const make = (fake: Fake): Command => ({
    definition: { name: "battle", description: "Battles" },
    deferralOf: ({ subcommand }) => (subcommand === "order" ? deferral : undefined),
    async execute(interaction, s) {
      seenAtStart.push(fake.sent.map((sent) => sent.method));
      await answer(fake)(interaction, s);
    },
  });
  return { make, seenAtStart };
}

async function run(deferral: Deferral, subcommand: string, execute: Command["execute"]) {
  const fake = fakeInteraction({ kind: "command", commandName: "battle", subcommand });
  const { make, seenAtStart } = command(deferral, () => execute);
  await dispatch(fake.asDiscord, { commands: [make(fake)], services, log });
  return { sent: fake.sent, seenAtStart: seenAtStart[0] };
}

const methods = (sent: readonly Sent[]) => sent.map((s) => s.method);

describe("acknowledging a slow interaction at once", () => {
  it("defers a declared subcommand publicly before its handler runs, then edits in the answer", async () => {
    const { sent, seenAtStart } = await run("public", "order", async (interaction) => {
      await interaction.reply({ content: "Turn 1" });
      await interaction.followUp({ content: "Turn 2: who won the initiative" });
    });
    expect(seenAtStart).toEqual(["deferReply"]);
    expect(methods(sent)).toEqual(["deferReply", "editReply", "followUp"]);
    expect(sent[0]?.payload).toEqual({});
  });

  it("delivers a private refusal after a public deferral privately", async () => {
    const { sent } = await run("public", "order", async (interaction) => {
      await interaction.reply({ content: "That is not your figure.", ephemeral: true });
    });
    expect(methods(sent)).toEqual(["deferReply", "deleteReply", "followUp"]);
    expect(sent[2]?.payload).toMatchObject({
      content: "That is not your figure.",
      flags: MessageFlags.Ephemeral,
    });
  });

  it("defers privately when the answer will be private", async () => {
    const { sent, seenAtStart } = await run("private", "order", async (interaction) => {
      await interaction.reply({ content: "Yours alone", ephemeral: true });
    });
    expect(seenAtStart).toEqual(["deferReply"]);
    expect(sent[0]?.payload).toEqual({ flags: MessageFlags.Ephemeral });
    expect(methods(sent)).toEqual(["deferReply", "editReply"]);
  });

  it("answers an undeclared subcommand directly, in one message", async () => {
    const { sent, seenAtStart } = await run("public", "status", async (interaction) => {
      await interaction.reply({ content: "Waiting for alice" });
    });
    expect(seenAtStart).toEqual([]);
    expect(methods(sent)).toEqual(["reply"]);
  });

  it("defers a click on a deferring command's component before the handler, invisibly", async () => {
    const seenAtStart: string[][] = [];
    const fake = fakeInteraction({ kind: "button", customId: "battle:1:3:init:first" });
    const buttons: Command = {
      definition: { name: "battle", description: "Battles" },
      execute: async () => {},
      componentPrefixes: ["battle"],
      defersComponents: true,
      async handleComponent(interaction) {
        seenAtStart.push(methods(fake.sent));
        await interaction.update({ content: "✔ alice: Rome moves first" });
        await interaction.reply({ content: "This turn has moved on.", ephemeral: true });
      },
    };
    await dispatch(fake.asDiscord, { commands: [buttons], services, log });
    expect(seenAtStart).toEqual([["deferUpdate"]]);
    expect(methods(fake.sent)).toEqual(["deferUpdate", "editReply", "followUp"]);
    expect(fake.sent[2]?.payload).toMatchObject({ flags: MessageFlags.Ephemeral });
  });
});

describe("what the commands declare", () => {
  const subcommandsOf = (c: Command) => (c.definition.options ?? []).map((o) => o.name);
  const deferralsOf = (c: Command) =>
    Object.fromEntries(
      subcommandsOf(c).map((name) => [
        name,
        c.deferralOf?.({ subcommandGroup: undefined, subcommand: name }),
      ]),
    );

  it("defers every /battle and /gm subcommand that writes a step or draws a map, publicly", () => {
    const battle = deferralsOf(battleCommand);
    const direct = Object.keys(battle).filter((name) => battle[name] === undefined);
    // Private reads, and concede's private question (its Confirm button writes, deferred).
    expect(direct.sort()).toEqual([
      "board",
      "concede",
      "history",
      "list",
      "log",
      "mine",
      "reminders",
      "status",
    ]);
    expect(new Set(Object.values(battle).filter((d) => d !== undefined))).toEqual(
      new Set(["public"]),
    );
    expect(new Set(Object.values(deferralsOf(gmCommand)))).toEqual(new Set(["public"]));
  });

  it("answers /figure and /duel challenge directly, and defers battle and duel buttons and menus", () => {
    expect(battleCommand.componentPrefixes).toEqual(["battle", "concede", "optional-rules"]);
    expect(new Set(Object.values(deferralsOf(figureCommand)))).toEqual(new Set([undefined]));
    expect(deferralsOf(duelCommand)).toEqual({ challenge: undefined });
    expect(battleCommand.defersComponents).toBe(true);
    expect(duelCommand.defersComponents).toBe(true);
    expect(figureCommand.defersComponents).toBeUndefined();
  });
});
