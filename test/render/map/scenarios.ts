/**
 * Real battle states for the map's golden images, alt-text tests and benchmark, built through
 * createBattle + applyOrder like any battle:
 * - the rulebook's combat example (Flavius against Wulf, with the book's dice), after any turn;
 * - a 20-figure melee on the default arena: four sides played by a simple deterministic policy
 *   with seeded dice, until there are bodies, a hand-to-hand pile and weapons on the ground.
 */
import {
  applyOrder,
  type BattleEvent,
  type BattleFigure,
  type BattleState,
  chosenOption,
  createBattle,
  customArena,
  type Dice,
  type Direction,
  directionTo,
  engagingEnemies,
  type FigureSetup,
  type FigureSpec,
  ForcedDice,
  fromOffset,
  type Hex,
  hexDistance,
  IllegalOrderError,
  isInArena,
  isInHth,
  isOut,
  neighbors,
  type Order,
  SeededDice,
  sameHex,
  WEAPONS,
} from "../../../src/engine/index.ts";
import { at, COMBAT_EXAMPLE_SETUP } from "../../engine/battle/fixtures.ts";

export interface Scenario {
  /** The state to draw. */
  readonly state: BattleState;
  /** The last turn's events (from the last turn's first order to now). */
  readonly events: BattleEvent[];
  /** The state before those events. */
  readonly previous: BattleState;
}

export { at };

const N = 0;
const SE = 2;
const S = 3;
const SW = 4;
const NW = 5;

/** The book's rolls, as in test/engine/battle/combat-example.test.ts. */
const COMBAT_EXAMPLE_DICE = [
  5, 2, 3, 3, 3, 5, 1, 4, 4, 4, 4, 4, 2, 6, 2, 3, 3, 2, 3, 5, 6, 5, 5, 1, 6, 4, 4, 5, 2, 3, 3, 3, 4,
  6, 2, 2, 5, 1, 1, 2, 1, 2, 3, 6, 3, 3, 3, 1, 5, 5, 1, 3, 2, 3, 6, 4, 3, 1, 2, 3, 3, 4, 5, 4, 2, 2,
  3, 4, 3,
];

/** The combat example's orders, turn by turn. */
const COMBAT_EXAMPLE_TURNS: readonly (readonly Order[])[] = [
  [
    { type: "initiative", side: "rome", moveFirst: true },
    { type: "move", figure: "flavius", option: "a", destination: at("C8"), facing: N },
    { type: "move", figure: "wulf", option: "f", path: [at("E2")], facing: S, target: "flavius" },
  ],
  [
    { type: "initiative", side: "germania", moveFirst: false },
    { type: "move", figure: "flavius", option: "c", destination: at("F6") },
    { type: "move", figure: "wulf", option: "f", path: [at("E1")], facing: S, target: "flavius" },
  ],
  [
    { type: "initiative", side: "germania", moveFirst: false },
    { type: "move", figure: "flavius", option: "a", destination: at("E2"), facing: N },
    { type: "move", figure: "wulf", option: "j", path: [at("F1")], facing: SW, target: "flavius" },
  ],
  [
    { type: "initiative", side: "germania", moveFirst: false },
    { type: "move", figure: "flavius", option: "h", target: "wulf" },
    {
      type: "move",
      figure: "wulf",
      option: "k",
      path: [at("E1")],
      facing: S,
      ready: { weapon: "two-handed-sword" },
    },
  ],
  [
    { type: "initiative", side: "germania", moveFirst: false },
    { type: "move", figure: "flavius", option: "h", target: "wulf" },
    { type: "move", figure: "wulf", option: "h", target: "flavius" },
    { type: "retreat", victor: "flavius", enemy: "wulf", to: null, advance: false },
  ],
  [
    { type: "initiative", side: "rome", moveFirst: true },
    { type: "move", figure: "flavius", option: "h", target: "wulf" },
    { type: "move", figure: "wulf", option: "h", target: "flavius" },
    { type: "retreat", victor: "wulf", enemy: "flavius", to: null, advance: false },
  ],
  [
    { type: "initiative", side: "rome", moveFirst: true },
    { type: "move", figure: "flavius", option: "i" },
    { type: "move", figure: "wulf", option: "h", target: "flavius" },
  ],
  [
    { type: "initiative", side: "germania", moveFirst: false },
    { type: "move", figure: "flavius", option: "h", target: "wulf" },
    { type: "move", figure: "wulf", option: "h", target: "flavius" },
    { type: "retreat", victor: "flavius", enemy: "wulf", to: at("F1"), advance: true },
  ],
  [
    { type: "initiative", side: "rome", moveFirst: true },
    { type: "move", figure: "flavius", option: "b", facing: SE, target: "wulf" },
    { type: "move", figure: "wulf", option: "h", facing: NW, target: "flavius" },
  ],
];

