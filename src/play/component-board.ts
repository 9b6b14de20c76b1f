/**
 * The buttons and menus currently on screen, by custom id, so /click and /select reach only
 * what Discord would let a user press: a component vanishes when its message is replaced.
 */
import type { Button, ComponentRow, SelectMenu } from "../../commands/interaction.ts";

export type LiveComponent =
  | { readonly kind: "button"; readonly messageId: number; readonly button: Button }
  | { readonly kind: "select"; readonly messageId: number; readonly menu: SelectMenu };

export class ComponentBoard {
  readonly #byCustomId = new Map<string, LiveComponent>();

  /** Puts a message's components on screen, replacing whatever that message showed before. */
  show(messageId: number, rows: readonly ComponentRow[]): void {
    for (const [customId, live] of this.#byCustomId) {
      if (live.messageId === messageId) this.#byCustomId.delete(customId);
    }
    for (const row of rows) {
      if (row.kind === "select") {
        this.#byCustomId.set(row.menu.customId, { kind: "select", messageId, menu: row.menu });
      } else {
        for (const button of row.buttons) {
          this.#byCustomId.set(button.customId, { kind: "button", messageId, button });
        }
      }
    }
  }

  find(customId: string): LiveComponent | undefined {
    return this.#byCustomId.get(customId);
  }

  customIds(): string[] {
    return [...this.#byCustomId.keys()];
  }
}
