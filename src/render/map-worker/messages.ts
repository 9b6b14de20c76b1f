/** What the main thread and a render worker say to each other. */
import type { BattleEvent, BattleState } from "../../engine/index.ts";

export interface RenderRequest {
  readonly id: number;
  readonly state: BattleState;
  readonly events: readonly BattleEvent[];
}

export type RenderAnswer =
  | { readonly id: number; readonly png: Uint8Array<ArrayBuffer> }
  | { readonly id: number; readonly error: string };
