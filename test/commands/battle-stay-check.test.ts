/**
 * A typed /battle order for a moving option without `to:` asks privately "Stay in C1?" instead of
 * committing a move of no hexes; Confirm gives that order, Cancel gives none.
 */
import { describe, expect, it } from "vitest";
import { buttonIds, clickBattle, runBattle, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, GM } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function battle() {
  const summary = await t.battles.activeInChannel("guild-1", "channel-1");
  const { state, version } = await t.battles.load(summary?.id ?? "");
  return { version, flavius: state?.figures.find((f) => f.name === "Flavius") };
}

/** Flavius at E1, Rome to move; alice types a move for him without `to:`. */
async function moveWithoutTo() {
  await startFlaviusAgainstWulf(t, GM);
  await runBattle(t.services, ALICE, "initiative", { choice: "first" });
  const before = await battle();
  const ordered = await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "a" });
  return { before, ordered };
}

describe("/battle order without to:", () => {
  it("asks privately whether to stay, and changes nothing", async () => {
    const { before, ordered } = await moveWithoutTo();
    expect(ordered.replies).toHaveLength(1);
    const [asked] = ordered.replies;
    expect(asked?.ephemeral).toBe(true);
    expect(asked?.content).toBe("Stay in E1? Flavius: Move — stays in E1");
    const labels = (asked?.components ?? []).flatMap((r) =>
      r.kind === "buttons" ? r.buttons.map((b) => b.label) : [],
    );
    expect(labels).toEqual(["Confirm", "Cancel"]);
    expect((await battle()).version).toBe(before.version);
  });

  it("Confirm gives the order to stay; Cancel gives none", async () => {
    const { before, ordered } = await moveWithoutTo();
    const [confirm = "", cancel = ""] = buttonIds(ordered.replies);
    const cancelled = await clickBattle(t.services, ALICE, cancel);
    expect(cancelled.updates[0]?.content).toBe("Cancelled: no order was given.");
    expect((await battle()).version).toBe(before.version);
    const confirmed = await clickBattle(t.services, ALICE, confirm);
    expect(confirmed.updates[0]?.content).toBe("✔ Order given. Flavius: Move — stays in E1");
    const after = await battle();
    expect(after.version).toBe(before.version + 1);
    expect(after.flavius?.position).toEqual(before.flavius?.position);
  });

  it("does not ask when the order names where to go", async () => {
    const { before } = await moveWithoutTo();
    const moved = await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "a",
      to: "C3",
    });
    expect(moved.replies[0]?.ephemeral).toBeUndefined();
    expect((await battle()).version).toBe(before.version + 1);
  });
});
