/**
 * Words shared by the legend and the alt text: names, the phase and whose move it is, a figure's
 * ready weapon and its state.
 */
import {
  type BattleFigure,
  type BattleState,
  breathLeft,
  chosenOption,
  engagingEnemies,
  flierLoadWords,
  footprint,
  formatDirection,
  formatHex,
  type Hex,
  hexKey,
  holderOf,
  type ItemId,
  isFleeing,
  isInHth,
  isOut,
  isShaKen,
  isShieldId,
  leaningSeat,
  mountOwnDx,
  mountStRemaining,
  pinnerOf,
  RIDING_BEASTS,
  readyAdjDx,
  SHIELDS,
  setDownPacks,
  stRemaining,
  toOffset,
  WEAPONS,
  type WeaponId,
  withFineWork,
} from "../../engine/index.ts";
import { MINUS, adjDxText as modifiedDxText } from "../log/words.ts";

export interface Names {
  /** Display names of sides, by side id (default: the side's own name). */
  readonly sideNames?: Readonly<Record<string, string>>;
  /** Owners (players) of figures, by figure id. */
  readonly ownerNames?: Readonly<Record<string, string>>;
}

export function sideName(state: BattleState, sideId: string, names: Names = {}): string {
  return names.sideNames?.[sideId] ?? state.sides.find((s) => s.id === sideId)?.name ?? sideId;
}

export function figureName(state: BattleState, id: string): string {
  const figure = state.figures.find((f) => f.id === id);
  if (figure) return figure.name;
  // A riding animal mounted in battle is part of its rider's figure (AM §9) until he gets off.
  return state.figures.find((f) => f.mount?.figure === id)?.mount?.name ?? id;
}

export interface PhaseText {
  /** "Turn 3" */
  readonly title: string;
  /** What is happening and who is to decide. */
  readonly line: string;
}

export function phaseText(state: BattleState, names: Names = {}): PhaseText {
  const title = `Turn ${state.turn}`;
  const phase = state.phase;
  switch (phase.kind) {
    case "initiative":
      return {
        title,
        line: `${sideName(state, phase.winner, names)} won the initiative and chooses who moves first`,
      };
    case "movement": {
      const side = phase.order[phase.index];
      if (side === undefined) return { title, line: "Movement" };
      const waiting = state.figures.filter(
        (f) => f.side === side && !isOut(f) && !chosenOption(state, f.id),
      );
      const who = waiting.length > 0 ? ` (${waiting.map((f) => f.name).join(", ")})` : "";
      return { title, line: `Movement: ${sideName(state, side, names)} to move${who}` };
    }
    case "action":
      return {
        title,
        line:
          phase.waitingFor === null
            ? `Actions, pass ${phase.pass}`
            : `Actions, pass ${phase.pass}: ${figureName(state, phase.waitingFor)} needs a new target`,
      };
    case "retreat": {
      const [first, ...rest] = phase.rights;
      if (!first) return { title, line: "Forced retreats" };
      const more = rest.length > 0 ? ` (+${rest.length} more)` : "";
      return {
        title,
        line: `Forced retreat: ${figureName(state, first.victor)} may push ${figureName(state, first.enemy)} back${more}`,
      };
    }
    case "ended":
      return {
        title,
        line:
          phase.winner === null
            ? "Battle over: no winner"
            : `Battle over: ${sideName(state, phase.winner, names)} wins`,
      };
  }
}

/**
 * A weapon's name, with its fine work (AM §6: "Broadsword (fine +1 DX, +2)"), and for sha-ken the
 * stars left in the pouch (AM §5).
 */
function weaponText(f: BattleFigure, weapon: WeaponId): string {
  const name = WEAPONS[weapon].name;
  if (isShaKen(weapon)) return `${name} (${f.shaKen ?? 0} left)`;
  return withFineWork(f.fine, weapon, name);
}

/** What the figure fights with: its ready weapon (and off-hand, ready shield), or its own attack. */
export function readyText(f: BattleFigure): string {
  const parts: string[] = [];
  if (f.readyWeapon) parts.push(weaponText(f, f.readyWeapon));
  else if (f.traits.naturalAttack) parts.push(f.traits.naturalAttack.name);
  else parts.push("empty hands");
  if (f.offhand) parts.push(WEAPONS[f.offhand].name.toLowerCase());
  if (f.shield && f.shieldReady) parts.push(SHIELDS[f.shield].name.toLowerCase());
  return parts.join(", ");
}

/** Condition, posture and contact: "dead", "unconscious", "prone", "HTH with Wulf", "engaged by Wulf". */
export function statusWords(state: BattleState, f: BattleFigure): string[] {
  if (f.escaped) return ["escaped"];
  if (f.condition === "dead") return ["dead"];
  if (f.condition === "unconscious") return ["unconscious"];
  if (f.droppedOut) return ["out of the bout"];
  // AM §6 BERSERKING: it fights on to ST 0 and never dodges, defends or disengages, in HTH too.
  const words: string[] = f.berserk ? ["berserk"] : [];
  // AM §3 INITIATIVE: it ran last turn or this one, and may run on ahead of the initiative.
  if (isFleeing(state, f)) words.push("fleeing");
  if (isInHth(state, f)) {
    // A giant's foes may be in any of its three hexes.
    const mine = new Set(footprint(f).map(hexKey));
    const foes = state.figures.filter(
      (o) =>
        o !== f &&
        o.side !== f.side &&
        !isOut(o) &&
        !o.escaped &&
        footprint(o).some((h) => mine.has(hexKey(h))),
    );
    words.push(`HTH with ${foes.map((o) => o.name).join(", ")}`);
    const pinner = pinnerOf(state, f);
    if (pinner) words.push(`pinned by ${pinner.name}`);
    return words;
  }
  if (f.flying) words.push(f.height === undefined ? "flying" : `flying at ${f.height} m`);
  // AM §9: the flying MA its load leaves it.
  const laden = flierLoadWords(state, f);
  if (laden !== null) words.push(laden);
  if (f.posture !== "standing") words.push(f.posture);
  if (f.entangled) words.push("tangled in a net");
  const holder = holderOf(state, f);
  if (holder) words.push(`held by ${holder.name}'s lasso`);
  // AM §6 FIRE AS A WEAPON: soaked in a molotail's burning oil.
  if (f.aflame) words.push(`on fire (${f.aflame.turnsLeft} turns)`);
  // AM §6 ADVERSE CONDITIONS, Water: walking the bottom over its head.
  const breath = breathLeft(state, f);
  if (breath !== undefined) words.push(`holding breath (${breath} turns)`);
  const engagers = engagingEnemies(state, f);
  if (engagers.length > 0) words.push(`engaged by ${engagers.map((o) => o.name).join(", ")}`);
  return words;
}