/**
 * The combat example after `turns` of its nine turns; the events are the last of those turns'.
 * `withheld` orders at the end of the last turn are left unplayed (a state awaiting a decision).
 */
export function combatExample(turns: number, withheld = 0): Scenario {
  const dice = new ForcedDice(COMBAT_EXAMPLE_DICE);
  const created = createBattle(COMBAT_EXAMPLE_SETUP, dice);
  let state = created.state;
  let previous = state;
  let events: BattleEvent[] = created.events;
  COMBAT_EXAMPLE_TURNS.slice(0, turns).forEach((turn, i) => {
    previous = state;
    events = [];
    const played = i === turns - 1 ? turn.slice(0, turn.length - withheld) : turn;
    for (const order of played) {
      const result = applyOrder(state, order, dice);
      state = result.state;
      events.push(...result.events);
    }
  });
  return { state, events, previous };
}

// ---------------------------------------------------------------------------------------------
// A 20-figure melee.

export function human(
  name: string,
  st: number,
  gear: Omit<FigureSpec, "name" | "race" | "st" | "dx">,
): FigureSpec {
  return { name, race: "human", st, dx: 24 - st, ...gear };
}

const LEGION: FigureSpec[] = [
  human("Marcus", 12, {
    armor: "chainmail",
    shield: "large-shield",
    weapons: ["shortsword", "dagger"],
    readyWeapon: "shortsword",
    shieldReady: true,
  }),
  human("Lucius", 12, {
    armor: "chainmail",
    shield: "large-shield",
    weapons: ["shortsword", "dagger"],
    readyWeapon: "shortsword",
    shieldReady: true,
  }),
  human("Gaius", 13, {
    armor: "leather",
    shield: null,
    weapons: ["spear", "dagger"],
    readyWeapon: "spear",
    shieldReady: false,
  }),
  human("Titus", 12, {
    armor: "leather",
    shield: "small-shield",
    weapons: ["broadsword", "dagger"],
    readyWeapon: "broadsword",
    shieldReady: true,
  }),
  human("Quintus", 11, {
    armor: "leather",
    shield: null,
    weapons: ["small-bow", "shortsword", "dagger"],
    readyWeapon: "small-bow",
    shieldReady: false,
  }),
];

const RAIDERS: FigureSpec[] = [
  human("Sigurd", 15, {
    armor: "leather",
    shield: "small-shield",
    weapons: ["battleaxe", "dagger"],
    readyWeapon: "battleaxe",
    shieldReady: false,
  }),
  human("Bjorn", 13, {
    armor: "leather",
    shield: "small-shield",
    weapons: ["morningstar", "dagger"],
    readyWeapon: "morningstar",
    shieldReady: true,
  }),
  human("Astrid", 11, {
    armor: "leather",
    shield: null,
    weapons: ["javelin", "shortsword", "dagger"],
    readyWeapon: "javelin",
    shieldReady: false,
  }),
  human("Ivar", 12, {
    armor: "none",
    shield: null,
    weapons: ["longbow", "broadsword", "dagger"],
    readyWeapon: "longbow",
    shieldReady: false,
  }),
  human("Sigrid", 12, {
    armor: "leather",
    shield: "small-shield",
    weapons: ["mace", "dagger"],
    readyWeapon: "mace",
    shieldReady: true,
  }),
];

const ELVES: FigureSpec[] = [
  {
    name: "Aelindra",
    race: "elf",
    st: 10,
    dx: 14,
    armor: "leather",
    shield: null,
    weapons: ["rapier", "main-gauche"],
    readyWeapon: "rapier",
    shieldReady: false,
  },
  {
    name: "Thalion",
    race: "elf",
    st: 10,
    dx: 14,
    armor: "none",
    shield: null,
    weapons: ["horse-bow", "rapier", "dagger"],
    readyWeapon: "horse-bow",
    shieldReady: false,
  },
  {
    name: "Elrohir",
    race: "elf",
    st: 11,
    dx: 13,
    armor: "leather",
    shield: "small-shield",
    weapons: ["shortsword", "dagger"],
    readyWeapon: "shortsword",
    shieldReady: true,
  },
];

