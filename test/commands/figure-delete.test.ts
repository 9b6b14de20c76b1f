import { beforeEach, describe, expect, it } from "vitest";
import { figureCommand } from "../../commands/figure.ts";
import { ALICE, BOB, fakeComponent, GUILD, onlyReply } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
let figureId: string;
beforeEach(async () => {
  await runFigure(t.services, "create", RAGNAR);
  figureId = (await t.services.figures.findByName(GUILD, ALICE.id, "Ragnar"))?.id ?? "";
});

async function click(customId: string, actor = ALICE) {
  const interaction = fakeComponent(customId, { actor });
  await figureCommand.handleComponent?.(interaction, t.services);
  return interaction;
}

describe("/figure delete", () => {
  it("asks for confirmation with Confirm and Cancel buttons, deleting nothing yet", async () => {
    const reply = onlyReply(await runFigure(t.services, "delete", { name: "Ragnar" }));
    expect(reply).toEqual({
      content: "Delete Ragnar for good? Its 0 EP and history go with it.",
      components: [
        {
          kind: "buttons",
          buttons: [
            { customId: `figure-delete:confirm:${figureId}`, label: "Confirm", style: "danger" },
            { customId: `figure-delete:cancel:${figureId}`, label: "Cancel", style: "secondary" },
          ],
        },
      ],
    });
    expect(figureCommand.componentPrefixes).toEqual(["figure-delete"]);
    expect(await t.services.figures.getById(figureId)).not.toBeNull();
  });

  it("deletes on the owner's Confirm", async () => {
    const clicked = await click(`figure-delete:confirm:${figureId}`);
    expect(clicked.updates).toEqual([{ content: "Ragnar is deleted.", components: [] }]);
    expect(await t.services.figures.getById(figureId)).toBeNull();
  });

  it("keeps the figure on Cancel", async () => {
    const clicked = await click(`figure-delete:cancel:${figureId}`);
    expect(clicked.updates).toEqual([{ content: "Ragnar stays on the roster.", components: [] }]);
    expect(await t.services.figures.getById(figureId)).not.toBeNull();
  });

  it("tells anyone else it is not their figure and deletes nothing", async () => {
    for (const action of ["confirm", "cancel"]) {
      const clicked = await click(`figure-delete:${action}:${figureId}`, BOB);
      expect(clicked.replies).toEqual([{ content: "That is not your figure.", ephemeral: true }]);
      expect(clicked.updates).toEqual([]);
    }
    expect(await t.services.figures.getById(figureId)).not.toBeNull();
  });

  it("says when the figure is already gone", async () => {
    await click(`figure-delete:confirm:${figureId}`);
    const again = await click(`figure-delete:confirm:${figureId}`);
    expect(again.updates).toEqual([{ content: "That figure no longer exists.", components: [] }]);
  });
});
