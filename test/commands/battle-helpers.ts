/**
 * Runs /battle subcommands, buttons and autocomplete against test services, as a given user.
 */

import type { OrderDraft } from "../../commands/battle/order-draft.ts";
import { draftOrder } from "../../commands/battle/order-flow.ts";
import { battleCommand } from "../../commands/battle.ts";
import type { Actor, OptionValue, Reply } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { formatHex } from "../../src/engine/index.ts";
import {
  ALICE,
  BOB,
  type FakeAutocomplete,
  type FakeCommand,
  type FakeComponent,
  fakeAutocomplete,
  fakeCommand,
  fakeComponent,
  GUILD,
} from "./fake-interaction.ts";
import { FLAVIUS, runFigure, WULF } from "./figure-helpers.ts";
import type { TestServices } from "./test-services.ts";

export async function runBattle(
  services: Services,
  actor: Actor,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeCommand> {
  const interaction = { ...fakeCommand(subcommand, options, { actor }), commandName: "battle" };
  await battleCommand.execute(interaction, services);
  return interaction;
}

/** A /battle subcommand typed in the given channel of the test guild. */
export async function battleIn(
  services: Services,
  who: Actor,
  channelId: string,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeCommand> {
  const interaction = {
    ...fakeCommand(subcommand, options, { actor: who }),
    commandName: "battle",
    place: { guildId: GUILD, channelId },
  };
  await battleCommand.execute(interaction, services);
  return interaction;
}

/** Alice makes the book's Flavius and bob its Wulf. */
export async function createFlaviusAndWulf(services: Services): Promise<void> {
  await runFigure(services, "create", FLAVIUS, { actor: ALICE });
  await runFigure(services, "create", WULF, { actor: BOB });
}

/**
 * The battle most command tests play: `gm` opens a death battle, alice's Flavius joins Rome (the
 * top) and bob's Wulf Germania (the bottom), and it starts with Rome winning the first roll.
 * The figures must exist (createFlaviusAndWulf). Returns the start command.
 */
export async function startRomeAgainstGermania(
  t: Pick<TestServices, "services" | "force">,
  gm: Actor,
): Promise<FakeCommand> {
  const s = t.services;
  await runBattle(s, gm, "new", { type: "death", "side-a": "Rome", "side-b": "Germania" });
  await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
  await runBattle(s, BOB, "join", { figure: "Wulf", side: "germania" });
  t.force(5, 2); // Rome wins the first initiative
  return runBattle(s, gm, "start");
}

/** The started battle of startRomeAgainstGermania, its figures made first (createFlaviusAndWulf). */
export async function startFlaviusAgainstWulf(
  t: Pick<TestServices, "services" | "force">,
  gm: Actor,
): Promise<FakeCommand> {
  await createFlaviusAndWulf(t.services);
  return startRomeAgainstGermania(t, gm);
}

/**
 * An ADVANCED MELEE duel: alice makes `figure` (an AM figure, by `/figure create` options) and bob
 * Wulf; `gm` opens a death battle, alice's figure joins side A (the top) and Wulf side B (15 hexes
 * below), and alice wins the first roll and moves first.
 */
export async function startAmDuelAgainstWulf(
  t: Pick<TestServices, "services" | "force">,
  gm: Actor,
  figure: Readonly<Record<string, OptionValue>>,
): Promise<void> {
  const s = t.services;
  await runFigure(s, "create", figure, { actor: ALICE });
  await runFigure(s, "create", WULF, { actor: BOB });
  await runBattle(s, gm, "new", { type: "death", ruleset: "advanced-melee", thread: false });
  await runBattle(s, ALICE, "join", { figure: String(figure.name), side: "a" });
  await runBattle(s, BOB, "join", { figure: "Wulf", side: "b" });
  t.force(5, 2);
  await runBattle(s, gm, "start");
  await runBattle(s, ALICE, "initiative", { choice: "first" });
}

export async function clickBattle(
  services: Services,
  actor: Actor,
  customId: string,
): Promise<FakeComponent> {
  const interaction = fakeComponent(customId, { actor });
  await battleCommand.handleComponent?.(interaction, services);
  return interaction;
}

export async function completeBattle(
  services: Services,
  actor: Actor,
  subcommand: string,
  focused: { name: string; value: string },
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeAutocomplete> {
  const interaction = fakeAutocomplete(subcommand, focused, options, { actor });
  await battleCommand.autocomplete?.(interaction, services);
  return interaction;
}

/** All text a reply shows: content and embed titles and descriptions. */
export function replyText(reply: Reply): string {
  return [
    reply.content ?? "",
    ...(reply.embeds ?? []).flatMap((e) => [e.title ?? "", e.description ?? ""]),
  ].join("\n");
}

export function allText(replies: readonly Reply[]): string {
  return replies.map(replyText).join("\n");
}

/** The one ephemeral answer of a refused command. */
export function refusal(interaction: { readonly replies: readonly Reply[] }): string {
  const [reply, ...more] = interaction.replies;
  if (reply === undefined || more.length > 0) {
    throw new Error(`expected one reply, got ${interaction.replies.length}`);
  }
  if (reply.ephemeral !== true) throw new Error(`expected an ephemeral reply: ${replyText(reply)}`);
  return reply.content ?? "";
}

/** Button custom ids in a run of replies. */
export function buttonIds(replies: readonly Reply[]): string[] {
  return replies.flatMap((r) =>
    (r.components ?? []).flatMap((row) =>
      row.kind === "buttons" ? row.buttons.map((b) => b.customId) : [],
    ),
  );
}

/**
 * The order the clicks would give `figure` (by name) in the channel's battle: option `option` with
 * the menu's `extra`, staying in its hex; with that hex, for typing the same order.
 */
export async function clickedOrderInPlace(
  t: Pick<TestServices, "battles">,
  figure: string,
  option: string,
  extra: string,
) {
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  const { state } = await t.battles.load(summary?.id ?? "");
  const f = state?.figures.find((x) => x.name === figure);
  if (!state || !f) throw new Error(`no ${figure} in the channel's battle`);
  const here = formatHex(f.position);
  const draft = { figure: f.id, option, extra, to: here } as OrderDraft;
  return { battleId: summary?.id ?? "", here, clicked: draftOrder(state, draft) };
}
