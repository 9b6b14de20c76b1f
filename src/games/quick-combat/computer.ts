/**
 * A simple computer player for Quick Combat duels: a shooter stands and shoots, anyone else closes
 * in and strikes, changing to a weapon for close work when the foe is at hand.
 */
import {
  distanceBetween,
  fighterOf,
  foeOf,
  legalActions,
  legalMoves,
  type QuickAction,
  type QuickFighter,
  type QuickOrder,
  type QuickSeat,
  type QuickState,
  weaponOf,
} from "../../engine/index.ts";

function reachOf(f: QuickFighter): number {
  return f.ready !== null && weaponOf(f.ready).class === "pole" ? 2 : 1;
}

function shoots(f: QuickFighter): boolean {
  return f.ready !== null && weaponOf(f.ready).class === "missile";
}

/** Where to end the move: stay to shoot; else the nearest hex in reach, or as close as the MA allows. */
function moveOf(state: QuickState, f: QuickFighter): number {
  const foe = foeOf(state, f);
  if (f.fallen || shoots(f) || distanceBetween(state) <= reachOf(f)) return f.position;
  const toward = Math.sign(foe.position - f.position);
  const inReach = foe.position - toward * reachOf(f);
  const steps = Math.abs(inReach - f.position);
  // Close in within half the MA to strike this turn; else go the whole way toward the foe.
  const go = steps * 2 <= f.ma ? steps : Math.min(steps, f.ma);
  const wanted = f.position + toward * go;
  const moves = legalMoves(state, f);
  return moves.includes(wanted) ? wanted : f.position;
}

/** The first wanted action the rules allow: attack, reload, get up, rearm; else nothing. */
function actionOf(state: QuickState, f: QuickFighter): QuickAction {
  const legal = legalActions(state, f);
  const allowed = (kind: QuickAction["kind"]) => legal.find((a) => a.kind === kind);
  const closeWeapon = legal.find(
    (a) => (a.kind === "ready" || a.kind === "pick-up") && weaponOf(a.weapon).class !== "missile",
  );
  const foeAtHand = distanceBetween(state) <= 1;
  if (foeAtHand && shoots(f) && closeWeapon !== undefined) return closeWeapon;
  return (
    allowed("stand") ??
    allowed("fire") ??
    allowed("strike") ??
    allowed("reload") ??
    (f.ready === null ? (legal.find((a) => a.kind === "pick-up") ?? closeWeapon) : undefined) ?? {
      kind: "none",
    }
  );
}

/** The computer's order for the seat the duel waits for. */
export function quickComputerOrder(state: QuickState, seat: QuickSeat): QuickOrder {
  const f = fighterOf(state, seat);
  if (state.phase.kind === "move") return { kind: "move", seat, to: moveOf(state, f) };
  return { kind: "act", seat, action: actionOf(state, f) };
}
