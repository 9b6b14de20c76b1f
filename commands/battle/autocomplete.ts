/**
 * Suggestions while typing /battle options: only what is legal now — the figures awaiting the
 * user's orders (or still free to change their option), their legal options, destinations
 * ("E7 (3 hexes)"), targets, foes to wait on (AM §6) and retreat hexes, the user's own figures to join with (or train
 * with), and the steps undo can take back.
 */
import {
  AIMED_PARTS,
  type AttackKind,
  attackKindFor,
  chosenOption,
  exchangePartners,
  footprint,
  formatHex,
  isOptionCode,
  isRidingOption,
  isWeaponId,
  legalAttackTargets,
  legalDestinations,
  legalOptionChanges,
  legalOptions,
  legalRetreatHexes,
  mountableBeasts,
  OPTIONS,
  type OptionCode,
  type PlannedOrder,
  parseDirection,
  parseHex,
  pendingDecision,
  sameHex,
  unpackable,
  WEAPONS,
  waitTargets,
} from "../../src/engine/index.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { ownFigureChoices } from "../figure/autocomplete.ts";
import { matchChoices } from "../format/match-choices.ts";
import type { AutocompleteChoice, AutocompleteInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { findBattleFigure, isGm, mayOrder, nameOf } from "../shared/channel-battle.ts";
import {
  HOLD_PIKE,
  HOLD_PIKE_LABEL,
  ORDERED_ATTACKS,
  orderedAttackKind,
  volleyChoices,
} from "./attack-choices.ts";
import { MOUNT_AIM } from "./draft-aim.ts";
import { pastBattleChoices } from "./history.ts";
import { typedAirDropChoices } from "./order-air-drops.ts";
import { offhandSuggestions } from "./order-offhand.ts";
import { scenarioChoices } from "./scenario-option.ts";
import { endableBattleChoices } from "./server-battles.ts";
import { scenarioFigureChoices } from "./take-figure.ts";
import { logChoices } from "./undo-choices.ts";

const MAX_CHOICES = 25;

export async function autocompleteBattle(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<void> {
  await interaction.respond((await choices(interaction, services)).slice(0, MAX_CHOICES));
}

async function choices(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<AutocompleteChoice[]> {
  const { name, value } = interaction.focused;
  const sub = interaction.subcommand;
  if (sub === "join" && name === "figure") {
    const loaded = await services.battles.loadActiveIn(
      interaction.place.guildId,
      interaction.place.channelId,
    );
    const held = loaded === null ? [] : scenarioFigureChoices(loaded.battle, value);
    return [...held, ...(await ownFigureChoices(interaction, services, value))];
  }
  if ((sub === "tutorial" || sub === "practice") && name === "figure") {
    return ownFigureChoices(interaction, services, value);
  }
  if (sub === "end" && name === "battle") return endableBattleChoices(interaction, services);
  if (sub === "new" && name === "scenario") return scenarioChoices(services, value);
  if ((sub === "log" || sub === "map") && name === "battle") {
    return pastBattleChoices(interaction, services);
  }
  const store = services;
  const loaded = await store.battles.loadActiveIn(
    interaction.place.guildId,
    interaction.place.channelId,
  );
  if (loaded === null) return [];
  if (sub === "undo" && name === "steps") {
    if (!isGm(interaction.actor, loaded.battle) || loaded.state === null) return [];
    const log = await store.battles.log(loaded.battle.id);
    return matchChoices(logChoices(log, services.clock.now()), value, {
      byValue: true,
    });
  }
  return matchChoices(stateChoices(interaction, loaded, sub ?? "", name), value, {
    byValue: true,
  });
}

function optionChoice(code: OptionCode): AutocompleteChoice {
  // "pass" and a rider's options (AM §9) are words, not letters.
  const word = code === "pass" || isRidingOption(code);
  return {
    name: word ? `${code}: ${OPTIONS[code].name}` : `(${code}) ${OPTIONS[code].name}`,
    value: code,
  };
}

/**
 * The move an order being typed plans, once it has a destination or a facing: its targets are then
 * those in reach from where it ends (legalAttackTargets); otherwise undefined (from where it stands).
 */
function plannedMove(
  interaction: AutocompleteInteraction,
  ordering: boolean,
  option: string,
): PlannedOrder | undefined {
  if (!ordering || !isOptionCode(option)) return undefined;
  const to = parseHex((interaction.options.getString("to") ?? "").trim().split(/\s/)[0] ?? "");
  const facing = parseDirection((interaction.options.getString("facing") ?? "").trim());
  if (to === undefined && facing === undefined) return undefined;
  const attack = orderedAttackKind(interaction.options.getString("attack"));
  return {
    option,
    ...(to === undefined ? {} : { destination: to }),
    ...(facing === undefined ? {} : { facing }),
    ...(attack === undefined ? {} : { attack }),
  };
}

function stateChoices(
  interaction: AutocompleteInteraction,
  loaded: LoadedBattle,
  sub: string,
  focused: string,
): AutocompleteChoice[] {
  const { battle, state } = loaded;
  if (state === null || battle.status !== "active") return [];
  const decision = pendingDecision(state);
  const mine = (key: string) => mayOrder(interaction.actor, battle, key);
  // Valued by id: two figures may share a name, never an id; the label is the handle.
  const named = (key: string) => ({ name: nameOf(state, key), value: key });
  const figureKey = () => {
    const typed = interaction.options.getString("figure");
    return typed === undefined ? undefined : findBattleFigure(battle, typed)?.figureKey;
  };
  if (focused === "figure") {
    if (sub === "order" && decision.kind === "orders")
      return decision.figures.filter(mine).map(named);
    if (sub === "change") {
      return state.figures
        .map((f) => f.id)
        .filter((id) => mine(id) && legalOptionChanges(state, id).length > 0)
        .map(named);
    }
    if (sub === "act" && decision.kind === "act") return [decision.figure].filter(mine).map(named);
    if (sub === "retreat" && decision.kind === "retreat") {
      return [...new Set(decision.rights.map((r) => r.victor))].filter(mine).map(named);
    }
    return [];
  }
  const key = figureKey();
  if (key === undefined || !mine(key)) return [];
  const option = (interaction.options.getString("option") ?? "").trim().toLowerCase();
  const ordering = sub === "order" && decision.kind === "orders" && decision.figures.includes(key);
  const changes = sub === "change" ? legalOptionChanges(state, key) : [];
  if (ordering || changes.length > 0) {
    if (focused === "option")
      return (ordering ? legalOptions(state, key) : changes).map(optionChoice);
    if (focused === "to" && isOptionCode(option)) {
      return legalDestinations(state, key, option)
        .sort((a, b) => a.cost - b.cost)
        .map((d) => {
          const hexes = d.path.length;
          return {
            name: `${formatHex(d.hex)} (${hexes === 0 ? "stay" : `${hexes} hex${hexes === 1 ? "" : "es"}`})`,
            value: formatHex(d.hex),
          };
        });
    }
    if (focused === "target" && option === "mount") {
      // AM §9: a mount names the riding animal it gets on.
      const rider = state.figures.find((f) => f.id === key);
      return rider === undefined ? [] : mountableBeasts(state, rider).map((b) => named(b.id));
    }
    // AM §2 IV(b): (e) names the figure to exchange weapons with, friend or foe.
    if (focused === "target" && option === "e") return exchangePartners(state, key).map(named);
    if (focused === "target") {
      const attack = orderedAttackKind(interaction.options.getString("attack"));
      const chosen = attack !== undefined && attack !== "weapon" ? attack : null;
      const kind = isOptionCode(option)
        ? attackKindFor({ option, attack: chosen })
        : (chosen ?? "weapon");
      return legalAttackTargets(state, key, kind, plannedMove(interaction, ordering, option)).map(
        named,
      );
    }
    if (focused === "attack") {
      const f = state.figures.find((o) => o.id === key);
      return [
        ...ORDERED_ATTACKS.map((a) => ({ name: a.label, value: a.kind })),
        { name: HOLD_PIKE_LABEL, value: HOLD_PIKE },
        ...(f === undefined ? [] : [...volleyChoices(f), ...typedAirDropChoices(f)]),
      ];
    }
    if (focused === "aim") {
      return [
        ...AIMED_PARTS.map((part) => ({ name: part.replace("-", " "), value: part })),
        { name: "the mount, not its rider (AM §9)", value: MOUNT_AIM },
      ];
    }
    if (focused === "wait-for" && ordering) return waitTargets(state, key).map(named);
    if (focused === "ready") {
      const figure = state.figures.find((f) => f.id === key);
      if (figure === undefined) return [];
      // (o) picks up a weapon lying under the figure; the other options ready one it carries.
      const weapons =
        option === "o"
          ? state.dropped
              .filter((d) => footprint(figure).some((h) => sameHex(h, d.position)))
              .flatMap((d) => (isWeaponId(d.item) ? [d.item] : []))
          : figure.carried;
      const pack =
        option === "e" && figure.pack ? [{ name: "Pack (take it off)", value: "pack" }] : [];
      // AM §5 PACKED: "Rapier (packed)" gets it out of the set-down pack, then readies it.
      const packed = (option === "e" ? unpackable(figure) : []).map((w) => ({
        name: `${WEAPONS[w].name} (packed)`,
        value: `${WEAPONS[w].name} (packed)`,
      }));
      // AM §5 LEFT-HAND WEAPONS: "Main-gauche, left hand".
      const left = option === "e" || option === "k" ? offhandSuggestions(state, figure) : [];
      return [
        ...weapons.map((w) => ({ name: WEAPONS[w].name, value: WEAPONS[w].name })),
        ...pack,
        ...packed,
        ...left.map((text) => ({ name: text, value: text })),
      ];
    }
  }
  if (sub === "act" && focused === "target" && decision.kind === "act") {
    const chosen = chosenOption(state, key);
    const kind: AttackKind = chosen?.attack ?? "weapon";
    return legalAttackTargets(state, key, kind).map(named);
  }
  if (sub === "retreat" && decision.kind === "retreat") {
    const rights = decision.rights.filter((r) => r.victor === key);
    if (focused === "enemy") return rights.map((r) => named(r.enemy));
    const enemyTyped = interaction.options.getString("enemy");
    const enemy =
      enemyTyped === undefined ? undefined : findBattleFigure(battle, enemyTyped)?.figureKey;
    const right = rights.find((r) => r.enemy === enemy) ?? rights[0];
    if (focused === "to" && right !== undefined) {
      return legalRetreatHexes(state, right).map((h) => ({
        name: formatHex(h),
        value: formatHex(h),
      }));
    }
  }
  return [];
}