interface MeleeFigure {
  readonly setup: FigureSetup;
  /** Tries hand-to-hand when it can. */
  readonly grappler?: boolean;
}

function fighterAt(
  id: string,
  side: string,
  spec: FigureSpec,
  hex: string,
  facing: Direction,
): MeleeFigure {
  return { setup: { kind: "fighter", id, side, spec, position: at(hex), facing } };
}

function monsterAt(
  id: string,
  side: string,
  monster: "wolf" | "bear",
  name: string,
  hex: string,
  facing: Direction,
): MeleeFigure {
  return {
    setup: { kind: "monster", id, side, monster, name, position: at(hex), facing },
    grappler: true,
  };
}

const MELEE_FIGURES: MeleeFigure[] = [
  // The legion holds the south-west, the raiders the north-east.
  ...LEGION.map((spec, i) =>
    fighterAt(
      spec.name.toLowerCase(),
      "legion",
      spec,
      ["C11", "D12", "E11", "B12", "C13"][i] as string,
      N,
    ),
  ),
  ...RAIDERS.map((spec, i) =>
    fighterAt(
      spec.name.toLowerCase(),
      "raiders",
      spec,
      ["H6", "I5", "J6", "I4", "G5"][i] as string,
      SW,
    ),
  ),
  // Beasts come from the north-west, the elves from the south-east.
  monsterAt("grey", "beasts", "wolf", "Grey Wolf", "C4", SE),
  monsterAt("fang", "beasts", "wolf", "Fang", "B5", SE),
  monsterAt("ash", "beasts", "wolf", "Ash", "D3", S),
  monsterAt("ursa", "beasts", "bear", "Ursa", "B3", SE),
  monsterAt("howl", "beasts", "wolf", "Wolf", "A4", SE),
  monsterAt("wolf2", "beasts", "wolf", "Wolf", "E2", S),
  ...ELVES.map((spec, i) =>
    fighterAt(spec.name.toLowerCase(), "elves", spec, ["I12", "J13", "H13"][i] as string, NW),
  ),
  fighterAt(
    "orla",
    "elves",
    human("Orla", 12, {
      armor: "leather",
      shield: null,
      weapons: ["light-crossbow", "dagger"],
      readyWeapon: "light-crossbow",
      shieldReady: false,
    }),
    "K12",
    NW,
  ),
];

const GRAPPLERS = new Set(MELEE_FIGURES.filter((m) => m.grappler).map((m) => m.setup.id));

function tryOrder(state: BattleState, order: Order, dice: Dice) {
  try {
    return applyOrder(state, order, dice);
  } catch (error) {
    if (error instanceof IllegalOrderError) return null;
    throw error;
  }
}

function enemiesOf(state: BattleState, f: BattleFigure): BattleFigure[] {
  return state.figures.filter((o) => o.side !== f.side && !isOut(o) && !o.escaped);
}

function nearest(f: BattleFigure, others: readonly BattleFigure[]): BattleFigure | undefined {
  return [...others].sort(
    (a, b) =>
      hexDistance(f.position, a.position) - hexDistance(f.position, b.position) ||
      a.id.localeCompare(b.id),
  )[0];
}

/** Facing from `from` toward `to` (the neighbouring hex on the way, by pixel angle). */
function facingToward(from: Hex, to: Hex): Direction | undefined {
  if (sameHex(from, to)) return undefined;
  const step = [...neighbors(from)].sort((a, b) => hexDistance(a, to) - hexDistance(b, to))[0];
  return step ? directionTo(from, step) : undefined;
}

function arenaHexes(state: BattleState): Hex[] {
  const hexes: Hex[] = [];
  for (let col = 0; col < state.arena.width; col++) {
    for (let row = 0; row < state.arena.height; row++) {
      const h = fromOffset(col, row);
      if (isInArena(state.arena, h)) hexes.push(h);
    }
  }
  return hexes;
}

