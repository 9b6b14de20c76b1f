/** The log's lines for an exchange of weapons (AM §2 option IV(b); src/engine/battle/weapon-exchange.ts). */
import type { BattleEvent } from "../../engine/index.ts";
import { itemName } from "./words.ts";

type ExchangeEvent = Extract<
  BattleEvent,
  { type: "weapon-exchange-offered" } | { type: "weapons-exchanged" }
>;

export function exchangeLine(name: (id: string) => string, event: ExchangeEvent): string {
  if (event.type === "weapon-exchange-offered")
    return `${name(event.figure)} offers to exchange weapons with ${name(event.partner)}`;
  const gave = event.gave ? `the ${itemName(event.gave)}` : "nothing";
  const got = event.got ? `the ${itemName(event.got)}` : "nothing";
  return `${name(event.figure)} exchanges weapons with ${name(event.partner)}: gives ${gave}, takes ${got}`;
}
