/**
 * What one seat may see (ours, Super Melee style): a fleet is secret to the other player until its
 * ships enter the Star Map, which tells them one at a time. The other fleet's size stays known,
 * as the log says how many ships each bought and which have entered.
 */
import type { UrQuanOrder, UrQuanState } from "./state.ts";

/** A fleet ship the viewer may not see. */
export const SEALED = "sealed";

/**
 * The orders that carry a secret: a fleet bought in secret. It is never revealed whole; each ship
 * is told by its own `ship-placed` event, so the service never shows the order itself.
 */
export function isSealedOrder(order: UrQuanOrder): boolean {
  return order.type === "fleet";
}

/** The state with every fleet not the viewer's sealed, ship by ship; null views as nobody's. */
export function viewFor(state: UrQuanState, viewer: string | null): UrQuanState {
  const view = structuredClone(state);
  for (const player of view.players) {
    if (player.id !== viewer) player.fleet = player.fleet.map(() => SEALED);
  }
  const phase = view.phase;
  if (phase.kind === "fleets") {
    view.phase = {
      kind: "fleets",
      chosen: Object.fromEntries(
        Object.entries(phase.chosen).map(([id, ships]) => [
          id,
          id === viewer ? ships : ships.map(() => SEALED),
        ]),
      ),
    };
  }
  return view;
}
