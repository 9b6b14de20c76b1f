/**
 * An order being put together by clicks, carried whole in each component's custom id, so no
 * session is kept on the server and a restart loses nothing:
 * `battle:<id>:<version>:o:<step>:<figure>:<option>:<extra>:<to>:<facing>:<target>:<aim>:<fly>:<also>:<lean>`.
 * Empty fields are not chosen yet. `extra` is what some options need besides: (d) `p` prone or `k`
 * kneeling, (e)/(k) the index of the weapon to ready among those carried, (o) the index of the
 * weapon to pick up among those lying under the figure; for AM's exchanges, drops and scoops see
 * order-weapons.ts. `target` is `-` for an attack at nobody.
 * `aim` is the body part an aimed shot goes at (order-aim.ts), under AM's optional rule. `fly` is a
 * flier's take-off, landing or height (order-flight.ts). `also` holds the summary's switches, a
 * letter each, so they combine with any extra (a jab delayed): `d` delays the action (AM §6,
 * order-timing.ts), `h` holds a grounded pike's blow (AM §9, order-pike.ts). `lean` is where a rider
 * leans (AM §9, order-lean-menu.ts).
 */
import { type Direction, isOptionCode, type OptionCode } from "../../src/engine/index.ts";
import type { DraftAim } from "./draft-aim.ts";
import { buttonId } from "./flow.ts";
import { aimCode, aimed, aimOfCode } from "./order-aim.ts";
import { UPRIGHT } from "./order-lean-menu.ts";

export const ORDER_FLOW = "o";

/**
 * What a click does: `s` shows the draft as it is; `f…` fills one field from the menu's chosen
 * value (figure, option, flight, to, target, aim, lean); `pN` shows page N of the menu asked; `ok` submits; `x`
 * cancels.
 */
export type FlowStep =
  | "s"
  | "ff"
  | "fo"
  | "fy"
  | "ft"
  | "fg"
  | "fa"
  | "fl"
  | `p${number}`
  | "ok"
  | "x";

export interface OrderDraft {
  readonly figure?: string;
  readonly option?: OptionCode;
  readonly extra?: string;
  readonly to?: string;
  readonly facing?: Direction;
  readonly target?: string;
  readonly aim?: DraftAim;
  readonly fly?: string;
  readonly also?: string;
  readonly lean?: string;
}

/** A switch of the summary, kept in the draft's `also`. */
export type DraftSwitch = "d" | "h";

export function isSwitchedOn(draft: OrderDraft, on: DraftSwitch): boolean {
  return draft.also?.includes(on) === true;
}

/** The draft with the switch flipped. */
export function switched(draft: OrderDraft, on: DraftSwitch): OrderDraft {
  const { also: _, ...rest } = draft;
  const also = isSwitchedOn(draft, on)
    ? (draft.also ?? "").replace(on, "")
    : [...(draft.also ?? ""), on].sort().join("");
  return also === "" ? rest : { ...rest, also };
}

export function draftId(battleId: string, version: number, step: FlowStep, d: OrderDraft): string {
  return buttonId(
    battleId,
    version,
    ORDER_FLOW,
    step,
    d.figure ?? "",
    d.option ?? "",
    d.extra ?? "",
    d.to ?? "",
    d.facing === undefined ? "" : String(d.facing),
    d.target ?? "",
    aimCode(d.aim),
    d.fly ?? "",
    d.also ?? "",
    // Only a leaning rider's draft carries the last field: every other id stays as it was.
    ...(d.lean === undefined ? [] : [d.lean]),
  );
}

/** The step and draft of `battle:<id>:<version>:o:…` after its first four fields. */
export function parseDraft(args: readonly string[]): { step: string; draft: OrderDraft } {
  const [
    step = "",
    figure = "",
    option = "",
    extra = "",
    to = "",
    facing = "",
    target = "",
    aim = "",
    fly = "",
    also = "",
    lean = "",
  ] = args;
  // A delay was once carried as the extra `dl`: a button drawn then still means it.
  const legacyDelay = extra === "dl";
  const facingNumber = Number(facing);
  const part = aimOfCode(aim);
  return {
    step,
    draft: {
      ...(figure === "" ? {} : { figure }),
      ...(isOptionCode(option) ? { option } : {}),
      ...(extra === "" || legacyDelay ? {} : { extra }),
      ...(to === "" ? {} : { to }),
      ...(facing !== "" && Number.isInteger(facingNumber) && facingNumber >= 0 && facingNumber < 6
        ? { facing: facingNumber as Direction }
        : {}),
      ...(target === "" ? {} : { target }),
      ...(part === undefined ? {} : { aim: part }),
      ...(fly === "" ? {} : { fly }),
      ...(legacyDelay ? { also: "d" } : also === "" ? {} : { also }),
      ...(lean === "" ? {} : { lean }),
    },
  };
}

/** The draft with one field filled from a menu's value: the fields after it are chosen again. */
export function filled(draft: OrderDraft, step: string, value: string): OrderDraft {
  const { figure, option, extra, fly, to } = draft;
  switch (step) {
    case "ff":
      return { figure: value };
    case "fo": {
      const [code = "", more = ""] = value.split(".");
      if (!isOptionCode(code)) return { ...(figure === undefined ? {} : { figure }) };
      return {
        ...(figure === undefined ? {} : { figure }),
        option: code,
        ...(more === "" ? {} : { extra: more }),
      };
    }
    case "fy":
      return { figure, option, extra, fly: value } as OrderDraft;
    case "ft":
      return { figure, option, extra, fly, to: value } as OrderDraft;
    case "fg":
      return { figure, option, extra, fly, to, target: value } as OrderDraft;
    case "fa":
      return aimed(draft, value);
    case "fl": {
      // The seat changes whom the rider may strike: his target is asked again.
      const { target: _, aim: __, lean: ___, ...kept } = draft;
      return value === UPRIGHT ? kept : { ...kept, lean: value };
    }
    default:
      return draft;
  }
}
