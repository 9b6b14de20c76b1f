/**
 * The computer player getting a better weapon out of its pack (AM §5 WEAPONS, "PACKED";
 * src/computer/unpacking-turn.ts): four turns of (e) while no foe could charge it, else it fights.
 */
import { describe, expect, it } from "vitest";
import { figureOrder } from "../../src/computer/policy.ts";
import type { MoveOrder } from "../../src/engine/battle/orders.ts";
import type { WeaponId } from "../../src/engine/figure/equipment.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

/** Dagger ready, a broadsword in the pack at E5; the foe waits at `foeAt`. */
function knightWithABroadswordPacked(foeAt: string, readyWeapon: WeaponId = "dagger") {
  const knight = human("Knight", {
    st: 12,
    dx: 12,
    weapons: [readyWeapon],
    readyWeapon,
    pack: "loaded",
    packed: ["broadsword"],
  });
  return new TestBattle(
    [fighter("k", knight, "E5", S), fighter("t", human("T"), foeAt, N, "red")],
    { ruleset: "advanced-melee" },
  );
}

/** The computer's order for the knight, moving first this turn. */
function computerOrder(b: TestBattle): MoveOrder {
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return figureOrder(b.state, "k");
}

/** Plays a turn in which the knight moves as the computer orders and the foe passes. */
function computerTurn(b: TestBattle): MoveOrder {
  const order = computerOrder(b);
  b.order(order);
  b.order({ type: "move", figure: "t", option: "pass" });
  return order;
}

describe("the computer player and its packed weapons", () => {
  it("takes the pack off, gets the broadsword out and readies it, with no foe in charging reach", () => {
    const b = knightWithABroadswordPacked("E14");
    const readied = [1, 2, 3, 4].map(() => ({ ...computerTurn(b) }).ready);
    expect(readied).toEqual([
      { packOff: true },
      { packOff: true },
      { unpack: "broadsword" },
      { unpack: "broadsword" },
    ]);
    expect(b.fig("k").readyWeapon).toBe("broadsword");
    expect(b.fig("k").carried).toEqual(["dagger"]);
  });

  it("fights with the dagger when a foe could charge it this turn", () => {
    const order = computerOrder(knightWithABroadswordPacked("E10"));
    expect(order).toMatchObject({ option: "b", target: "t" });
  });

  it("leaves the pack on when what it holds is no better than what is ready", () => {
    const order = computerOrder(knightWithABroadswordPacked("E14", "broadsword"));
    expect(order.option).toBe("a");
  });
});
