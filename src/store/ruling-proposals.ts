/**
 * Rulings proposed for another side's agreement (a duel's, or a playing GM's on their own side):
 * one row each, open until one answer closes it. The row, not the buttons, is the truth: closing
 * is a compare-and-set from "open", so of an Agree and a Withdraw (or Decline) racing, exactly
 * one counts, and a stale Agree after a Withdraw finds the proposal closed.
 */
import type { GmOrder } from "../engine/index.ts";
import type { BattleRepository } from "./battle-repository.ts";

/** What may be proposed: each is what a GM could do alone in an open battle. */
export type ProposedRuling =
  | { readonly kind: "reroll" }
  | { readonly kind: "gm"; readonly order: GmOrder }
  | { readonly kind: "undo"; readonly steps: number; readonly reason: string }
  | { readonly kind: "pause" }
  | { readonly kind: "resume" };

export type ProposalState = "open" | "agreed" | "declined" | "withdrawn";

export interface RulingProposal {
  readonly id: string;
  readonly battleId: string;
  /** The battle's version it was proposed at: applied there or not at all. */
  readonly version: number;
  readonly proposerId: string;
  readonly ruling: ProposedRuling;
  readonly lapsesAt: Date;
  readonly state: ProposalState;
  readonly answeredBy: string | null;
}

export type NewProposal = Pick<
  RulingProposal,
  "battleId" | "version" | "proposerId" | "ruling" | "lapsesAt"
>;

const STATES: readonly ProposalState[] = ["open", "agreed", "declined", "withdrawn"];

export class RulingProposals {
  readonly #repo: BattleRepository;

  constructor(repo: BattleRepository) {
    this.#repo = repo;
  }

  /** Stores an open proposal; its id goes in the buttons. */
  propose(input: NewProposal): Promise<RulingProposal> {
    return this.#repo.run(async () => {
      const row = await this.#repo.prisma.rulingProposal.create({
        data: {
          battleId: input.battleId,
          version: input.version,
          proposerId: input.proposerId,
          proposal: JSON.stringify(input.ruling),
          lapsesAt: input.lapsesAt,
        },
      });
      return { ...input, id: row.id, state: "open", answeredBy: null };
    });
  }

  /** The proposal as stored; null if there is none by that id. */
  proposal(id: string): Promise<RulingProposal | null> {
    return this.#repo.run(async () => {
      const row = await this.#repo.prisma.rulingProposal.findUnique({ where: { id } });
      if (row === null) return null;
      const state = STATES.find((s) => s === row.state);
      if (state === undefined) throw new Error(`proposal ${id}: unknown state ${row.state}`);
      return {
        id: row.id,
        battleId: row.battleId,
        version: row.version,
        proposerId: row.proposerId,
        ruling: JSON.parse(row.proposal) as ProposedRuling,
        lapsesAt: row.lapsesAt,
        state,
        answeredBy: row.answeredBy,
      };
    });
  }

  /** Closes an open proposal with this answer; false when another answer closed it first. */
  close(id: string, state: Exclude<ProposalState, "open">, by: string): Promise<boolean> {
    return this.#repo.run(async () => {
      const { count } = await this.#repo.prisma.rulingProposal.updateMany({
        where: { id, state: "open" },
        data: { state, answeredBy: by },
      });
      return count === 1;
    });
  }
}
