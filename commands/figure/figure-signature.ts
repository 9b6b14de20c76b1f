/**
 * The HMAC-SHA256 that marks a figure document as written by this install's /figure export:
 * any change to the figure (EP, attributes, gear, name) after export breaks it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The document without its signature, serialised the one way export writes it. */
export function signFigureBody(body: string, key: string): string {
  return createHmac("sha256", key).update(body).digest("hex");
}

export function signatureMatches(body: string, signature: string, key: string): boolean {
  const expected = Buffer.from(signFigureBody(body, key), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
