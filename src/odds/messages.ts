/** What the main thread and an odds worker say to each other. */
import type { OddsJob, Tally } from "./tally.ts";

export interface OddsRequest {
  readonly id: number;
  readonly job: OddsJob;
  readonly seed: number;
  readonly first: number;
  readonly count: number;
}

export type OddsAnswer =
  | { readonly id: number; readonly tally: Tally }
  | { readonly id: number; readonly error: string };
