/** What the main thread and a render worker say to each other. */
import type { BattleEvent, BattleState } from "../../engine/index.ts";
import type { PreviewPlan } from "../map/preview.ts";

/**
 * Which picture to draw: the whole map with its roster ("auto" zooms in on a big arena, "full"
 * never does), the turn post's landscape crop of the action, or an order's or retreat's preview.
 */
export type MapPicture =
  | { readonly kind: "map"; readonly crop: "auto" | "full" }
  | { readonly kind: "turn-crop" }
  | { readonly kind: "preview"; readonly plan: PreviewPlan };

export interface RenderRequest {
  readonly id: number;
  readonly state: BattleState;
  readonly events: readonly BattleEvent[];
  readonly picture: MapPicture;
}

export type RenderAnswer =
  | { readonly id: number; readonly png: Uint8Array<ArrayBuffer> }
  | { readonly id: number; readonly error: string };