/** Candidate orders for a figure, best first; the first legal one is given. */
function candidates(state: BattleState, f: BattleFigure): Order[] {
  const move = (rest: Omit<Extract<Order, { type: "move" }>, "type" | "figure">): Order => ({
    type: "move",
    figure: f.id,
    ...rest,
  });
  if (isInHth(state, f)) {
    const foe = state.figures.find(
      (o) => o.side !== f.side && !isOut(o) && sameHex(o.position, f.position),
    );
    return [move({ option: "p", target: foe?.id }), move({ option: "pass" })];
  }
  if (f.posture !== "standing")
    return [move({ option: "g" }), move({ option: "n" }), move({ option: "pass" })];
  const engagers = engagingEnemies(state, f);
  const weapon = f.readyWeapon ? WEAPONS[f.readyWeapon] : null;
  if (engagers.length > 0) {
    const foe = engagers[0] as BattleFigure;
    const list: Order[] = [];
    if (GRAPPLERS.has(f.id) && f.id !== "ursa") list.push(move({ option: "m", target: foe.id }));
    if (weapon?.class === "missile") {
      const hand = f.carried.find((w) => WEAPONS[w].class !== "missile");
      list.push(move({ option: "j", target: foe.id }));
      if (hand) list.push(move({ option: "k", ready: { weapon: hand } }));
    }
    list.push(
      move({ option: "h", target: foe.id }),
      move({ option: "i" }),
      move({ option: "pass" }),
    );
    return list;
  }
  const enemies = enemiesOf(state, f);
  const target = nearest(f, enemies);
  if (!target) return [move({ option: "pass" })];
  const list: Order[] = [];
  if (weapon?.class === "missile" && f.reloadTurnsLeft === 0) {
    for (const e of [...enemies].sort(
      (a, b) => hexDistance(f.position, a.position) - hexDistance(f.position, b.position),
    )) {
      list.push(move({ option: "f", target: e.id, facing: facingToward(f.position, e.position) }));
    }
  }
  if (weapon?.throwable && hexDistance(f.position, target.position) <= 4) {
    list.push(
      move({
        option: "b",
        target: target.id,
        attack: "thrown",
        facing: facingToward(f.position, target.position),
      }),
    );
  }
  // Charge: end next to the target (or, for a beast, on it), facing it.
  const spots = neighbors(target.position)
    .filter((h) => isInArena(state.arena, h))
    .sort(
      (a, b) => hexDistance(f.position, a) - hexDistance(f.position, b) || a.q - b.q || a.r - b.r,
    );
  if (GRAPPLERS.has(f.id))
    list.push(move({ option: "b", destination: target.position, target: target.id }));
  for (const spot of spots) {
    list.push(
      move({
        option: "b",
        destination: spot,
        target: target.id,
        facing: facingToward(spot, target.position),
      }),
    );
  }
  const approach = arenaHexes(state)
    .filter((h) => hexDistance(h, f.position) <= f.ma)
    .sort(
      (a, b) =>
        hexDistance(a, target.position) - hexDistance(b, target.position) ||
        hexDistance(a, f.position) - hexDistance(b, f.position) ||
        a.q - b.q ||
        a.r - b.r,
    )
    .filter((h) => hexDistance(h, target.position) > 0)
    .slice(0, 12);
  for (const h of approach) {
    list.push(move({ option: "a", destination: h, facing: facingToward(h, target.position) }));
  }
  list.push(move({ option: "pass" }));
  return list;
}

/** The next order the policy gives in this state. */
function nextOrder(state: BattleState, dice: Dice): { state: BattleState; events: BattleEvent[] } {
  const phase = state.phase;
  switch (phase.kind) {
    case "initiative": {
      const result = tryOrder(
        state,
        { type: "initiative", side: phase.winner, moveFirst: state.turn % 2 === 1 },
        dice,
      );
      if (!result) throw new Error("initiative refused");
      return result;
    }
    case "movement": {
      const side = phase.order[phase.index];
      const f = state.figures.find(
        (x) => x.side === side && !isOut(x) && !chosenOption(state, x.id),
      );
      if (!f) throw new Error(`no figure of ${side} to move`);
      for (const order of candidates(state, f)) {
        const result = tryOrder(state, order, dice);
        if (result) return result;
      }
      throw new Error(`${f.name} has no legal order`);
    }
    case "action": {
      const id = phase.waitingFor as string;
      const f = state.figures.find((x) => x.id === id) as BattleFigure;
      const foe = engagingEnemies(state, f)[0] ?? nearest(f, enemiesOf(state, f));
      const result =
        (foe ? tryOrder(state, { type: "act", figure: id, target: foe.id }, dice) : null) ??
        tryOrder(state, { type: "act", figure: id, target: null }, dice);
      if (!result) throw new Error(`${f.name} cannot act`);
      return result;
    }
    case "retreat": {
      const right = phase.rights[0];
      if (!right) throw new Error("empty retreat phase");
      const victor = state.figures.find((x) => x.id === right.victor) as BattleFigure;
      const enemy = state.figures.find((x) => x.id === right.enemy) as BattleFigure;
      const away = neighbors(enemy.position)
        .filter((h) => hexDistance(h, victor.position) === 2)
        .sort((a, b) => a.q - b.q || a.r - b.r);
      for (const to of away) {
        const result = tryOrder(
          state,
          {
            type: "retreat",
            victor: victor.id,
            enemy: enemy.id,
            to,
            advance: state.turn % 2 === 0,
          },
          dice,
        );
        if (result) return result;
      }
      const declined = tryOrder(
        state,
        { type: "retreat", victor: victor.id, enemy: enemy.id, to: null, advance: false },
        dice,
      );
      if (!declined) throw new Error("retreat refused");
      return declined;
    }
    case "ended":
      throw new Error("the battle is over");
  }
}

