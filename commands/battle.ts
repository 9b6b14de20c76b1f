/**
 * /battle: a MELEE battle in this channel, from forming to the last blow. The definition lives
 * here; each subcommand's handler is a small file under battle/.
 */
import {
  SlashCommandBuilder,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from "@discordjs/builders";
import { InteractionContextType } from "discord-api-types/v10";
import {
  MAX_BEAST_HEXES,
  MAX_BEAST_MA,
  MELEE_MONSTER_IDS,
  MONSTER_IDS,
  MONSTERS,
} from "../src/engine/index.ts";
import { addMonster } from "./battle/add.ts";
import { arenaHeightOption, arenaWidthOption, combatTypeOption } from "./battle/arena-option.ts";
import { autocompleteBattle } from "./battle/autocomplete.ts";
import { handleBattleButton } from "./battle/buttons.ts";
import { chooseOptionalRules } from "./battle/choose-optional-rules.ts";
import { askToConcede, CONCEDE_PREFIX, confirmConcession } from "./battle/concede.ts";
import { battleEnd, pauseBattle, resumeBattle, undo } from "./battle/control.ts";
import { BATTLE_PREFIX } from "./battle/flow.ts";
import { battleHistory } from "./battle/history.ts";
import { joinBattle } from "./battle/join.ts";
import { battleMine } from "./battle/mine.ts";
import { DEFAULT_DEADLINE_HOURS, newBattle } from "./battle/new.ts";
import {
  changeOptions,
  facingOption,
  figureOption,
  hexOption,
  NAME_MAX_LENGTH,
  orderOptions,
  plain,
} from "./battle/option-builders.ts";
import { OPTIONAL_RULES_PREFIX } from "./battle/optional-rules.ts";
import { battleAct, battleChange, chooseInitiative, giveOrder, retreat } from "./battle/orders.ts";
import { battleLogCommand, battleMapCommand } from "./battle/past-views.ts";
import { startPractice } from "./battle/practice.ts";
import { battleReminders } from "./battle/reminders.ts";
import { listBattles } from "./battle/server-battles.ts";
import { battleStart } from "./battle/start.ts";
import { startTutorial } from "./battle/tutorial.ts";
import { battleBoard, battleStatus } from "./battle/view.ts";
import type { Command } from "./command.ts";
import { GM_ONLY } from "./shared/channel-battle.ts";
import { COMPUTER_LEVEL_CHOICES } from "./shared/computer-level.ts";
import {
  bySubcommand,
  deferredPublicly,
  direct,
  type Preconditions,
  type Subcommand,
} from "./subcommands.ts";

const sideOption = (o: SlashCommandStringOption) =>
  o
    .setName("side")
    .setDescription("a, b, or the side's name")
    .setRequired(true)
    .setMaxLength(NAME_MAX_LENGTH);

/** battle: a battle of the server (default: this channel's); turn: that turn alone. */
const pastBattleOptions = (sub: SlashCommandSubcommandBuilder) =>
  sub
    .addStringOption((o) =>
      o
        .setName("battle")
        .setDescription("A past battle (default: this channel's)")
        .setMaxLength(40)
        .setAutocomplete(true),
    )
    .addIntegerOption((o) => o.setName("turn").setDescription("Just this turn").setMinValue(1));

const definition = new SlashCommandBuilder()
  .setName("battle")
  .setDescription("A MELEE battle in this channel")
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    plain(sub, "new", "Open a battle here; you are its GM")
      .addStringOption((o) => combatTypeOption(o, "Combat type").setRequired(true))
      .addStringOption((o) =>
        o
          .setName("ruleset")
          .setDescription("Rules (default MELEE)")
          .addChoices(
            { name: "MELEE", value: "melee" },
            { name: "ADVANCED MELEE", value: "advanced-melee" },
          ),
      )
      .addStringOption((o) =>
        o.setName("rules").setDescription("AM optional rules, comma-separated").setMaxLength(200),
      )
      .addIntegerOption(arenaWidthOption)
      .addIntegerOption(arenaHeightOption)
      .addIntegerOption((o) =>
        o
          .setName("deadline-hours")
          .setDescription(`Hours per decision (default ${DEFAULT_DEADLINE_HOURS})`)
          .setMinValue(1)
          .setMaxValue(168),
      )
      .addStringOption((o) =>
        o.setName("side-a").setDescription("Side a's name (top)").setMaxLength(NAME_MAX_LENGTH),
      )
      .addStringOption((o) =>
        o.setName("side-b").setDescription("Side b's name (bottom)").setMaxLength(NAME_MAX_LENGTH),
      )
      .addBooleanOption((o) =>
        o.setName("thread").setDescription("New thread (default), or false: here"),
      )
      .addStringOption((o) =>
        o
          .setName("scenario")
          .setDescription("Set up a bundled scenario")
          .setMaxLength(60)
          .setAutocomplete(true),
      ),
  )
  .addSubcommand((sub) =>
    plain(sub, "tutorial", "Learn to play against a training dummy").addStringOption((o) =>
      o
        .setName("figure")
        .setDescription("Your figure (default: your first, or a new Ragnar)")
        .setMaxLength(NAME_MAX_LENGTH)
        .setAutocomplete(true),
    ),
  )
  .addSubcommand((sub) =>
    plain(sub, "practice", "A bout here against a monster the computer plays")
      .addStringOption((o) =>
        o
          .setName("figure")
          .setDescription("Your figure (default: your first, or a new Ragnar)")
          .setMaxLength(NAME_MAX_LENGTH)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o
          .setName("monster")
          .setDescription("The book's monster to face (default: bear)")
          .addChoices(
            ...MELEE_MONSTER_IDS.filter((id) => !MONSTERS[id].gmShaped).map((id) => ({
              name: MONSTERS[id].name,
              value: id,
            })),
          ),
      )
      .addStringOption((o) =>
        o
          .setName("level")
          .setDescription("How well the computer plays (default: basic)")
          .addChoices(...COMPUTER_LEVEL_CHOICES),
      ),
  )
  .addSubcommand((sub) =>
    plain(sub, "join", "Enter one of your figures on a side")
      .addStringOption((o) => figureOption(o, "One of your figures"))
      .addStringOption(sideOption),
  )
  .addSubcommand((sub) =>
    plain(sub, "add", "GM: add a monster on a side")
      .addStringOption((o) =>
        o
          .setName("monster")
          .setDescription("Which monster, or your own beast")
          .setRequired(true)
          .addChoices(...MONSTER_IDS.map((id) => ({ name: MONSTERS[id].name, value: id }))),
      )
      .addStringOption(sideOption)
      .addStringOption((o) =>
        o.setName("name").setDescription("Its name in the battle").setMaxLength(NAME_MAX_LENGTH),
      )
      .addIntegerOption((o) =>
        o.setName("st").setDescription("Strength").setMinValue(1).setMaxValue(99),
      )
      .addIntegerOption((o) =>
        o.setName("dx").setDescription("Dexterity").setMinValue(1).setMaxValue(99),
      )
      // Short words: Discord caps a command's text at 4000 characters and /battle is near it.
      .addIntegerOption((o) =>
        o.setName("ma").setDescription("Beast's MA").setMinValue(1).setMaxValue(MAX_BEAST_MA),
      )
      .addIntegerOption((o) =>
        o
          .setName("hexes")
          .setDescription("Beast's size in hexes")
          .setMinValue(1)
          .setMaxValue(MAX_BEAST_HEXES),
      ),
  )
  .addSubcommand((sub) => plain(sub, "start", "GM: start the battle and roll the first initiative"))
  .addSubcommand((sub) =>
    plain(sub, "status", "Whose decision it is, what is awaited, the deadline"),
  )
  .addSubcommand((sub) =>
    plain(sub, "board", "Every figure's hex, facing, posture, ST and foes, as text"),
  )
  .addSubcommand((sub) => pastBattleOptions(plain(sub, "map", "The battle map as a picture")))
  .addSubcommand((sub) => pastBattleOptions(plain(sub, "log", "This battle's combat log")))
  .addSubcommand((sub) =>
    plain(sub, "history", "Finished battles, newest first")
      .addStringOption((o) =>
        o
          .setName("scope")
          .setDescription("Channel (default) or server")
          .addChoices({ name: "Channel", value: "channel" }, { name: "Server", value: "server" }),
      )
      .addIntegerOption((o) => o.setName("page").setDescription("Page (10 each)").setMinValue(1)),
  )
  .addSubcommand((sub) =>
    orderOptions(
      plain(sub, "order", "Give a figure its option for the turn (MELEE: IV. OPTIONS)"),
      "Your figure",
    ),
  )
  .addSubcommand((sub) =>
    changeOptions(plain(sub, "change", "Change a figure's option before it acts (MELEE: IV)")),
  )
  .addSubcommand((sub) =>
    plain(sub, "initiative", "Won the initiative: move first or second").addStringOption((o) =>
      o
        .setName("choice")
        .setDescription("Move first or second")
        .setRequired(true)
        .addChoices(
          { name: "Move first", value: "first" },
          { name: "Move second", value: "second" },
        ),
    ),
  )
  .addSubcommand((sub) =>
    plain(sub, "act", "A figure whose target is gone: a new target, or forfeit")
      .addStringOption((o) => figureOption(o, "Your figure about to act"))
      .addStringOption((o) =>
        o
          .setName("target")
          .setDescription("The new target")
          .setMaxLength(NAME_MAX_LENGTH)
          .setAutocomplete(true),
      )
      .addStringOption((o) => hexOption(o, "step", "The hex to step into"))
      .addStringOption((o) => facingOption(o, "The facing after that step", "step-facing"))
      .addBooleanOption((o) => o.setName("forfeit").setDescription("Give up the action")),
  )
  .addSubcommand((sub) =>
    plain(sub, "retreat", "Push a beaten foe back, or decline")
      .addStringOption((o) => figureOption(o, "Your figure that won the exchange"))
      .addStringOption((o) =>
        o
          .setName("enemy")
          .setDescription("The foe to push back")
          .setRequired(true)
          .setMaxLength(NAME_MAX_LENGTH)
          .setAutocomplete(true),
      )
      .addStringOption((o) => hexOption(o, "to", "The hex to push it into"))
      .addBooleanOption((o) => o.setName("advance").setDescription("Step into the hex it left"))
      .addStringOption((o) => facingOption(o, "With advance: facing in the new hex"))
      .addBooleanOption((o) => o.setName("decline").setDescription("Don't push it back")),
  )
  .addSubcommand((sub) =>
    plain(sub, "concede", "Give up: your side loses, the others earn their EP"),
  )
  .addSubcommand((sub) =>
    plain(sub, "end", "GM: end the battle without a result (no EP)")
      .addStringOption((o) =>
        o.setName("reason").setDescription("Why, for the log").setMaxLength(200),
      )
      .addStringOption((o) =>
        o
          .setName("battle")
          .setDescription("A battle elsewhere (its GM or Manage Server)")
          .setMaxLength(40)
          .setAutocomplete(true),
      ),
  )
  .addSubcommand((sub) =>
    plain(sub, "list", "This channel's battles, or the server's (Manage Server)").addStringOption(
      (o) =>
        o
          .setName("scope")
          .setDescription("Channel (default) or server")
          .addChoices({ name: "Channel", value: "channel" }, { name: "Server", value: "server" }),
    ),
  )
  .addSubcommand((sub) => plain(sub, "mine", "Decisions awaited from you"))
  .addSubcommand((sub) =>
    plain(sub, "reminders", "Deadline reminders by DM").addStringOption((o) =>
      o
        .setName("dm")
        .setDescription("on or off")
        .addChoices({ name: "on", value: "on" }, { name: "off", value: "off" }),
    ),
  )
  .addSubcommand((sub) => plain(sub, "pause", "GM: stop taking orders"))
  .addSubcommand((sub) => plain(sub, "resume", "GM: take orders again"))
  .addSubcommand((sub) =>
    plain(sub, "undo", "GM: take back the last steps")
      .addStringOption((o) =>
        o
          .setName("steps")
          .setDescription("How many steps back")
          .setMaxLength(20)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o.setName("reason").setDescription("Why, for the log").setMaxLength(200),
      ),
  )
  .toJSON();

