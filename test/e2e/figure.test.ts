/**
 * /figure through the real discord.js client and a fake Discord: what players see.
 */
import { InteractionResponseType, MessageFlags } from "discord-api-types/v10";
import { describe, expect, it } from "vitest";
import { BRUNO, RAGNAR } from "../commands/figure-helpers.ts";
import type { RecordedMessage } from "../fake-discord/index.ts";
import { sessionPerTest } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";
import { PEOPLE } from "./support/session.ts";

const RAGNAR_CARD = {
  title: "Ragnar",
  description: "Human\nST 11\nDX 13 (11)(10)\nMA 8",
  fields: [
    { name: "Weapons", value: "Spear 1+1 (ready)\nDagger 1-1" },
    {
      name: "Armor",
      value: "Leather armor: stops 2; Large shield: 4 with shield\nShield slung on the back",
    },
    { name: "Experience", value: "0 EP (100 more for an advance)" },
  ],
  color: 0x8b5a2b,
};

const { s, take } = currentSession();
sessionPerTest(take, {}, PEOPLE);

const inGeneral = (user: string) => ({ guild: "Arena", channel: "general", user }) as const;

function figure(user: string, subcommand: string, options: Record<string, string | number> = {}) {
  return s.discord.command({ ...inGeneral(user), name: "figure", subcommand, options });
}

function buttons(message: RecordedMessage): { customId: string; label: string }[] {
  return message.components.flatMap((row) =>
    "components" in row
      ? row.components.flatMap((c) =>
          "custom_id" in c && "label" in c ? [{ customId: c.custom_id, label: c.label ?? "" }] : [],
        )
      : [],
  );
}