export const MELEE_SEED = 41;
export const MELEE_TURNS = 2;

/** The 20-figure melee after `turns` full turns; the events are the last turn's. */
export function melee20(turns = MELEE_TURNS, seed = MELEE_SEED): Scenario {
  const dice = new SeededDice(seed);
  const created = createBattle(
    {
      combatType: "death",
      sides: [
        { id: "legion", name: "The Legion", entrance: 1 },
        { id: "raiders", name: "Raiders of the North", entrance: 0 },
        { id: "beasts", name: "The Pack", entrance: 0 },
        { id: "elves", name: "Elves of the Wood", entrance: 1 },
      ],
      figures: MELEE_FIGURES.map((m) => m.setup),
    },
    dice,
  );
  let state = created.state;
  let previous = state;
  let events: BattleEvent[] = created.events;
  let turnStarted = false;
  while (state.phase.kind !== "ended") {
    if (state.phase.kind === "initiative") {
      if (state.turn > turns) break;
      previous = state;
      events = [];
      turnStarted = true;
    }
    const result = nextOrder(state, dice);
    state = result.state;
    if (turnStarted) events.push(...result.events);
  }
  return { state, events, previous };
}

/** Twenty figures just set up on the default arena (no orders yet): four sides, some namesakes. */
export function crowdAtStart(): BattleState {
  const orc = human("Orc", 12, {
    armor: "leather",
    shield: null,
    weapons: ["mace", "dagger"],
    readyWeapon: "mace",
    shieldReady: false,
  });
  const figures: FigureSetup[] = [
    ...LEGION.map((spec, i) => ({
      kind: "fighter" as const,
      id: `l${i}`,
      side: "legion",
      spec,
      position: fromOffset(3 + i, 14),
      facing: N as Direction,
    })),
    ...RAIDERS.map((spec, i) => ({
      kind: "fighter" as const,
      id: `r${i}`,
      side: "raiders",
      spec,
      position: fromOffset(3 + i, 1),
      facing: S as Direction,
    })),
    ...[0, 1, 2, 3, 4].map((i) => ({
      kind: "fighter" as const,
      id: `o${i}`,
      side: "orcs",
      spec: orc,
      position: fromOffset(0, 5 + i),
      facing: SE as Direction,
    })),
    ...ELVES.map((spec, i) => ({
      kind: "fighter" as const,
      id: `e${i}`,
      side: "elves",
      spec,
      position: fromOffset(11, 5 + i),
      facing: SW as Direction,
    })),
    ...["Grey Wolf", "Wolf"].map((name, i) => ({
      kind: "monster" as const,
      id: `w${i}`,
      side: "elves",
      monster: "wolf" as const,
      name,
      position: fromOffset(10, 8 + i),
      facing: SW as Direction,
    })),
  ];
  return createBattle(
    {
      combatType: "death",
      sides: [
        { id: "legion", name: "The Legion", entrance: 1 },
        { id: "raiders", name: "Raiders of the North", entrance: 0 },
        { id: "orcs", name: "Orcs of the Black Hills", entrance: 0 },
        { id: "elves", name: "Elves of the Wood", entrance: 1 },
      ],
      figures,
    },
    new ForcedDice([2, 6, 3, 1]),
  ).state;
}

// ---------------------------------------------------------------------------------------------
// A giant and a gargoyle.

/**
 * One turn against a giant and a gargoyle on a small arena: Og the giant stands in D4 facing SE
 * (covering D4, D5 and C5); Bran jumps him from behind onto his rear hex C5 and they go down
 * grappling there; Cora comes round to his front; the gargoyle takes off and flies to F7.
 */
