import { describe, expect, it } from "vitest";
import { splitOptionText } from "../../src/play/option-text.ts";

describe("splitOptionText", () => {
  it("runs an unquoted value up to the next option", () => {
    expect(splitOptionText("name:Ragnar the Bold race:human  st:11")).toEqual({
      ok: true,
      entries: [
        { name: "name", raw: "Ragnar the Bold" },
        { name: "race", raw: "human" },
        { name: "st", raw: "11" },
      ],
    });
  });

  it("keeps quoted text whole, with backslash escapes", () => {
    expect(splitOptionText(`weapons:"spear, dagger" name:'Sir: "Bob"' note:"a \\" b"`)).toEqual({
      ok: true,
      entries: [
        { name: "weapons", raw: "spear, dagger" },
        { name: "name", raw: 'Sir: "Bob"' },
        { name: "note", raw: 'a " b' },
      ],
    });
  });

  it("takes pasted JSON as one value, since its keys are quoted", () => {
    const json = '{"format": "melee-bot/figure", "version": 1, "figure": {"shield": null}}';
    expect(splitOptionText(`json:${json} rename:Bjorn`)).toEqual({
      ok: true,
      entries: [
        { name: "json", raw: json },
        { name: "rename", raw: "Bjorn" },
      ],
    });
  });

  it("reports text that is not an option and unclosed quotes", () => {
    expect(splitOptionText("Ragnar")).toEqual({
      ok: false,
      error: 'Expected option:value but found "Ragnar".',
    });
    expect(splitOptionText('name:"Ragnar')).toEqual({
      ok: false,
      error: 'The value of "name" has no closing ".',
    });
  });
});
