/**
 * Handles: the names a battle shows and accepts for its figures. A figure whose name no other
 * figure of the battle shares (case, width and invisible characters aside) goes by its name;
 * figures sharing one add who brought them: "Ragnar (alice)", "Ragnar (bob)".
 */
import { nameKey } from "../figure/name.ts";
import type { FigureSetup } from "./setup.ts";

export interface NamedFigure {
  readonly id: string;
  readonly name: string;
  /** Who brought it (a player's display name, "GM" for a monster), shown when names clash. */
  readonly owner: string;
}

/** Every figure's handle, keyed by id; all distinct by nameKey. */
export function figureHandles(figures: readonly NamedFigure[]): Map<string, string> {
  const sharing = countBy(figures.map((f) => nameKey(f.name)));
  const handles = new Map<string, string>();
  for (const f of figures) {
    const shared = (sharing.get(nameKey(f.name)) ?? 0) > 1;
    handles.set(f.id, shared ? `${f.name} (${f.owner})` : f.name);
  }
  // Two players showing the same name, or a figure really named "Ragnar (alice)": the id decides.
  const clashing = countBy([...handles.values()].map(nameKey));
  const seen = new Set<string>();
  for (const f of figures) {
    const handle = handles.get(f.id) as string;
    const key = nameKey(handle);
    if ((clashing.get(key) ?? 0) > 1 && seen.has(key)) handles.set(f.id, `${handle} [${f.id}]`);
    seen.add(key);
  }
  return handles;
}

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** A set-up figure's own name and owner: a monster's is the GM; an older fighter's, its id. */
export function namedSetup(setup: FigureSetup): NamedFigure {
  const name = setup.kind === "fighter" ? setup.spec.name : setup.name;
  const owner = setup.ownerName ?? (setup.kind === "monster" ? "GM" : setup.id);
  return { id: setup.id, name, owner };
}

/** The set-up with each figure's handle where it differs from its name: what a battle starts. */
export function withHandles(setups: readonly FigureSetup[]): FigureSetup[] {
  const named = setups.map(namedSetup);
  const handles = figureHandles(named);
  return setups.map((s, i) => {
    const handle = handles.get(s.id);
    return handle === undefined || handle === named[i]?.name ? s : { ...s, handle };
  });
}