describe("/figure create and show", () => {
  it("creates Ragnar for everyone to see and shows the same card with its record", async () => {
    const create = await figure("alice", "create", RAGNAR);
    const created = await create.reply();
    expect(create.responseType).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(created.ephemeral).toBe(false);
    expect(created.content).toBe("Ragnar joins the roster.");
    expect(created.embeds).toEqual([RAGNAR_CARD]);
    // Nobody is pinged by a figure card.
    expect(created.allowedMentions).toEqual({ users: [], parse: [] });

    const show = await figure("alice", "show", { name: "ragnar" });
    const shown = await show.reply();
    expect(shown.ephemeral).toBe(false);
    expect(shown.embeds).toEqual([
      {
        ...RAGNAR_CARD,
        fields: [...RAGNAR_CARD.fields, { name: "Record", value: "No battles fought yet." }],
      },
    ]);

    // Both are in the channel's timeline, in order, each answering its own interaction once.
    const timeline = s.discord.messages("general");
    expect(timeline.map((m) => m.interactionId)).toEqual([create.id, show.id]);
    expect([create.answers, show.answers]).toEqual([1, 1]);
  });

  it("answers an impossible figure privately, naming the rule, and stores nothing", async () => {
    const create = await figure("alice", "create", { ...RAGNAR, dx: 12 });
    const reply = await create.reply();
    expect(create.ephemeral).toBe(true);
    expect(reply.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(reply.content).toBe(
      "Ragnar can't be created: A human's ST and DX must add up to 24; Ragnar has 11 + 12 = 23.",
    );
    expect(reply.embeds).toEqual([]);

    const list = await (await figure("alice", "list")).reply();
    expect(list.content).toContain("no figures");
  });

  it("builds a figure in ADVANCED MELEE gear with ruleset:advanced-melee, refusing it without", async () => {
    const { ruleset: _, ...bruno } = BRUNO;
    const refused = await (await figure("alice", "create", bruno)).reply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(
      "Half-plate is ADVANCED MELEE gear; add ruleset: advanced-melee to carry it",
    );

    const created = await (
      await figure("alice", "create", { ...bruno, ruleset: "advanced-melee" })
    ).reply();
    expect(created.ephemeral).toBe(false);
    expect(created.content).toBe("Bruno joins the roster.");
    expect(created.embeds[0]?.fields?.[0]).toEqual({
      name: "Weapons",
      value: "Military pick 2 (ready)\nDagger 1-1",
    });
  });

  it("gives an ADVANCED MELEE figure the talent its nunchuks need, shown on its card", async () => {
    const kano = {
      name: "Kano",
      race: "human",
      st: 8,
      dx: 16,
      weapons: "nunchuks, dagger",
      ready: "nunchuks",
      ruleset: "advanced-melee",
    };
    const untrained = await (await figure("alice", "create", kano)).reply();
    expect(untrained.ephemeral).toBe(true);
    expect(untrained.content).toContain(
      "Nunchuks cannot be used without the Nunchuks talent; give Kano the talent or ready another weapon",
    );
    const meleeTalents = await (
      await figure("alice", "create", {
        ...kano,
        ruleset: "melee",
        ready: "dagger",
        talents: "nunchuks",
      })
    ).reply();
    expect(meleeTalents.content).toContain(
      "Talents are ADVANCED MELEE's; add ruleset: advanced-melee to give them",
    );

    const created = await (
      await figure("alice", "create", { ...kano, talents: "Nunchuks" })
    ).reply();
    expect(created.content).toBe("Kano joins the roster.");
    expect(created.embeds[0]?.fields).toContainEqual({ name: "Talents", value: "Nunchuks" });
    expect(created.embeds[0]?.fields?.[0]).toEqual({
      name: "Weapons",
      value: "Nunchuks 1+1 (ready)\nDagger 1-1",
    });

    const equipped = await (
      await figure("alice", "equip", { name: "Kano", talents: "none", ready: "dagger" })
    ).reply();
    expect(equipped.content).toContain("Talents: Nunchuks → none");
  });

  it("gives an ADVANCED MELEE figure IQ, shown on its card, exported and imported with it", async () => {
    // AM §7's Kov, "the only beginning character": 11 + 12 + 9 = 24 + 8.
    const kov = { name: "Kov", race: "human", st: 11, dx: 12, iq: 9, weapons: "quarterstaff" };
    const melee = await (await figure("alice", "create", kov)).reply();
    expect(melee.ephemeral).toBe(true);
    expect(melee.content).toContain(
      "IQ is ADVANCED MELEE's; add ruleset: advanced-melee to give it",
    );
    const short = await (
      await figure("alice", "create", { ...kov, iq: 8, ruleset: "advanced-melee" })
    ).reply();
    expect(short.content).toContain(
      "A human's ST, DX and IQ must add up to 32; Kov has 11 + 12 + 8 = 31.",
    );

    const created = await (
      await figure("alice", "create", { ...kov, ruleset: "advanced-melee" })
    ).reply();
    expect(created.content).toBe("Kov joins the roster.");
    expect(created.embeds[0]?.description).toBe("Human\nST 11\nDX 12\nIQ 9\nMA 10");

    const exported = await (await figure("alice", "export", { name: "Kov" })).reply();
    const content = new TextDecoder().decode(exported.attachments[0]?.data);
    expect(JSON.parse(content).figure).toMatchObject({ name: "Kov", iq: 9 });
    const imported = await s.discord.command({
      ...inGeneral("bob"),
      name: "figure",
      subcommand: "import",
      options: { file: { filename: "Kov.json", content } },
    });
    const reply = await imported.reply();
    expect(reply.content).toBe("Kov is imported with 0 EP.");
    expect(reply.embeds[0]?.description).toBe("Human\nST 11\nDX 12\nIQ 9\nMA 10");
  });

  it("lists every problem with a misspelt weapon at once", async () => {
    const reply = await (
      await figure("alice", "create", { ...RAGNAR, weapons: "broadswrd, dagger", ready: "dagger" })
    ).reply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      'Ragnar can\'t be created: "broadswrd" is not a weapon. Closest: Broadsword, Shortsword, 2-handed sword.',
    );
  });

  it("exports the figure as a JSON file, privately, through a multipart upload", async () => {
    await (await figure("alice", "create", RAGNAR)).reply();
    const reply = await (await figure("alice", "export", { name: "Ragnar" })).reply();
    expect(reply.ephemeral).toBe(true);
    const [file] = reply.attachments;
    expect(file?.filename).toBe("Ragnar.json");
    const document = JSON.parse(new TextDecoder().decode(file?.data));
    expect(document).toMatchObject({
      format: "melee-bot/figure",
      version: 1,
      figure: { name: "Ragnar", st: 11, dx: 13, weapons: ["spear", "dagger"], ep: 0 },
    });
    const upload = s.discord.requests.find(
      (r) => r.path.includes("/callback") && r.contentType?.startsWith("multipart/form-data"),
    );
    expect(upload).toBeDefined();
  });

  it("imports an attached export; an altered one only once the managers allow it, unverified", async () => {
    await (await figure("alice", "create", RAGNAR)).reply();
    const exported = await (await figure("alice", "export", { name: "Ragnar" })).reply();
    const content = new TextDecoder().decode(exported.attachments[0]?.data);
    const importFile = async (file: { filename: string; content: string }, rename?: string) => {
      const options = { file, ...(rename === undefined ? {} : { rename }) };
      const command = await s.discord.command({
        ...inGeneral("bob"),
        name: "figure",
        subcommand: "import",
        options,
      });
      return command.reply();
    };

    const signed = await importFile({ filename: "Ragnar.json", content });
    expect(signed.content).toBe("Ragnar is imported with 0 EP.");
    expect(signed.ephemeral).toBe(false);

    const altered = JSON.parse(content);
    altered.figure.ep = 99_999;
    const edited = { filename: "Ragnar.json", content: JSON.stringify(altered) };
    const refused = await importFile(edited, "Ragnar II");
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/^That document was not signed by this bot, or was changed/);

    const allow = await s.discord.command({
      ...inGeneral("alice"),
      name: "figure",
      subcommand: "unverified-imports",
      options: { allow: true },
    });
    expect((await allow.reply()).content).toMatch(/^Unverified imports are now allowed here/);
    const unverified = await importFile(edited, "Ragnar II");
    expect(unverified.content).toBe("Ragnar II is imported unverified, as a new figure with 0 EP.");
    expect(unverified.embeds[0]?.footer?.text).toBe(
      "Unverified: imported from a document this bot did not sign",
    );
  });

  it("sends interaction answers without an Authorization header, as Discord expects", async () => {
    await (await figure("alice", "create", RAGNAR)).reply();
    const callbacks = s.discord.requests.filter((r) => r.path.startsWith("/interactions/"));
    expect(callbacks.length).toBeGreaterThan(0);
    expect(callbacks.every((r) => !r.authorized)).toBe(true);
  });
});

