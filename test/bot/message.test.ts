import { ButtonStyle, ComponentType, MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import { newMessage, replacement } from "../../src/bot/message.ts";

const json = (items: readonly unknown[] | undefined) =>
  (items ?? []).map((item) => (item as { toJSON(): unknown }).toJSON());

describe("newMessage", () => {
  it("marks ephemeral replies and pings only the named users", () => {
    const message = newMessage({ content: "Your turn", ephemeral: true, mentionUserIds: ["42"] });
    expect(message.flags).toBe(MessageFlags.Ephemeral);
    expect(message.allowedMentions).toEqual({ users: ["42"], parse: [] });
    expect(newMessage({ content: "x" }).allowedMentions).toEqual({ users: [], parse: [] });
    expect(newMessage({ content: "x" }).flags).toBeUndefined();
  });

  it("builds embeds, buttons, select menus and files", () => {
    const message = newMessage({
      embeds: [
        {
          title: "Ragnar",
          description: "Human",
          fields: [{ name: "ST", value: "12", inline: true }],
          footer: "0 EP",
          color: 0x336699,
        },
      ],
      components: [
        {
          kind: "buttons",
          buttons: [{ customId: "figure-delete:confirm:1", label: "Confirm", style: "danger" }],
        },
        {
          kind: "select",
          menu: {
            customId: "pick",
            placeholder: "Choose",
            options: [
              { label: "A", value: "a" },
              { label: "B", value: "b", description: "bee", chosen: true },
            ],
            minValues: 0,
            maxValues: 2,
          },
        },
      ],
      files: [{ name: "arena.png", data: new Uint8Array([1, 2, 3]), description: "The arena" }],
    });
    expect(json(message.embeds)).toEqual([
      {
        title: "Ragnar",
        description: "Human",
        fields: [{ name: "ST", value: "12", inline: true }],
        footer: { text: "0 EP" },
        color: 0x336699,
      },
    ]);
    const [buttons, select] = json(message.components) as {
      components: Record<string, unknown>[];
    }[];
    expect(buttons?.components[0]).toMatchObject({
      type: ComponentType.Button,
      custom_id: "figure-delete:confirm:1",
      label: "Confirm",
      style: ButtonStyle.Danger,
      disabled: false,
    });
    expect(select?.components[0]).toMatchObject({
      type: ComponentType.StringSelect,
      custom_id: "pick",
      placeholder: "Choose",
      min_values: 0,
      max_values: 2,
      options: [
        { label: "A", value: "a" },
        { label: "B", value: "b", description: "bee", default: true },
      ],
    });
    const [unchosen] = (select?.components[0]?.options ?? []) as Record<string, unknown>[];
    expect(unchosen).not.toHaveProperty("default");
    const [file] = message.files as { name: string; description: string; attachment: Buffer }[];
    expect(file).toMatchObject({ name: "arena.png", description: "The arena" });
    expect([...(file?.attachment ?? [])]).toEqual([1, 2, 3]);
  });
});

describe("replacement", () => {
  it("clears what the new reply leaves out, old files included", () => {
    expect(replacement({ content: "Deleted." })).toMatchObject({
      content: "Deleted.",
      embeds: [],
      components: [],
      attachments: [],
      files: [],
    });
  });
});
