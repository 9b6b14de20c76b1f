import { describe, expect, it } from "vitest";
import { type Arena, customArena, defaultArena, isInArena } from "../../../src/engine/hex/arena.ts";
import {
  fromOffset,
  type Hex,
  hexDistance,
  hexKey,
  neighbors,
  sameHex,
} from "../../../src/engine/hex/coordinates.ts";
import {
  findPath,
  type PathOptions,
  reachableHexes,
  reachablePathTo,
} from "../../../src/engine/hex/path.ts";
import { at, labels } from "./labels.ts";

/** One MA per hex, anywhere open in the arena. */
function walking(arena: Arena, maxCost = 100): PathOptions {
  return { stepCost: (_from, to) => (isInArena(arena, to) ? 1 : undefined), maxCost };
}

/** Breadth-first distances over open hexes: the reference for uniform step costs. */
function bfs(arena: Arena, start: Hex): Map<string, number> {
  const distance = new Map([[hexKey(start), 0]]);
  const frontier = [start];
  for (let h = frontier.shift(); h !== undefined; h = frontier.shift()) {
    const d = distance.get(hexKey(h)) ?? 0;
    for (const n of neighbors(h)) {
      if (!isInArena(arena, n) || distance.has(hexKey(n))) continue;
      distance.set(hexKey(n), d + 1);
      frontier.push(n);
    }
  }
  return distance;
}

function allHexes(arena: Arena): Hex[] {
  const all: Hex[] = [];
  for (let col = 0; col < arena.width; col++) {
    for (let row = 0; row < arena.height; row++) all.push(fromOffset(col, row));
  }
  return all;
}

describe("findPath", () => {
  const arena = defaultArena();

  it("walks straight down a column, excluding the start and including the goal", () => {
    expect(findPath(at("A1"), at("A5"), walking(arena))).toEqual({
      path: [at("A2"), at("A3"), at("A4"), at("A5")],
      cost: 4,
    });
  });

  it("stays put for a goal at the start, and fails for unreachable or too costly goals", () => {
    expect(findPath(at("F8"), at("F8"), walking(arena))).toEqual({ path: [], cost: 0 });
    expect(findPath(at("F8"), at("M8"), walking(arena))).toBeUndefined();
    expect(findPath(at("F8"), at("F12"), walking(arena, 3))).toBeUndefined();
    expect(findPath(at("F8"), at("F12"), walking(arena, 4))?.cost).toBe(4);
  });

  it("breaks ties between equal paths by direction order N…NW from the start", () => {
    // E9 → G12 is two steps SE and two S in any order: SE comes first.
    expect(labels(findPath(at("E9"), at("G12"), walking(arena))?.path ?? [])).toEqual([
      "F9",
      "G10",
      "G11",
      "G12",
    ]);
    // E9 → D7 is N and NW in either order: N comes first.
    expect(labels(findPath(at("E9"), at("D7"), walking(arena))?.path ?? [])).toEqual(["E8", "D7"]);
  });

  it("prefers fewer steps between equally cheap paths", () => {
    // E10 costs 2 to enter: E9 → E10 → E11 costs 3 in two steps; going round by F9 and F10 costs
    // 3 in three steps, and would win on direction order (SE before S) if steps did not count.
    const rough: PathOptions = {
      stepCost: (_from, to) => (sameHex(to, at("E10")) ? 2 : 1),
      maxCost: 10,
    };
    expect(findPath(at("E9"), at("E11"), rough)).toEqual({ path: [at("E10"), at("E11")], cost: 3 });
  });

  it("goes round walls", () => {
    // Walls A4…F4 leave only G4 and H4 open across the fourth row.
    const walls = [0, 1, 2, 3, 4, 5].map((col) => fromOffset(col, 3));
    const walled = customArena(8, 8, walls);
    const found = findPath(at("A1"), at("A8"), walking(walled));
    expect(found?.cost).toBe(13);
    expect(found?.path).toHaveLength(13);
    expect(found?.path.some((h) => sameHex(h, at("G4")))).toBe(true);
    expect(found?.path.every((h) => isInArena(walled, h))).toBe(true);
    const reference = bfs(walled, at("A1"));
    for (const goal of allHexes(walled)) {
      expect(findPath(at("A1"), goal, walking(walled))?.cost).toBe(reference.get(hexKey(goal)));
    }
  });

  it("may end in a hex it cannot pass through, but not go on from it", () => {
    // A corridor down column A; an enemy's front hex at A3 stops movement (MELEE: MOVEMENT).
    const corridor: PathOptions = {
      stepCost: (_from, to) => (to.q === 0 && isInArena(arena, to) ? 1 : undefined),
      maxCost: 10,
      mayPassThrough: (h) => !sameHex(h, at("A3")),
    };
    expect(findPath(at("A1"), at("A3"), corridor)).toEqual({ path: [at("A2"), at("A3")], cost: 2 });
    expect(findPath(at("A1"), at("A4"), corridor)).toBeUndefined();
    // In the open, the path to a hex beyond goes round the stopping hex.
    const open: PathOptions = { ...walking(arena), mayPassThrough: (h) => !sameHex(h, at("F8")) };
    const round = findPath(at("F6"), at("F10"), open);
    expect(round?.cost).toBe(5);
    expect(round?.path.some((h) => sameHex(h, at("F8")))).toBe(false);
  });

  it("never asks whether the start may be passed through", () => {
    const stuck: PathOptions = { ...walking(arena), mayPassThrough: (h) => !sameHex(h, at("F8")) };
    expect(findPath(at("F8"), at("F6"), stuck)?.cost).toBe(2);
  });

  it("charges a last step differently from passing over a hex", () => {
    // A fallen figure in A3: stopping there costs 1, jumping over it costs 3 (MELEE: MOVEMENT).
    const fallen: PathOptions = {
      stepCost: (_from, to, isLast) => {
        if (to.q !== 0 || !isInArena(arena, to)) return undefined;
        return sameHex(to, at("A3")) && !isLast ? 3 : 1;
      },
      maxCost: 10,
    };
    expect(findPath(at("A1"), at("A3"), fallen)?.cost).toBe(2);
    expect(findPath(at("A1"), at("A4"), fallen)).toEqual({
      path: [at("A2"), at("A3"), at("A4")],
      cost: 5,
    });
    expect(findPath(at("A1"), at("A4"), { ...fallen, maxCost: 4 })).toBeUndefined();
  });

  it("rejects step costs that are not positive", () => {
    for (const bad of [0, -1, Number.NaN]) {
      expect(() => findPath(at("A1"), at("A5"), { stepCost: () => bad, maxCost: 5 })).toThrow(
        RangeError,
      );
    }
  });
});

