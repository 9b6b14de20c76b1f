/**
 * The one source of randomness for every game's rules. Every die a game rolls goes through a Dice,
 * so a battle replays exactly from a seed or from a recorded list of faces. MELEE rolls only d6;
 * other games roll dice of other sizes (a d4 to a d12) through `roll`.
 */
export interface Dice {
  /** One six-sided die: an integer from 1 to 6. */
  d6(): number;
  /** One die of `sides` faces: an integer from 1 to `sides`. */
  roll(sides: number): number;
}

/** Refuses a die that cannot exist, so a slip in a game's tables fails loudly. */
function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2) {
    throw new Error(`a die has a whole number of sides, at least 2; got ${sides}`);
  }
}

/**
 * A Dice for rules that roll only d6 (MELEE), built from a function giving d6 faces: tests and
 * wrappers write one function instead of a whole class. Any other die is refused.
 */
export function sixSidedDice(d6: () => number): Dice {
  return {
    d6,
    roll(sides) {
      if (sides !== 6) throw new Error(`these dice roll only d6; a d${sides} was asked for`);
      return d6();
    },
  };
}

/** Rolls `count` dice and returns each face, in the order rolled. */
export function rollFaces(dice: Dice, count: number): number[] {
  // Sized up front: a list grown by push from empty reserves room for 17.
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) faces[i] = dice.d6();
  return faces;
}

/**
 * A seeded generator (mulberry32): the same seed gives the same faces on every machine.
 * Its state is a single integer so a battle can store and resume it.
 */
export class SeededDice implements Dice {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  get seed(): number {
    return this.state;
  }

  d6(): number {
    return 1 + Math.floor(this.unit() * 6);
  }

  roll(sides: number): number {
    checkSides(sides);
    return 1 + Math.floor(this.unit() * sides);
  }

  /** The next number in [0, 1). */
  private unit(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** Thrown when forced dice run out: a scenario or test supplied fewer faces than the rules needed. */
export class DiceExhaustedError extends Error {
  constructor(used: number) {
    super(`the forced dice ran out after ${used} faces`);
    this.name = "DiceExhaustedError";
  }
}

/** Plays back a fixed list of faces: for tests, scenarios and replays of recorded rolls. */
export class ForcedDice implements Dice {
  private index = 0;

  constructor(private readonly faces: readonly number[]) {
    for (const face of faces) {
      if (!Number.isInteger(face) || face < 1) {
        throw new Error(`a forced die face must be a whole number from 1; got ${face}`);
      }
    }
  }

  d6(): number {
    return this.roll(6);
  }

  /** The next face, refused if a die of `sides` cannot show it. */
  roll(sides: number): number {
    checkSides(sides);
    const face = this.faces[this.index];
    if (face === undefined) throw new DiceExhaustedError(this.index);
    if (face > sides) {
      throw new Error(`forced face ${face} cannot come up on a d${sides} (from 1 to ${sides})`);
    }
    this.index++;
    return face;
  }

  /** How many faces are left unread. */
  get remaining(): number {
    return this.faces.length - this.index;
  }
}

/** Wraps a Dice and records every face it gives, so the faces can be stored with an event. */
export class RecordingDice implements Dice {
  readonly faces: number[] = [];

  constructor(private readonly inner: Dice) {}

  d6(): number {
    const face = this.inner.d6();
    this.faces.push(face);
    return face;
  }

  roll(sides: number): number {
    const face = this.inner.roll(sides);
    this.faces.push(face);
    return face;
  }
}
