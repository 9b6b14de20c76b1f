/**
 * /battle add (GM): puts one of the book's monsters on a side while the battle is forming, or a
 * beast of the GM's making (ours) with its own MA and size: 2, 4, 5 or 7 hexes under ADVANCED
 * MELEE (§3 MOVEMENT OF MULTI-HEX FIGURES).
 */
import {
  isMonsterId,
  MONSTER_IDS,
  MONSTERS,
  monsterProblems,
  nameKey,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import { enteringFigure } from "../limits.ts";
import { findSide, written } from "../shared/channel-battle.ts";
import { readFigureName } from "../shared/figure-name.ts";
import { errorReply, problemsReply, ruleProblems } from "../shared/replies.ts";
import { NO_ROOM, nextSpot } from "./placement.ts";

export const addMonster = enteringFigure(async (interaction, _services, opened) => {
  const { store, loaded } = opened;
  const { battle } = loaded;
  const { options } = interaction;
  const monster = options.getString("monster") ?? "";
  if (!isMonsterId(monster)) {
    await interaction.reply(
      errorReply(
        `There is no monster "${safeText(monster)}". Monsters: ${MONSTER_IDS.join(", ")}.`,
      ),
    );
    return;
  }
  const typedSide = options.getString("side") ?? "";
  const side = findSide(battle, typedSide);
  if (side === undefined) {
    await interaction.reply(errorReply(`There is no side "${safeText(typedSide)}".`));
    return;
  }
  const typedName = readFigureName(options.getString("name") ?? "");
  if ("problem" in typedName) {
    await interaction.reply(errorReply(typedName.problem));
    return;
  }
  const name = typedName.name || MONSTERS[monster].name;
  const key = nameKey(name);
  if (battle.figures.some((f) => nameKey(f.ownName) === key || nameKey(f.name) === key)) {
    await interaction.reply(
      errorReply(`There is already a figure named ${safeText(name)}; give this one another name.`),
    );
    return;
  }
  const st = options.getInteger("st");
  const dx = options.getInteger("dx");
  const ma = options.getInteger("ma");
  const hexes = options.getInteger("hexes");
  const problems = monsterProblems(monster, { st, dx, ma, hexes, ruleset: battle.ruleset });
  if (problems.length > 0) {
    await interaction.reply(problemsReply(`${safeText(name)} can't join:`, ruleProblems(problems)));
    return;
  }
  const spot = nextSpot(battle, side, hexes ?? MONSTERS[monster].hexes);
  if (spot === null) {
    await interaction.reply(errorReply(NO_ROOM));
    return;
  }
  const added = await written(
    interaction,
    await store.battles.addFigure({
      battleId: battle.id,
      kind: "monster",
      monster,
      name,
      ...(st === undefined ? {} : { st }),
      ...(dx === undefined ? {} : { dx }),
      ...(ma === undefined ? {} : { ma }),
      ...(hexes === undefined ? {} : { hexes }),
      sideId: side.id,
      position: spot.position,
      facing: spot.facing,
      interactionId: interaction.interactionId,
    }),
  );
  if (added === null) return;
  const kind = MONSTERS[monster].name;
  const size = hexes !== undefined && hexes > 1 ? `, ${hexes} hexes` : "";
  const label = name === kind && size === "" ? "" : ` (${kind}${size})`;
  await interaction.reply({ content: `${safeText(name)}${label} joins ${safeText(side.name)}.` });
});
