/**
 * /gm hits, place, posture, give, take, berserk and panic: the engine's GM rulings (src/engine/battle/gm.ts),
 * sent through the store like any order, so each is logged ("<GM> (GM) rules: …", with the
 * reason) and can be taken back with /battle undo. The engine checks them for sense. A duellist's
 * ruling, or a playing GM's on their own side, is proposed for another side's agreement instead
 * (agreement.ts).
 */
import {
  type Direction,
  type GmOrder,
  type GmRuling,
  PANIC_CAUSES,
  type Posture,
  parseDirection,
  parseHex,
} from "../../src/engine/index.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { submitStep } from "../battle/submit.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { lookUpBattleFigure, type OpenedBattle } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { reasonOf } from "./access.ts";
import { propose, rulingNeedsAgreement } from "./agreement.ts";
import { ALL_ITEMS, findGivenItem, findItem, type GivenItem, itemName } from "./items.ts";

const POSTURES: readonly Posture[] = ["standing", "kneeling", "prone", "fallen"];

class Refusal extends Error {}

/** The rulings on one figure (conditions.ts gives the one on the battlefield). */
type FigureRuling = Exclude<
  GmRuling,
  { readonly kind: "conditions" | "surprise" | "initiative-bonus" }
>;

type RulingBuilder = (
  interaction: CommandInteraction,
  loaded: LoadedBattle,
  figure: string,
) => FigureRuling;

function figureKey(interaction: CommandInteraction, loaded: LoadedBattle): string {
  const typed = interaction.options.getString("figure") ?? "";
  const { figure, problem } = lookUpBattleFigure(loaded.battle, typed);
  if (figure === undefined) throw new Refusal(problem);
  return figure.figureKey;
}

function item<T extends GivenItem>(
  interaction: CommandInteraction,
  find: (text: string) => T | undefined,
): T {
  const typed = interaction.options.getString("item") ?? "";
  const found = find(typed);
  if (found === undefined) {
    const some = ALL_ITEMS.slice(0, 5).map(itemName).join(", ");
    throw new Refusal(
      `"${safeText(typed)}" is not a weapon or shield. Autocomplete lists them (${some}, …).`,
    );
  }
  return found;
}

const BUILDERS: Readonly<Record<string, RulingBuilder>> = {
  hits(interaction, _loaded, figure) {
    const hits = interaction.options.getInteger("value");
    if (hits === undefined) throw new Refusal("Give the hits the figure has taken, e.g. value:3.");
    return { kind: "set-hits", figure, hits };
  },
  place(interaction, _loaded, figure) {
    const typed = interaction.options.getString("hex") ?? "";
    const to = parseHex(typed.trim().split(/\s/)[0] ?? "");
    if (to === undefined) {
      throw new Refusal(
        `"${safeText(typed)}" is not a hex; write a column letter and a row, like E7.`,
      );
    }
    const facingText = interaction.options.getString("facing");
    let facing: Direction | undefined;
    if (facingText !== undefined) {
      facing = parseDirection(facingText.trim());
      if (facing === undefined) {
        throw new Refusal(`"${safeText(facingText)}" is not a facing; use N, NE, SE, S, SW or NW.`);
      }
    }
    return { kind: "place", figure, to, ...(facing === undefined ? {} : { facing }) };
  },
  posture(interaction, _loaded, figure) {
    const typed = (interaction.options.getString("posture") ?? "").trim().toLowerCase();
    const posture = POSTURES.find((p) => p === typed);
    if (posture === undefined) {
      throw new Refusal(`Posture must be one of ${POSTURES.join(", ")}.`);
    }
    return { kind: "posture", figure, posture };
  },
  give(interaction, _loaded, figure) {
    const ready = interaction.options.getBoolean("ready") === true;
    return { kind: "give", figure, item: item(interaction, findGivenItem), ready };
  },
  take(interaction, _loaded, figure) {
    return { kind: "take", figure, item: item(interaction, findItem) };
  },
  berserk(interaction, _loaded, figure) {
    return { kind: "berserk", figure, berserk: interaction.options.getBoolean("out") !== true };
  },
  // AM §9 PANIC: the rider named, his mount wounded or frightened.
  panic(interaction, _loaded, figure) {
    const typed = (interaction.options.getString("cause") ?? "").trim().toLowerCase();
    const cause = PANIC_CAUSES.find((c) => c === typed);
    if (cause === undefined) throw new Refusal(`Cause must be one of ${PANIC_CAUSES.join(", ")}.`);
    return { kind: "panic", figure, cause };
  },
};

/** /gm hits|place|posture|give|take|berserk|panic figure … [reason] */
export async function giveRuling(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const build = BUILDERS[interaction.subcommand ?? ""];
  if (build === undefined) throw new Error(`not a ruling: ${interaction.subcommand}`);
  let order: GmOrder & { readonly ruling: FigureRuling };
  try {
    const figure = figureKey(interaction, opened.loaded);
    const reason = reasonOf(interaction);
    order = {
      type: "gm",
      gm: interaction.actor.displayName,
      ruling: build(interaction, opened.loaded, figure),
      ...(reason === undefined ? {} : { reason }),
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await interaction.reply(errorReply(error.message));
    return;
  }
  if (rulingNeedsAgreement(interaction.actor, opened.loaded.battle, order.ruling.figure)) {
    await propose(interaction, services, opened, { kind: "gm", order }, opened.loaded.version);
    return;
  }
  await submitStep(interaction, opened.store, opened.loaded, order);
}
