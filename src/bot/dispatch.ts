/**
 * Hands each interaction to its command and makes sure the user always gets an answer: a
 * failing handler is logged with the interaction id and answered with an ephemeral apology,
 * never left to crash the process or to show Discord's "The application did not respond".
 */
import type { Interaction } from "discord.js";
import type { Command } from "../../commands/command.ts";
import type { Services } from "../../commands/services.ts";
import type { Logger } from "../log.ts";
import { isStoreUnavailable } from "../store/unavailable.ts";
import { acknowledgeCommand, acknowledgeComponent, adaptAutocomplete } from "./adapt.ts";
import { answerPrivately, STORE_UNAVAILABLE } from "./answer-privately.ts";
import { type RateLimiter, slowDownMessage } from "./rate-limit.ts";
import { commandNamed, componentOwner } from "./route.ts";

export interface DispatchContext {
  readonly commands: readonly Command[];
  readonly services: Services;
  readonly log: Logger;
  /** The per-user limit on interactions (RATE_LIMIT_*); no limit when unset. */
  readonly rateLimiter?: RateLimiter;
}

const SOMETHING_WENT_WRONG =
  "Something went wrong while handling that. It has been logged; please try again.";
const GUILDS_ONLY = "Melee Bot works in servers only: figures and battles belong to a server.";
const OUTDATED = "This command or button is out of date. Try the command again.";

export async function dispatch(interaction: Interaction, context: DispatchContext): Promise<void> {
  const { commands, services, log } = context;
  const started = performance.now();
  // How long Discord's interaction took to reach us: a busy process shows here first.
  const waitedMs = Date.now() - interaction.createdTimestamp;
  try {
    if (await refusedAsTooFast(interaction, context)) return;
    if (!interaction.inGuild()) {
      await answerPrivately(interaction, GUILDS_ONLY);
    } else if (interaction.isChatInputCommand()) {
      const command = commandNamed(commands, interaction.commandName);
      if (command === undefined) await answerPrivately(interaction, OUTDATED);
      else await command.execute(await acknowledgeCommand(command, interaction), services);
    } else if (interaction.isAutocomplete()) {
      const command = commandNamed(commands, interaction.commandName);
      if (command?.autocomplete === undefined) await interaction.respond([]);
      else await command.autocomplete(adaptAutocomplete(interaction), services);
    } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
      const command = componentOwner(commands, interaction.customId);
      if (command?.handleComponent === undefined) await answerPrivately(interaction, OUTDATED);
      else
        await command.handleComponent(await acknowledgeComponent(command, interaction), services);
    }
    log.debug("interaction handled", {
      interactionId: interaction.id,
      waitedMs,
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    const storeUnavailable = isStoreUnavailable(error);
    log.error("interaction failed", {
      interactionId: interaction.id,
      waitedMs,
      error,
      storeUnavailable,
    });
    const content = storeUnavailable ? STORE_UNAVAILABLE : SOMETHING_WENT_WRONG;
    await answerPrivately(interaction, content).catch((answerError: unknown) =>
      log.warn("could not tell the user", { interactionId: interaction.id, error: answerError }),
    );
  }
}

/**
 * Refuses the interaction when its user is over the rate limit. Typing into an option sends an
 * autocomplete request per keystroke, so those only check for a token (and get no choices when
 * there is none) rather than spending one.
 */
async function refusedAsTooFast(
  interaction: Interaction,
  context: DispatchContext,
): Promise<boolean> {
  const limiter = context.rateLimiter;
  if (limiter === undefined) return false;
  const userId = interaction.user.id;
  const decision = interaction.isAutocomplete() ? limiter.peek(userId) : limiter.take(userId);
  if (decision.allowed) return false;
  context.log.info("rate limited", { interactionId: interaction.id, userId });
  await answerPrivately(interaction, slowDownMessage(decision.retryAfterSeconds));
  return true;
}
