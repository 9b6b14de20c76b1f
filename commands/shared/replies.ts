/**
 * Error replies: always ephemeral, so a typo never clutters the channel.
 */
import { safeText } from "../format/safe-text.ts";
import type { Reply } from "../interaction.ts";

export function errorReply(content: string): Reply {
  return { content, ephemeral: true };
}

/** One message listing every problem, so the user can fix them all at once. */
export function problemsReply(heading: string, problems: readonly string[]): Reply {
  if (problems.length === 1) return errorReply(`${heading} ${problems[0]}`);
  return errorReply([heading, ...problems.map((problem) => `• ${problem}`)].join("\n"));
}

/**
 * The rule checks echo figure names verbatim and end without a full stop; make their sentences
 * safe to post and punctuated like ours.
 */
export function ruleProblems(problems: readonly string[]): string[] {
  return problems.map((problem) => {
    const safe = safeText(problem);
    return /[.!?]$/.test(safe) ? safe : `${safe}.`;
  });
}