describe("/figure delete", () => {
  async function askToDelete() {
    await (await figure("alice", "create", RAGNAR)).reply();
    const ask = await (await figure("alice", "delete", { name: "Ragnar" })).reply();
    expect(ask.ephemeral).toBe(false);
    expect(ask.content).toBe("Delete Ragnar for good? Its 0 EP and history go with it.");
    const [confirm, cancel] = buttons(ask);
    expect([confirm?.label, cancel?.label]).toEqual(["Confirm", "Cancel"]);
    return { ask, confirm: confirm?.customId ?? "", cancel: cancel?.customId ?? "" };
  }

  it("deletes on the owner's Confirm, replacing the question", async () => {
    const { ask, confirm } = await askToDelete();
    const click = await s.discord.click({ message: ask, customId: confirm, user: "alice" });
    const updated = await click.reply();
    expect(click.responseType).toBe(InteractionResponseType.UpdateMessage);
    expect(updated.id).toBe(ask.id);
    expect(updated.content).toBe("Ragnar is deleted.");
    expect(updated.components).toEqual([]);
    expect(updated.edits).toBe(1);

    const show = await (await figure("alice", "show", { name: "Ragnar" })).reply();
    expect(show.ephemeral).toBe(true);
    expect(show.content).toContain('You have no figure named "Ragnar"');
  });

  it("refuses another player's Confirm privately and keeps the figure", async () => {
    const { ask, confirm } = await askToDelete();
    const click = await s.discord.click({ message: ask, customId: confirm, user: "bob" });
    const refusal = await click.reply();
    expect(click.responseType).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toBe("That is not your figure.");
    // The question is untouched, so the owner can still answer it.
    expect(s.discord.message(ask.id)?.edits).toBe(0);

    const shown = await (await figure("alice", "show", { name: "Ragnar" })).reply();
    expect(shown.embeds[0]?.title).toBe("Ragnar");
  });

  it("keeps the figure on Cancel", async () => {
    const { ask, cancel } = await askToDelete();
    const updated = await (
      await s.discord.click({ message: ask, customId: cancel, user: "alice" })
    ).reply();
    expect(updated.content).toBe("Ragnar stays on the roster.");
    expect(updated.components).toEqual([]);
  });
});

describe("autocomplete", () => {
  it("offers only the user's own figures matching what is typed", async () => {
    await (await figure("alice", "create", RAGNAR)).reply();
    await (await figure("alice", "create", { ...RAGNAR, name: "Rolf" })).reply();
    await (await figure("alice", "create", { ...RAGNAR, name: "Wulf" })).reply();
    await (await figure("bob", "create", { ...RAGNAR, name: "Rurik" })).reply();

    const choices = await s.discord.autocomplete({
      ...inGeneral("alice"),
      name: "figure",
      subcommand: "show",
      options: { name: "r" },
      focused: "name",
    });
    expect(choices.map((c) => c.name).sort()).toEqual(["Ragnar", "Rolf"]);
    // Valued by id: what the bot finds the figure by, whatever its name looks like.
    expect(choices.every((c) => c.name !== c.value)).toBe(true);

    const bobs = await s.discord.autocomplete({
      ...inGeneral("bob"),
      name: "figure",
      subcommand: "delete",
      options: { name: "" },
      focused: "name",
    });
    expect(bobs.map((c) => c.name)).toEqual(["Rurik"]);
  });

  it("completes the last weapon of a list with those the typed ST allows", async () => {
    const choices = await s.discord.autocomplete({
      ...inGeneral("alice"),
      name: "figure",
      subcommand: "create",
      options: { name: "Gwen", race: "human", st: 9, weapons: "dagger, s" },
      focused: "weapons",
    });
    const names = choices.map((c) => c.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith("Dagger, "))).toBe(true);
    // Shortsword needs ST 11, so a figure of ST 9 is not offered it.
    expect(names).not.toContain("Dagger, Shortsword");
  });
});
