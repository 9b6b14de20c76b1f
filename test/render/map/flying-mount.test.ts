/**
 * A rider on a flying mount and a 7-hex flier on the map's words (AM §9, §10): the alt text says
 * who rides what at what height, and names every hex of the dragon in the air.
 */
import { expect, it } from "vitest";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { riderOnAGriffin } from "./flying-mount-scenario.ts";

it("the alt text says Sir Hugh rides Skyclaw at 6 m, and the dragon flies at 10 m", () => {
  const text = describeMapForAltText(riderOnAGriffin().state);
  expect(text).toContain(
    "Sir Hugh at F9–G10 facing NW, ST 13/13, riding Skyclaw (griffin, ST 40/40), flying at 6 m",
  );
  expect(text).toContain("Wyrm at E5–E4–D3–F3–E3–E2–E1 facing S, ST 60/60, flying at 10 m");
});
