/**
 * A local game of La Mame's MELEE in a terminal: one human seat against computer players. The
 * human sees only what their seat may see (`viewFor`); the computers' sealed choices show as
 * "sealed" in the log like anyone else's.
 */

import {
  CommandError,
  LA_MAME_HELP,
  parseLaMameOrder,
} from "../../../commands/lamame/order-words.ts";
import { SeededDice } from "../../dice/dice.ts";
import { computerOrder } from "../../games/la-mame/computer/player.ts";
import { type LaMameState, laMameRules } from "../../games/la-mame/index.ts";
import { goldTable } from "../../games/la-mame/render/describe.ts";
import { logLines } from "../../games/la-mame/render/log-text.ts";

export class LaMameLocalGame {
  private state: LaMameState;
  private readonly dice: SeededDice;

  constructor(
    private readonly human: string,
    computers: readonly string[],
    ruleset: string,
    seed: number,
  ) {
    this.dice = new SeededDice(seed);
    const step = laMameRules.start({ players: [human, ...computers] }, ruleset, this.dice);
    this.state = step.state;
    this.lines = logLines(this.state, step.events);
    this.runComputers();
  }

  private lines: string[];

  get current(): LaMameState {
    return this.state;
  }

  /** What has happened since the last call, then what the game waits for. */
  private flush(): string[] {
    const out = [...this.lines];
    this.lines = [];
    const result = laMameRules.result(this.state);
    if (result !== null) return [...out, `Game over: ${result.winners.join(", ")} wins.`];
    const mine = laMameRules.awaiting(this.state).find((a) => a.seat === this.human);
    return [
      ...out,
      `Gold: ${goldTable(this.state).join(", ")}`,
      `Your ${mine?.decision ?? "turn"}?`,
    ];
  }

  /** Lets every computer act until the human is awaited or the game ends. */
  private runComputers(): void {
    for (;;) {
      const awaited = laMameRules.awaiting(this.state).filter((a) => a.seat !== this.human);
      const next = awaited[0];
      if (next === undefined) return;
      const step = laMameRules.apply(
        this.state,
        computerOrder(this.state, next.seat, this.dice),
        this.dice,
      );
      this.state = step.state;
      this.lines.push(...logLines(this.state, step.events));
    }
  }

  /** The opening lines. */
  opening(): string[] {
    return this.flush();
  }

  /** Handles one line the human typed; returns what to print. */
  handle(line: string): string[] {
    if (line.trim() === "help") return LA_MAME_HELP;
    try {
      const step = laMameRules.apply(this.state, parseLaMameOrder(line, this.human), this.dice);
      this.state = step.state;
      this.lines.push(...logLines(this.state, step.events));
    } catch (error) {
      if (error instanceof CommandError || (error instanceof Error && error.name === "LaMameError"))
        return [error.message];
      throw error;
    }
    this.runComputers();
    return this.flush();
  }
}