export function giantAndGargoyle(): Scenario {
  const dice = new SeededDice(1);
  const created = createBattle(
    {
      combatType: "death",
      arena: customArena(8, 10),
      sides: [
        { id: "men", name: "The Men", entrance: 1 },
        { id: "monsters", name: "The Monsters", entrance: 0 },
      ],
      figures: [
        {
          kind: "fighter",
          id: "bran",
          side: "men",
          spec: human("Bran", 12, {
            armor: "leather",
            shield: null,
            weapons: ["dagger"],
            readyWeapon: "dagger",
            shieldReady: false,
          }),
          position: at("B7"),
          facing: N,
        },
        {
          kind: "fighter",
          id: "cora",
          side: "men",
          spec: human("Cora", 11, {
            armor: "leather",
            shield: "small-shield",
            weapons: ["shortsword", "dagger"],
            readyWeapon: "shortsword",
            shieldReady: true,
          }),
          position: at("F8"),
          facing: NW,
        },
        {
          kind: "monster",
          id: "og",
          side: "monsters",
          monster: "giant",
          name: "Og",
          position: at("D4"),
          facing: SE,
        },
        {
          kind: "monster",
          id: "garg",
          side: "monsters",
          monster: "gargoyle",
          name: "Gargoyle",
          position: at("F2"),
          facing: S,
        },
      ],
    },
    dice,
  );
  const orders: Order[] = [
    {
      type: "move",
      figure: "bran",
      option: "b",
      path: [at("B6"), at("B5"), at("C5")],
      target: "og",
    },
    { type: "move", figure: "cora", option: "a", destination: at("E6"), facing: NW },
    { type: "move", figure: "og", option: "pass" },
    { type: "move", figure: "garg", option: "a", flight: "take-off", destination: at("F7") },
  ];
  return firstTurn(created.state, dice, orders, "men");
}

/** The first turn played from `start`: `first` moves first, each side's move orders in turn. */
export function firstTurn(
  start: BattleState,
  dice: Dice,
  orders: Order[],
  first: string,
): Scenario {
  let state = start;
  const previous = state;
  const events: BattleEvent[] = [];
  const apply = (order: Order) => {
    const result = applyOrder(state, order, dice);
    state = result.state;
    events.push(...result.events);
  };
  const phase = state.phase;
  if (phase.kind !== "initiative") throw new Error("expected the initiative");
  apply({ type: "initiative", side: phase.winner, moveFirst: phase.winner === first });
  // Each side's orders in its turn to move.
  while (orders.length > 0) {
    const now = state.phase;
    if (now.kind !== "movement") throw new Error(`expected movement, not ${now.kind}`);
    const side = now.order[now.index];
    const i = orders.findIndex(
      (o) => o.type === "move" && state.figures.find((f) => f.id === o.figure)?.side === side,
    );
    const [order] = orders.splice(i, 1);
    if (!order) throw new Error(`no order for ${side}`);
    apply(order);
  }
  return { state, events, previous };
}

/** ADVANCED MELEE: two gargoyles taken off, to 3 m and to 8 m, over a man with a spear. */
export function fliersAtTwoHeights(): Scenario {
  const dice = new SeededDice(1);
  const created = createBattle(
    {
      combatType: "death",
      ruleset: "advanced-melee",
      arena: customArena(8, 8),
      sides: [
        { id: "men", name: "The Men", entrance: 1 },
        { id: "monsters", name: "The Monsters", entrance: 0 },
      ],
      figures: [
        {
          kind: "fighter",
          id: "bran",
          side: "men",
          spec: human("Bran", 12, {
            armor: "leather",
            shield: null,
            weapons: ["spear"],
            readyWeapon: "spear",
            shieldReady: false,
          }),
          position: at("D7"),
          facing: N,
        },
        {
          kind: "monster",
          id: "low",
          side: "monsters",
          monster: "gargoyle",
          name: "Low",
          position: at("C2"),
          facing: S,
        },
        {
          kind: "monster",
          id: "high",
          side: "monsters",
          monster: "gargoyle",
          name: "High",
          position: at("F2"),
          facing: S,
        },
      ],
    },
    dice,
  );
  return firstTurn(
    created.state,
    dice,
    [
      { type: "move", figure: "bran", option: "pass" },
      { type: "move", figure: "low", option: "a", flight: "take-off", destination: at("C4") },
      {
        type: "move",
        figure: "high",
        option: "a",
        flight: "take-off",
        height: 8,
        destination: at("E5"),
      },
    ],
    "men",
  );
}