describe("reachableHexes", () => {
  const arena = defaultArena();

  it("lists every hex within the cost, the start included, with its cheapest path", () => {
    const reachable = reachableHexes(at("F8"), walking(arena, 2));
    expect(reachable.size).toBe(19);
    expect(reachable.get(hexKey(at("F8")))).toEqual({ path: [], cost: 0 });
    expect(reachable.get(hexKey(at("F6")))).toEqual({ path: [at("F7"), at("F6")], cost: 2 });
    for (const [key, { path, cost }] of reachable) {
      expect(path).toHaveLength(cost);
      expect(hexKey(path[path.length - 1] ?? at("F8"))).toBe(key);
      expect(hexDistance(at("F8"), path[0] ?? at("F7"))).toBe(1);
    }
    expect(reachableHexes(at("F8"), walking(arena, 0)).size).toBe(1);
  });

  it("lists hexes it cannot pass through as ends, but nothing only reachable past them", () => {
    const corridor: PathOptions = {
      stepCost: (_from, to) => (to.q === 0 && isInArena(arena, to) ? 1 : undefined),
      maxCost: 10,
      mayPassThrough: (h) => !sameHex(h, at("A3")),
    };
    expect([...reachableHexes(at("A1"), corridor).keys()]).toEqual(
      ["A1", "A2", "A3"].map((l) => hexKey(at(l))),
    );
  });

  it("agrees with findPath on every cost, in a cluttered arena with stops and jumps", () => {
    const walls = [at("D5"), at("D6"), at("E6"), at("G9"), at("H9"), at("I9"), at("C12")];
    const cluttered = customArena(12, 16, walls);
    const fallen = [at("F7"), at("E10")];
    const stops = [at("G8"), at("B10"), at("F12")];
    const options: PathOptions = {
      stepCost: (_from, to, isLast) => {
        if (!isInArena(cluttered, to)) return undefined;
        return fallen.some((f) => sameHex(f, to)) && !isLast ? 3 : 1;
      },
      maxCost: 12,
      mayPassThrough: (h) => !stops.some((s) => sameHex(s, h)),
    };
    const start = at("E3");
    const reachable = reachableHexes(start, options);
    for (const goal of allHexes(cluttered)) {
      const found = findPath(start, goal, options);
      const listed = reachable.get(hexKey(goal));
      expect(found?.cost).toBe(listed?.cost);
      if (!found || !listed) continue;
      for (const { path, cost } of [found, listed]) {
        // Each path is a chain of open neighbours, stops only at its end, and costs what it says.
        let total = 0;
        let from = start;
        path.forEach((h, i) => {
          const isLast = i === path.length - 1;
          expect(hexDistance(from, h)).toBe(1);
          if (!isLast) expect(stops.some((s) => sameHex(s, h))).toBe(false);
          total += options.stepCost(from, h, isLast) ?? Number.NaN;
          from = h;
        });
        expect(total).toBe(cost);
      }
    }
    expect(reachable.has(hexKey(at("G8")))).toBe(true);
    expect(reachable.has(hexKey(at("D5")))).toBe(false);
  });

  it("reachablePathTo gives the path listed for the hex, though it stops searching early", () => {
    const walls = [at("D5"), at("D6"), at("E6"), at("G9"), at("H9")];
    const cluttered = customArena(12, 16, walls);
    const options: PathOptions = {
      stepCost: (_from, to, isLast) => {
        if (!isInArena(cluttered, to)) return undefined;
        return sameHex(to, at("F7")) && !isLast ? 3 : 1;
      },
      maxCost: 8,
      mayPassThrough: (h) => !sameHex(h, at("G8")),
    };
    const reachable = reachableHexes(at("E3"), options);
    for (const goal of allHexes(cluttered)) {
      expect(reachablePathTo(at("E3"), goal, options)).toEqual(reachable.get(hexKey(goal)));
    }
    // For a hex next door it looks at the first ring or two, not at everything within 8.
    let asked = 0;
    const counted: PathOptions = {
      ...options,
      stepCost: (from, to, isLast) => {
        asked++;
        return options.stepCost(from, to, isLast);
      },
    };
    reachablePathTo(at("E3"), at("E4"), counted);
    const near = asked;
    asked = 0;
    reachableHexes(at("E3"), counted);
    expect(near * 10).toBeLessThan(asked);
  });

  it("reachablePathTo may pass through the end and come back, where findPath may not", () => {
    // Down column A; A3 may be entered to stop only going north (a giant's facing decides whether
    // it fits where it stops): the way is A2, A3, A4 and back.
    const corridor: PathOptions = {
      stepCost: (from, to, isLast) => {
        if (to.q !== 0 || !isInArena(arena, to)) return undefined;
        return isLast && sameHex(to, at("A3")) && from.r < to.r ? undefined : 1;
      },
      maxCost: 10,
    };
    expect(findPath(at("A1"), at("A3"), corridor)).toBeUndefined();
    expect(reachablePathTo(at("A1"), at("A3"), corridor)).toEqual({
      path: [at("A2"), at("A3"), at("A4"), at("A3")],
      cost: 4,
    });
    expect(reachablePathTo(at("A1"), at("A3"), { ...corridor, maxCost: 3 })).toBeUndefined();
  });

  it("finishes whole-arena searches on a 30 × 30 map", () => {
    const big = customArena(30, 30);
    const corner = findPath(at("A1"), at("AD30"), walking(big, 1000));
    expect(corner?.cost).toBe(hexDistance(at("A1"), at("AD30")));
    const everything = reachableHexes(at("O15"), walking(big, 1000));
    expect(everything.size).toBe(900);
    let listed = 0;
    for (const start of allHexes(big)) listed += reachableHexes(start, walking(big, 10)).size;
    expect(listed).toBeGreaterThan(900 * 100);
  });
});
