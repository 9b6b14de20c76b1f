/**
 * AM §9 and §10 through the fake Discord: the GM's griffin, mounted by clicks, takes off with its
 * rider by the flight menu, and its rider strikes Wulf on the ground from the air by clicks, the
 * menus of the horse and the gargoyle serving as they are.
 */
import { describe, expect, it } from "vitest";
import { createBookFighters, play, text } from "./support/battle.ts";
import { clickSession, dice, orderByClicks, s, startAdvancedDuel } from "./support/order-clicks.ts";

clickSession();

describe("ADVANCED MELEE's flying mount by clicks", () => {
  it("Flavius mounts the GM's griffin, flies it to 3 m, and strikes Wulf from the air", async () => {
    await createBookFighters(s);
    const { battleId, added } = await startAdvancedDuel(
      "Flavius",
      [
        ["Flavius", "C8", 0],
        ["Skyclaw", "C5", 0],
        ["Wulf", "H1", 3],
      ],
      [{ monster: "griffin", side: "a", name: "Skyclaw" }],
    );
    expect(text(added[0] ?? [])).toBe("Skyclaw (Griffin) joins Side A.");
    // Not a Horseman: 3 dice against adjDX, a 5 always gets him on.
    dice.force(1, 2, 2);
    await orderByClicks(battleId, { figure: "flavius", option: "mount.0", destination: "C7" });
    dice.force(6, 1); // the next turn's initiative
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });

    // Turn 2: up to 3 m and over C4 by the flight menu; Wulf walks up below, in front of him.
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await orderByClicks(battleId, { figure: "flavius", option: "a", fly: "t3", destination: "C4" });
    dice.force(6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "a", destination: "C3", facing: "S" });
    let { state } = await s.bot.services.battles.load(battleId);
    const flavius = () => state?.figures.find((f) => f.name === "Flavius");
    expect(flavius()).toMatchObject({ flying: true, height: 3, mount: { name: "Skyclaw" } });
    const told = text(s.discord.messages("general"));
    expect(told).toContain("Flavius takes to the air");
    expect(told).toContain("Flavius climbs to 3 m");
    expect(told).toContain("riding Skyclaw (griffin, ST 40/40)");

    // Turn 3: Flavius strikes Wulf where he hovers, at −4 from the air: a 3 does triple damage.
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await orderByClicks(battleId, { figure: "flavius", option: "b", target: "wulf" });
    dice.force(1, 1, 1, 3, 6);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(dice.left).toBe(0);
    expect(text(s.discord.messages("general"))).toContain(
      "Flavius, Shortsword → Wulf: 3d6 = 3 (1+1+1) ≤ adjDX 4 = DX 12 − 3 chainmail − 1 shield − 4 striking from the air, hit, triple damage",
    );
    ({ state } = await s.bot.services.battles.load(battleId));
    expect(flavius()).toMatchObject({ flying: true, height: 3 });
  });
});
