/**
 * The versioned JSON document /figure export writes and /figure import reads:
 * { "format": "melee-bot/figure", "version": 1, "figure": { name, race, ..., ep }, "signature" }.
 * Its shape is the store's figure schema; the signature is the install's HMAC of the rest.
 */

import type { FigureSpec } from "../../src/engine/index.ts";
import {
  checkWithSchema,
  FIGURE_DOCUMENT_FORMAT,
  FIGURE_DOCUMENT_VERSION,
  figureDocumentSchema,
  shortJson,
} from "../../src/store/figure-schema.ts";
import { fineFields } from "../../src/store/figure-spec-json.ts";
import { parseBoundedJson } from "../format/bounded-json.ts";
import { safeText } from "../format/safe-text.ts";
import { signatureMatches, signFigureBody } from "./figure-signature.ts";

export const DOCUMENT_VERSION = FIGURE_DOCUMENT_VERSION;
/** An export is a few hundred characters, three levels deep (document, figure, weapons). */
const MAX_DOCUMENT_LENGTH = 4000;
const MAX_DOCUMENT_DEPTH = 3;

/** The document as export writes it, signed with `key`. */
export function figureDocument(spec: FigureSpec, ep: number, key: string): string {
  const body = documentBody(spec, ep);
  const document = { ...body, signature: signFigureBody(JSON.stringify(body), key) };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export type DocumentReading =
  | {
      readonly ok: true;
      readonly spec: FigureSpec;
      readonly ep: number;
      /** Signed by this install and unchanged since. */
      readonly verified: boolean;
    }
  | { readonly ok: false; readonly problems: string[] };

/** Reads a document, naming every field that is missing or of the wrong kind. */
export function readFigureDocument(text: string, key: string): DocumentReading {
  const read = parseBoundedJson(text, MAX_DOCUMENT_LENGTH, MAX_DOCUMENT_DEPTH);
  if (!read.ok) return { ok: false, problems: [safeText(read.problem)] };
  const reading = checkWithSchema(figureDocumentSchema, read.value, "", (value) =>
    safeText(shortJson(value)),
  );
  if (!reading.ok) return reading;
  const { ep, ...spec } = reading.value.figure;
  const { signature } = reading.value;
  const body = JSON.stringify(documentBody(spec, ep));
  const verified = signature !== undefined && signatureMatches(body, signature, key);
  return { ok: true, spec, ep, verified };
}

/**
 * Exactly the fields export writes, in its order, whatever else the objects carry. ADVANCED
 * MELEE's IQ, pack and talents are written only when the figure has them, so a MELEE figure's document
 * (and its signature) is as it always was.
 */
function documentBody(spec: FigureSpec, ep: number) {
  const { name, race, st, dx, iq, armor, shield, weapons, readyWeapon, shieldReady } = spec;
  const figure = {
    name,
    race,
    st,
    dx,
    ...(iq === undefined ? {} : { iq }),
    armor,
    shield,
    weapons,
    readyWeapon,
    shieldReady,
    ...(spec.pack === undefined ? {} : { pack: spec.pack }),
    ...(spec.packed === undefined || spec.packed.length === 0 ? {} : { packed: spec.packed }),
    ...(spec.talents === undefined || spec.talents.length === 0 ? {} : { talents: spec.talents }),
    ...fineFields(spec),
    ...(spec.cheapPowder ? { cheapPowder: true as const } : {}),
    ep,
  };
  return { format: FIGURE_DOCUMENT_FORMAT, version: FIGURE_DOCUMENT_VERSION, figure };
}
