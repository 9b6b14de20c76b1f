/**
 * The odds' numbers against an exact calculation: two wolves that start face to face and bite
 * each other every turn until one falls. The test works the chance out from the rules alone
 * (MELEE: ATTACKING, REACTIONS TO INJURY, NONHUMAN FIGURES) by a dynamic program over both
 * wolves' ST, and the Monte Carlo's 95 % interval must hold it.
 */
import { expect, it } from "vitest";
import { type BattleSetup, hex } from "../../src/engine/index.ts";
import { runOdds } from "../../src/odds/run-odds.ts";
import { summarise } from "../../src/odds/summary.ts";

interface Wolf {
  readonly st: number;
  readonly dx: number;
}

/** Wolf A is quick and frail, wolf B slow and tough: no symmetry hides a mistake. */
const A: Wolf = { st: 9, dx: 14 };
const B: Wolf = { st: 13, dx: 11 };

/** Chances of each sum of three dice. */
const THREE_DICE: number[] = (() => {
  const p = new Array<number>(19).fill(0);
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++)
      for (let z = 1; z <= 6; z++) p[x + y + z] = (p[x + y + z] ?? 0) + 1 / 216;
  return p;
})();

/**
 * Hits one bite does, with their chances: 3 triples, 4 doubles, 5 always hits, otherwise the
 * sum must not pass adjDX (16 to 18 never hit; a beast has no weapon to drop or break). The bite
 * is 1 die + 1, multiplied, less the 1 hit the wolf's fur stops.
 */
function bite(adjDx: number): Map<number, number> {
  const hits = new Map<number, number>();
  const add = (taken: number, p: number) => hits.set(taken, (hits.get(taken) ?? 0) + p);
  for (let sum = 3; sum <= 18; sum++) {
    const p = THREE_DICE[sum] as number;
    const multiplier =
      sum === 3 ? 3 : sum === 4 ? 2 : sum === 5 || (sum <= adjDx && sum < 16) ? 1 : 0;
    if (multiplier === 0) {
      add(0, p);
      continue;
    }
    for (let die = 1; die <= 6; die++) add(Math.max(0, (die + 1) * multiplier - 1), p / 6);
  }
  return hits;
}

/** adjDX: −2 after 5 or more hits last turn, −3 at ST 3 or less. */
function adjDx(wolf: Wolf, st: number, hurtLastTurn: boolean): number {
  return wolf.dx - (hurtLastTurn ? 2 : 0) - (st <= 3 ? 3 : 0);
}

/** The chance that A wins from every state (A's ST, B's ST, who took 5+ hits last turn). */
function exactChanceAWins(): number {
  const memo = new Map<string, number>();
  const chance = (sa: number, sb: number, la: boolean, lb: boolean): number => {
    const key = `${sa},${sb},${la},${lb}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // One turn: who acts first by adjDX (a tie is a coin flip), the first bite, then the reply.
    const dxA = adjDx(A, sa, la);
    const dxB = adjDx(B, sb, lb);
    const firsts: [boolean, number][] =
      dxA === dxB
        ? [
            [true, 0.5],
            [false, 0.5],
          ]
        : [[dxA > dxB, 1]];
    let win = 0;
    let stay = 0;
    for (const [aFirst, pOrder] of firsts) {
      const [first, second] = aFirst ? [A, B] : [B, A];
      const [s1, s2] = aFirst ? [sa, sb] : [sb, sa];
      const [l1, l2] = aFirst ? [la, lb] : [lb, la];
      for (const [t1, p1] of bite(adjDx(first, s1, l1))) {
        const hit2 = s2 - t1;
        if (hit2 <= 1) {
          win += aFirst ? pOrder * p1 : 0;
          continue;
        }
        // The reply is made at the adjDX the bitten wolf has now: its ST may be 3 or less.
        for (const [t2, p2] of bite(adjDx(second, hit2, l2))) {
          const p = pOrder * p1 * p2;
          const hit1 = s1 - t2;
          if (hit1 <= 1) {
            win += aFirst ? 0 : p;
            continue;
          }
          const [na, nb, ta, tb] = aFirst ? [hit1, hit2, t2, t1] : [hit2, hit1, t1, t2];
          if (t1 === 0 && t2 === 0 && !la && !lb) stay += p;
          else win += p * chance(na, nb, ta >= 5, tb >= 5);
        }
      }
    }
    // A turn without a hit from a state without penalties comes back to it.
    const result = win / (1 - stay);
    memo.set(key, result);
    return result;
  };
  return chance(A.st, B.st, false, false);
}

/** The wolves side by side in the middle of the arena, facing each other: engaged at once. */
const SETUP: BattleSetup = {
  combatType: "death",
  sides: [
    { id: "a", name: "Grey", entrance: 0 },
    { id: "b", name: "Black", entrance: 1 },
  ],
  figures: [
    {
      kind: "monster",
      monster: "wolf",
      name: "Grey",
      ...A,
      id: "a",
      side: "a",
      position: hex(5, 5),
      facing: 3,
    },
    {
      kind: "monster",
      monster: "wolf",
      name: "Black",
      ...B,
      id: "b",
      side: "b",
      position: hex(5, 6),
      facing: 0,
    },
  ],
};

it("gives a stand-and-fight duel the chance an exact calculation of the rules gives, within its 95 % interval", async () => {
  const exact = exactChanceAWins();
  const tally = await runOdds({ kind: "matchup", setups: [SETUP, SETUP] }, 10_000, 1);
  const odds = summarise(tally, ["a", "b"], ["a", "b"]);
  expect(tally.duels).toBe(10_000);
  expect(odds.draws.rate).toBe(0);
  const aWins = odds.wins.a;
  expect(aWins?.low).toBeLessThanOrEqual(exact);
  expect(aWins?.high).toBeGreaterThanOrEqual(exact);
});
