/**
 * What one seat may see of the state. Sealed choices (start bids, action cards not yet revealed,
 * attack gold) are the only secrets; gold totals and the board are public (La Mame's MELEE,
 * "Set up": "The total amount of gold each player has is always known").
 */
import type { LaMameOrder, LaMameState } from "./state.ts";

/**
 * The orders that carry a sealed value. The service stores them like any order, but must not show
 * them (in a log, a replay or a GM's view) until the game has revealed them: a start bid at
 * "start-bids-revealed", action cards at their owner's "actions-revealed", attack gold at
 * "attack-resolved" (or never, if the attack is called off before a guess).
 */
export function isSealedOrder(order: LaMameOrder): boolean {
  return (
    order.type === "start-bid" || order.type === "pick-actions" || order.type === "attack-gold"
  );
}

/** The state with every sealed choice not the viewer's replaced by "sealed"; null views as nobody's. */
export function viewFor(state: LaMameState, viewer: string | null): unknown {
  const view = structuredClone(state) as unknown as { phase: Record<string, unknown> };
  const phase = state.phase;
  const seal = (sealed: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(sealed).map(([id, v]) => [id, id === viewer ? v : "sealed"]));
  if (phase.kind === "start-bid" || phase.kind === "choose-actions")
    view.phase.sealed = seal(phase.sealed);
  if (phase.kind === "actions") {
    // Cards are shown from their owner's turn on: those still to come stay sealed.
    const shown = phase.order.slice(0, phase.index + 1);
    view.phase.cards = Object.fromEntries(
      Object.entries(phase.cards).map(([id, v]) => [
        id,
        id === viewer || shown.includes(id) ? v : "sealed",
      ]),
    );
    if (phase.attack !== null && phase.attack.gold !== null && viewer !== phase.attack.attacker)
      view.phase.attack = { ...phase.attack, gold: "sealed" };
  }
  return view;
}