/**
 * A rider's mount (ADVANCED MELEE §9) with its own ST: "riding Bucephalus (horse, ST 28/30)", and
 * where he leans this turn, "…, leaning into E7 facing NE"; empty for a figure on foot.
 */
export function mountText(f: BattleFigure): string {
  const { mount } = f;
  if (!mount) return "";
  const beast = RIDING_BEASTS[mount.beast].name.toLowerCase();
  const kind = mount.name.toLowerCase() === beast ? "" : `${beast}, `;
  const seat = leaningSeat(f);
  const lean = seat
    ? `, leaning into ${formatHex(seat.hex)} facing ${formatDirection(seat.facing)}`
    : "";
  return `riding ${mount.name} (${kind}ST ${mountStRemaining(mount)}/${mount.st})${lean}`;
}

/**
 * A rider's mount's DX for its own attack (ADVANCED MELEE §9): "Bayard DX 11", or with its
 * barding's cost "Bayard adjDX 9 = DX 11 − 2 chainmail barding"; empty for a figure on foot.
 */
export function mountDxText(f: BattleFigure): string {
  const { mount } = f;
  if (!mount) return "";
  const own = mountOwnDx(mount);
  if (own.length === 0) return `${mount.name} DX ${mount.dx}`;
  return `${mount.name} ${modifiedDxText(
    own.reduce((dx, m) => dx + m.value, mount.dx),
    own,
  )}`;
}

/** Where a figure stands: "E2", or a giant's three hexes, anchor first: "E6–F5–F6". */
export function hexesText(f: BattleFigure): string {
  return footprint(f).map(formatHex).join("–");
}

/** Where a figure is and faces, as the roster shows it: "E2 N", "D4" (down), "left the arena". */
export function whereText(f: BattleFigure): string {
  if (f.escaped) return "left the arena";
  return isOut(f) ? hexesText(f) : `${hexesText(f)} ${formatDirection(f.facing)}`;
}

function itemName(item: ItemId): string {
  return (isShieldId(item) ? SHIELDS[item].name : WEAPONS[item].name).toLowerCase();
}

/** One thing on the ground, named as the map's key and alt text name it. */
export interface GroundThing {
  readonly position: Hex;
  readonly name: string;
}

/**
 * Dropped items, then the packs set down (AM §5), each named with what is still in it:
 * "Melio's pack (rapier)", "Melio's pack (empty)".
 */
export function groundThings(state: BattleState): GroundThing[] {
  const owners = new Map(state.figures.map((f) => [f.id, f.name]));
  return [
    ...state.dropped.map((d) => ({ position: d.position, name: itemName(d.item) })),
    ...setDownPacks(state).map((p) => ({
      position: p.position,
      name: `${owners.get(p.owner)}'s pack (${p.weapons.length === 0 ? "empty" : p.weapons.map(itemName).join(", ")})`,
    })),
  ];
}

/** What lies on the ground, hex by hex in column-then-row order. */
export function groundList(things: readonly GroundThing[]): { hex: Hex; items: string[] }[] {
  const byHex = new Map<string, { hex: Hex; items: string[] }>();
  for (const t of things) {
    const key = hexKey(t.position);
    const entry = byHex.get(key) ?? { hex: t.position, items: [] };
    entry.items.push(t.name);
    byHex.set(key, entry);
  }
  return [...byHex.values()].sort((a, b) => {
    const oa = toOffset(a.hex);
    const ob = toOffset(b.hex);
    return oa.col - ob.col || oa.row - ob.row;
  });
}

/** "F1 longbow; H4 battleaxe, dagger", or "" when nothing lies on the ground. */
export function groundText(state: BattleState): string {
  return groundList(groundThings(state))
    .map((g) => `${formatHex(g.hex)} ${g.items.join(", ")}`)
    .join("; ");
}

/** "ST 10/12": the figure's ST now of its ST at the start. */
export function stText(f: BattleFigure): string {
  return `ST ${stRemaining(f)}/${f.st}`;
}

/**
 * "adjDX 12": the figure's adjusted DX with what it has ready, before any attack's adjustments;
 * "adjDX 8 (−4 no Sword talent)" when it lacks its ready weapon's talent (AM §6).
 */
export function adjDxText(state: BattleState, f: BattleFigure): string {
  const { value, modifiers } = readyAdjDx(state, f);
  const talent = modifiers.find((m) => UNTRAINED_LABEL.test(m.label));
  return talent === undefined
    ? `adjDX ${value}`
    : `adjDX ${value} (${MINUS}${Math.abs(talent.value)} ${talent.label})`;
}

const UNTRAINED_LABEL = /^no .+ talent$/;
