/**
 * Random slash-command calls, button presses and autocomplete requests, built from each
 * command's registered definition: every command and subcommand, each option present or not,
 * of its declared type or another, valid or hostile; made by any of the world's users, under
 * any display name, in the battle's channel or elsewhere.
 */
import fc from "fast-check";
import { COMMANDS } from "../../commands/index.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { ABSENT_USER_ID, ACTORS } from "./arena-world.ts";
import {
  deliverableValue,
  fitted,
  hostileInteger,
  hostileString,
  malformedValue,
  type OptionDefinition,
  STRING,
  SUBCOMMAND,
  USER,
} from "./hostile-values.ts";

export interface HostileCall {
  readonly commandName: string;
  readonly subcommand: string | undefined;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly actor: Actor;
  /** Elsewhere: a channel with no battle. */
  readonly elsewhere: boolean;
  /** Another game's call given a legal order in place of its own, the nth (legal-orders.ts). */
  readonly legalOrder?: number;
}

export interface HostileCompletion extends HostileCall {
  readonly focused: { readonly name: string; readonly value: string };
}

/** Discord's (and local play's) longest display name. */
const DISPLAY_NAME_MAX = 32;

/** The world's users, each under their own name or a hostile one. */
export const actorArb: fc.Arbitrary<Actor> = fc
  .tuple(
    fc.constantFrom(...ACTORS),
    fc.option(
      hostileString.map((name) => fitted(name, DISPLAY_NAME_MAX)),
      { freq: 2 },
    ),
  )
  .map(([who, name]) => (name === null ? who : { ...who, displayName: name }));

/** A user option as Discord delivers it: a member's id. */
const userIdArb = fc.constantFrom(...ACTORS.map((a) => a.id), ABSENT_USER_ID);

/**
 * Discord delivers what the definition allows (deliverable); a broken client or adapter could
 * send anything (malformed): the wrong types, unknown subcommands and options, over-long text.
 */
export type Mode = "deliverable" | "malformed";

function valueFor(option: OptionDefinition, mode: Mode): fc.Arbitrary<OptionValue> {
  if (option.type === USER) {
    return mode === "deliverable"
      ? userIdArb
      : fc.oneof({ weight: 4, arbitrary: userIdArb }, { weight: 1, arbitrary: hostileInteger });
  }
  return mode === "deliverable" ? deliverableValue(option) : malformedValue(option);
}

/**
 * The options of one subcommand: each optional one present or not. Discord always sends the
 * required ones; a malformed call may lack them, and may carry an option that does not exist.
 */
function optionsArb(
  definitions: readonly OptionDefinition[],
  mode: Mode,
): fc.Arbitrary<Record<string, OptionValue>> {
  const present = definitions.map((o) => {
    const given = valueFor(o, mode).map((v): readonly [string, OptionValue] | null => [o.name, v]);
    if (o.required && mode === "deliverable") return given;
    return fc.option(given, { freq: o.required ? 12 : 2 });
  });
  const junk =
    mode === "deliverable"
      ? fc.constant(null)
      : fc.option(fc.tuple(fc.string({ maxLength: 12 }), fc.oneof(hostileString, hostileInteger)), {
          freq: 4,
        });
  return fc.tuple(fc.tuple(...present), junk).map(([given, extra]) => {
    const entries = given.filter((e) => e !== null);
    // Real options win over a junk one of the same name, as Discord never sends two.
    return Object.fromEntries(extra === null ? entries : [extra, ...entries]);
  });
}

interface Subcommand {
  readonly commandName: string;
  readonly subcommand: string | undefined;
  readonly options: readonly OptionDefinition[];
}

/** Every (command, subcommand) pair the bot registers. */
export const SUBCOMMANDS: readonly Subcommand[] = COMMANDS.flatMap((c): Subcommand[] => {
  const options = (c.definition.options ?? []) as readonly OptionDefinition[];
  const subs = options.filter((o) => o.type === SUBCOMMAND);
  if (subs.length === 0)
    return [{ commandName: c.definition.name, subcommand: undefined, options }];
  return subs.map((s) => ({
    commandName: c.definition.name,
    subcommand: s.name,
    options: s.options ?? [],
  }));
});

/**
 * One of `arbs` chosen uniformly: fc.oneof leans towards its first arbitraries (bias for
 * shrinking), which would leave the last commands nearly untried.
 */
