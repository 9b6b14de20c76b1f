/**
 * /gm conditions: ADVANCED MELEE's adverse conditions (AM §6: darkness, footing, water) for the
 * whole arena or the hexes named, and hexes' levels (§6 HEIGHT), narrow tunnels, cover and fire, as an engine GM ruling (src/engine/battle/conditions-ruling.ts)
 * sent through the store like any order: logged with the GM's name and reason, undone with
 * /battle undo. A duellist's or a playing GM's change is proposed for another side's agreement,
 * since it touches every figure.
 */
import {
  COVERS,
  type Cover,
  GROUNDS,
  type Ground,
  type Hex,
  LIGHTS,
  type Light,
  NOT_UNDER_MELEE,
  parseHex,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import type { OpenedBattle } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { giveBattleRuling } from "./battle-ruling.ts";

export const NOTHING_TO_SET =
  "Give the light, the ground, a level, a tunnel, cover or fire, e.g. light:dark or fire:true hexes:E5.";

export const HEXES_ONLY =
  "A level, a narrow tunnel, cover or fire is set on hexes: name them, e.g. hexes:E5 E6.";

/** The hexes typed ("E5 E6, F7"), or null for none: the whole arena. */
function typedHexes(typed: string | undefined): readonly Hex[] | null | string {
  const words = (typed ?? "").split(/[\s,]+/).filter((w) => w !== "");
  if (words.length === 0) return null;
  const hexes: Hex[] = [];
  for (const word of words) {
    const h = parseHex(word);
    if (h === undefined)
      return `"${safeText(word)}" is not a hex; write a column letter and a row, like E7.`;
    hexes.push(h);
  }
  return hexes;
}

function choice<T extends string>(typed: string | undefined, values: readonly T[]): T | undefined {
  return values.find((v) => v === typed);
}

/** /gm conditions [light] [ground] [hexes] [reason] */
export async function setConditions(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
): Promise<void> {
  const { loaded } = opened;
  if (loaded.state?.ruleset !== "advanced-melee") {
    await interaction.reply(errorReply(NOT_UNDER_MELEE));
    return;
  }
  const { options } = interaction;
  const light: Light | undefined = choice(options.getString("light"), LIGHTS);
  const ground: Ground | undefined = choice(options.getString("ground"), GROUNDS);
  const level = options.getInteger("level");
  const tunnel = options.getBoolean("tunnel");
  const cover: Cover | undefined = choice(options.getString("cover"), COVERS);
  const fire = options.getBoolean("fire");
  const hexOnly = [level, tunnel, cover, fire].some((v) => v !== undefined);
  if (light === undefined && ground === undefined && !hexOnly) {
    await interaction.reply(errorReply(NOTHING_TO_SET));
    return;
  }
  const hexes = typedHexes(options.getString("hexes"));
  if (typeof hexes === "string") {
    await interaction.reply(errorReply(hexes));
    return;
  }
  if (hexes === null && hexOnly) {
    await interaction.reply(errorReply(HEXES_ONLY));
    return;
  }
  await giveBattleRuling(interaction, services, opened, {
    kind: "conditions",
    hexes,
    ...(light === undefined ? {} : { light }),
    ...(ground === undefined ? {} : { ground }),
    ...(level === undefined ? {} : { level }),
    ...(tunnel === undefined ? {} : { tunnel }),
    ...(cover === undefined ? {} : { cover }),
    ...(fire === undefined ? {} : { fire }),
  });
}
