/**
 * The one subcommand router: a subcommand's declared preconditions (the channel's battle in a
 * state, GM only) are checked once, in order, answered privately with the existing wording when
 * they fail, and the handler gets the battle they loaded.
 */
import { describe, expect, it } from "vitest";
import type { CommandInteraction } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { GM_ONLY, NO_BATTLE, type OpenedBattle } from "../../commands/shared/channel-battle.ts";
import {
  bySubcommand,
  deferredPublicly,
  direct,
  type Preconditions,
} from "../../commands/subcommands.ts";
import type { LoadedBattle } from "../../src/store/battle-types.ts";
import { refusal } from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeCommand } from "./fake-interaction.ts";

const NOT_STARTED = "The battle has not started yet; the GM starts it with /battle start.";
const ALREADY_STARTED = "The battle has already started.";

/** The channel's battle as the store would load it: alice is its GM. */
function channelBattle(status: "forming" | "running"): LoadedBattle {
  return {
    battle: { id: "battle-1", status, gmId: ALICE.id },
    state: status === "forming" ? null : { turn: 1 },
    version: 3,
  } as unknown as LoadedBattle;
}

/** Services whose battle store holds `loaded` (or nothing), counting the loads. */
function servicesWith(loaded: LoadedBattle | null) {
  const loads: string[] = [];
  const services = {
    battles: {
      async loadActiveIn(guildId: string, channelId: string) {
        loads.push(`${guildId}/${channelId}`);
        return loaded;
      },
      async otherGameIn() {
        return null;
      },
    },
  } as unknown as Services;
  return { services, loads };
}

/** A router of one subcommand `go` needing `needs`; `ran` holds what each run was handed. */
function routerNeeding(needs: Preconditions) {
  const ran: OpenedBattle[] = [];
  const router = bySubcommand("test", {
    go: deferredPublicly(async (_i: CommandInteraction, _s: Services, opened: OpenedBattle) => {
      ran.push(opened);
    }, needs),
  });
  return { router, ran };
}

describe("bySubcommand", () => {
  it("refuses an unknown subcommand privately, naming the known ones", async () => {
    const router = bySubcommand("test", { a: direct(async () => {}), b: direct(async () => {}) });
    const interaction = fakeCommand("c");
    await router.execute(interaction, servicesWith(null).services);
    expect(refusal(interaction)).toBe("/test needs a subcommand: a, b.");
  });

  it("runs a subcommand without preconditions without loading any battle", async () => {
    let runs = 0;
    const router = bySubcommand("test", {
      go: direct(async () => {
        runs += 1;
      }),
    });
    const { services, loads } = servicesWith(channelBattle("running"));
    await router.execute(fakeCommand("go"), services);
    expect(runs).toBe(1);
    expect(loads).toEqual([]);
  });

  it("reports each subcommand's declared deferral", () => {
    const router = bySubcommand("test", {
      look: direct(async () => {}, { battle: "any" }),
      write: deferredPublicly(async () => {}),
    });
    expect(router.deferralOf?.({ subcommandGroup: undefined, subcommand: "look" })).toBeUndefined();
    expect(router.deferralOf?.({ subcommandGroup: undefined, subcommand: "write" })).toBe("public");
  });

  it("hands the handler the channel's battle it loaded, once", async () => {
    const loaded = channelBattle("running");
    const { services, loads } = servicesWith(loaded);
    const { router, ran } = routerNeeding({ battle: "started" });
    const interaction = fakeCommand("go");
    await router.execute(interaction, services);
    expect(loads).toEqual(["guild-1/channel-1"]);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.loaded).toBe(loaded);
    expect(ran[0]?.store).toBe(services);
    expect(interaction.replies).toEqual([]);
  });

  it.each([
    ["no battle", null, { battle: "any" }, NO_BATTLE],
    ["a forming battle", channelBattle("forming"), { battle: "started" }, NOT_STARTED],
    ["a started battle", channelBattle("running"), { battle: "forming" }, ALREADY_STARTED],
  ] as const)("refuses %s when the subcommand needs otherwise", async (_, loaded, needs, text) => {
    const { router, ran } = routerNeeding(needs);
    const interaction = fakeCommand("go");
    await router.execute(interaction, servicesWith(loaded).services);
    expect(refusal(interaction)).toBe(text);
    expect(ran).toEqual([]);
  });

  it("refuses anyone but the GM with the subcommand's own wording, after the battle's state", async () => {
    const { router, ran } = routerNeeding({ battle: "started", gmOnly: "Only the GM, please." });
    const byBob = fakeCommand("go", {}, { actor: BOB });
    await router.execute(byBob, servicesWith(channelBattle("running")).services);
    expect(refusal(byBob)).toBe("Only the GM, please.");
    // The battle's state is checked first: a forming battle is refused as not started.
    const early = fakeCommand("go", {}, { actor: BOB });
    await router.execute(early, servicesWith(channelBattle("forming")).services);
    expect(refusal(early)).toBe(NOT_STARTED);
    expect(ran).toEqual([]);
  });

  it("lets the GM and a Manage Server user through a GM-only subcommand", async () => {
    const { router, ran } = routerNeeding({ battle: "any", gmOnly: GM_ONLY });
    const { services } = servicesWith(channelBattle("forming"));
    await router.execute(fakeCommand("go", {}, { actor: ALICE }), services);
    await router.execute(fakeCommand("go", {}, { actor: actor("mod", true) }), services);
    expect(ran).toHaveLength(2);
  });
});
