/**
 * ADVANCED MELEE's ways of handling weapons in the click-by-click order, offered only where the
 * engine would take them: handing the ready weapon over in exchange for the partner's (AM §2
 * IV(b): (e) naming a partner), dropping the ready weapon rather than slinging it (IV(b)), and
 * scooping a weapon up on the way (AM §3, with (a)). The draft's extra carries them: `x<figure>`
 * exchanges with that figure, `d<n>` drops and readies the n-th carried weapon (`dn`: nothing),
 * `s<weapon>` scoops it up surely for 3 MA, `r<weapon>` on the run. Each gives the order the typed
 * form gives (`target:`, `ready:X, drop`, `ready:X` or `ready:X, on the run`).
 */
import {
  type BattleFigure,
  type BattleState,
  dropChoiceProblem,
  isWeaponId,
  likelyExchangePartners,
  type MoveOrder,
  type ScoopChoice,
  scoopables,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";

/** At most this many of each kind, so the option menu keeps within Discord's 25 choices. */
const EACH = 4;
const EXCHANGE = "x";
const DROP = "d";
const NOTHING = "n";
const SURELY = "s";
const ON_THE_RUN = "r";

type Described = (label: string, value: string) => Choice;

function weaponName(w: WeaponId | null): string {
  return w === null ? "" : WEAPONS[w].name.toLowerCase();
}

/** (e)'s exchanges ("Hand broadsword to Bo for his mace") and drops ("Drop broadsword, ready mace"). */
export function readyingChoices(
  state: BattleState,
  f: BattleFigure,
  described: Described,
): Choice[] {
  const mine = weaponName(f.readyWeapon);
  const exchanges = likelyExchangePartners(state, f.id)
    .slice(0, EACH)
    .flatMap((id) => {
      const partner = state.figures.find((g) => g.id === id);
      if (partner === undefined) return [];
      const theirs = weaponName(partner.readyWeapon);
      const label =
        mine === ""
          ? `Take ${theirs} from ${partner.name}`
          : `Hand ${mine} to ${partner.name}${theirs === "" ? "" : ` for their ${theirs}`}`;
      return [
        {
          ...described(label, `e.${EXCHANGE}${id}`),
          description: `AM IV(b) exchange: ${partner.name} must choose it too, ending within 1 hex`,
        },
      ];
    });
  if (dropChoiceProblem(state, f) !== null) return exchanges;
  const drops = [
    described(`Drop ${mine}`, `e.${DROP}${NOTHING}`),
    ...f.carried
      .slice(0, EACH - 1)
      .map((w, i) => described(`Drop ${mine}, ready ${weaponName(w)}`, `e.${DROP}${i}`)),
  ];
  return [...exchanges, ...drops];
}

/** (a)'s scoops: "Scoop up mace (3 MA)", "Scoop up mace on the run (DX roll)". */
export function scoopChoices(state: BattleState, f: BattleFigure, described: Described): Choice[] {
  const sure = scoopables(state, f.id, false).slice(0, EACH);
  const running = scoopables(state, f.id, true).slice(0, EACH);
  return [
    ...sure.map((w) => described(`Scoop up ${weaponName(w)} (3 MA)`, `a.${SURELY}${w}`)),
    ...running.map((w) =>
      described(`Scoop up ${weaponName(w)} on the run (DX roll)`, `a.${ON_THE_RUN}${w}`),
    ),
  ];
}

/** The scoop the draft names, if it is option (a) scooping. */
export function draftScoop(draft: OrderDraft): ScoopChoice | undefined {
  const { option, extra } = draft;
  if (option !== "a" || extra === undefined) return undefined;
  const item = extra.slice(1);
  if (!isWeaponId(item)) return undefined;
  if (extra.startsWith(SURELY)) return { item };
  return extra.startsWith(ON_THE_RUN) ? { item, onTheRun: true } : undefined;
}

/** What an exchange, a drop or a scoop means for the order; undefined for any other extra. */
export function weaponDetails(
  f: BattleFigure,
  draft: OrderDraft,
): Pick<MoveOrder, "ready" | "scoop"> | undefined {
  const scoop = draftScoop(draft);
  if (scoop !== undefined) return { scoop };
  const { option, extra } = draft;
  if (option !== "e" || extra === undefined) return undefined;
  if (extra.startsWith(EXCHANGE)) return { ready: { exchangeWith: extra.slice(1) } };
  if (!extra.startsWith(DROP)) return undefined;
  const which = extra.slice(1);
  const weapon = which === NOTHING ? null : f.carried[Number(which)];
  return weapon === undefined ? {} : { ready: { weapon, drop: true } };
}