function uniformly<T>(arbs: readonly fc.Arbitrary<T>[]): fc.Arbitrary<T> {
  return fc
    .noBias(fc.integer({ min: 0, max: arbs.length - 1 }))
    .chain((i) => arbs[i] ?? fc.constant(undefined as never));
}

/** The other games' commands, whose random order text or options almost never make an order. */
const LEGAL_ORDER_COMMANDS = new Set(["lamame", "quick", "starship"]);

/** Calls of one subcommand: the random runs use them, and so does the top-up of any they missed. */
export function callArb(sub: Subcommand, mode: Mode): fc.Arbitrary<HostileCall> {
  const call = fc.record({
    commandName: fc.constant(sub.commandName),
    subcommand: fc.constant(sub.subcommand),
    options: optionsArb(sub.options, mode),
    actor: actorArb,
    elsewhere: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
  if (!LEGAL_ORDER_COMMANDS.has(sub.commandName)) return call;
  // Half of them give a legal order instead, so that those games move on too.
  return fc
    .tuple(call, fc.option(fc.nat(), { freq: 2 }))
    .map(([c, legalOrder]) => (legalOrder === null ? c : { ...c, legalOrder }));
}

/** A call of a real subcommand as Discord would deliver it, but of those named ("gm computer"). */
export function deliverableCallsExcept(excluded: readonly string[]): fc.Arbitrary<HostileCall> {
  const kept = SUBCOMMANDS.filter(
    (sub) => !excluded.includes(`${sub.commandName} ${sub.subcommand ?? ""}`.trim()),
  );
  return uniformly(kept.map((sub) => callArb(sub, "deliverable")));
}

/** A call of a real subcommand as Discord would deliver it. */
export const deliverableCallArb: fc.Arbitrary<HostileCall> = deliverableCallsExcept([]);

/** A malformed call of a real subcommand, or now and then of one that does not exist. */
export const malformedCallArb: fc.Arbitrary<HostileCall> = fc.oneof(
  { weight: 12, arbitrary: uniformly(SUBCOMMANDS.map((sub) => callArb(sub, "malformed"))) },
  {
    weight: 1,
    arbitrary: fc.record({
      commandName: fc.constantFrom(...COMMANDS.map((c) => c.definition.name)),
      subcommand: fc.option(hostileString, { nil: undefined }),
      options: optionsArb([], "malformed"),
      actor: actorArb,
      elsewhere: fc.boolean(),
    }),
  },
);

/** Autocomplete on every option that has it, with anything typed so far. */
export const hostileCompletionArb: fc.Arbitrary<HostileCompletion> = uniformly(
  SUBCOMMANDS.flatMap((sub) =>
    sub.options
      .filter((o) => o.autocomplete === true)
      .map((focused) =>
        fc
          .tuple(callArb(sub, "deliverable"), deliverableValue({ ...focused, type: STRING }))
          .map(([call, typed]) => ({
            ...call,
            focused: { name: focused.name, value: String(typed) },
          })),
      ),
  ),
);

/**
 * A custom id as posted (often the newest, the likeliest to be fresh), or mutated, truncated,
 * extended or forged from one.
 */
export function customIdArb(posted: readonly string[]): fc.Arbitrary<string> {
  const prefixes = COMMANDS.flatMap((c) => c.componentPrefixes ?? []);
  const anyPosted =
    posted.length > 0 ? fc.constantFrom(...posted) : fc.constant("battle:x:1:init:first");
  const segment = fc.oneof(hostileString, hostileInteger.map(String), fc.constant(""));
  const newest = posted.slice(-2);
  return fc.oneof(
    { weight: 4, arbitrary: newest.length > 0 ? fc.constantFrom(...newest) : anyPosted },
    { weight: 4, arbitrary: anyPosted },
    {
      weight: 3,
      arbitrary: fc.tuple(anyPosted, fc.nat(), segment).map(([id, at, replacement]) => {
        const parts = id.split(":");
        parts[at % parts.length] = replacement;
        return parts.join(":");
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(anyPosted, fc.nat())
        .map(([id, cut]) => id.slice(0, cut % (id.length + 1))),
    },
    { weight: 1, arbitrary: fc.tuple(anyPosted, segment).map(([id, more]) => `${id}:${more}`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...prefixes), fc.array(segment, { maxLength: 6 }))
        .map(([prefix, parts]) => [prefix, ...parts].join(":")),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
  );
}
