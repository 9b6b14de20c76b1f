/**
 * The Options a handler reads, over values local play has already typed. As with discord.js,
 * asking for the wrong kind gives nothing rather than a converted value.
 */
import type { Options, OptionValue } from "../../commands/interaction.ts";

export function localOptions(values: ReadonlyMap<string, OptionValue>): Options {
  const of = <T extends OptionValue>(name: string, kind: string): T | undefined => {
    const value = values.get(name);
    return typeof value === kind ? (value as T) : undefined;
  };
  return {
    getString: (name) => of<string>(name, "string"),
    getInteger: (name) => {
      const value = of<number>(name, "number");
      return value !== undefined && Number.isInteger(value) ? value : undefined;
    },
    getBoolean: (name) => of<boolean>(name, "boolean"),
    getUser: (name) => of<string>(name, "string"),
    // A terminal has no attachments: a file is pasted as text (json:).
    getAttachment: () => undefined,
  };
}