const OPEN: Preconditions = { battle: "any" };
const FORMING: Preconditions = { battle: "forming" };
const STARTED: Preconditions = { battle: "started" };
const GM_OF_FORMING: Preconditions = { battle: "forming", gmOnly: GM_ONLY };
const GM_OF_STARTED: Preconditions = { battle: "started", gmOnly: GM_ONLY };

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  new: deferredPublicly(newBattle),
  tutorial: deferredPublicly(startTutorial),
  practice: deferredPublicly(startPractice),
  join: deferredPublicly(joinBattle, FORMING),
  add: deferredPublicly(addMonster, GM_OF_FORMING),
  start: deferredPublicly(battleStart, GM_OF_FORMING),
  status: direct(battleStatus, OPEN),
  board: direct(battleBoard, STARTED),
  // They may name a past battle, so they check their own preconditions (past-views.ts).
  map: deferredPublicly(battleMapCommand),
  log: direct(battleLogCommand),
  history: direct(battleHistory),
  order: deferredPublicly(giveOrder, STARTED),
  change: deferredPublicly(battleChange, STARTED),
  initiative: deferredPublicly(chooseInitiative, STARTED),
  act: deferredPublicly(battleAct, STARTED),
  retreat: deferredPublicly(retreat, STARTED),
  // A private question first: the confirmation button ends the battle.
  concede: direct(askToConcede, STARTED),
  // It may name a battle elsewhere, so it checks its own preconditions (control.ts).
  end: deferredPublicly(battleEnd),
  list: direct(listBattles),
  mine: direct(battleMine),
  reminders: direct(battleReminders),
  pause: deferredPublicly(pauseBattle, GM_OF_STARTED),
  resume: deferredPublicly(resumeBattle, GM_OF_STARTED),
  undo: deferredPublicly(undo, GM_OF_STARTED),
};

export const battleCommand: Command = {
  definition,
  ...bySubcommand("battle", SUBCOMMANDS),
  autocomplete: autocompleteBattle,
  componentPrefixes: [BATTLE_PREFIX, CONCEDE_PREFIX, OPTIONAL_RULES_PREFIX],
  handleComponent: (interaction, services) => {
    if (interaction.customId.startsWith(`${CONCEDE_PREFIX}:`))
      return confirmConcession(interaction, services);
    if (interaction.customId.startsWith(`${OPTIONAL_RULES_PREFIX}:`))
      return chooseOptionalRules(interaction, services);
    return handleBattleButton(interaction, services);
  },
  defersComponents: true,
};
