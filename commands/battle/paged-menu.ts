/**
 * A menu of the click-by-click order, in pages of Discord's 25 choices with Previous and Next
 * buttons under it: every menu of the flow (figures, options, flights, destinations, targets) is
 * paged alike, so a crowded figure's choices all stay reachable. Buttons beside the menu are one
 * tap on a phone, where a "More…" choice would need the menu opened, scrolled to its end and
 * opened again; a menu that fits shows no buttons and costs no tap.
 */
import type { Button, ComponentRow } from "../interaction.ts";
import type { Choice } from "./order-choices.ts";

/** Discord's limit on a select menu's options. */
export const PAGE = 25;

export function select(id: string, placeholder: string, choices: readonly Choice[]): ComponentRow {
  return {
    kind: "select",
    menu: {
      customId: id,
      placeholder,
      options: choices.map((c) => ({
        label: c.label.slice(0, 100),
        value: c.value,
        ...(c.description === undefined ? {} : { description: c.description.slice(0, 100) }),
      })),
    },
  };
}

/**
 * The `page`-th page of the choices as a menu (the last page past the end), with the buttons
 * to the pages beside it, whose ids `pageId` gives.
 */
export function pagedMenu(
  id: string,
  placeholder: string,
  choices: readonly Choice[],
  page: number,
  pageId: (page: number) => string,
): ComponentRow[] {
  const pages = Math.max(1, Math.ceil(choices.length / PAGE));
  const shown = Math.min(Math.max(page, 0), pages - 1);
  const counted = pages === 1 ? placeholder : `${placeholder} (${shown + 1}/${pages})`;
  const rows: ComponentRow[] = [
    select(id, counted, choices.slice(shown * PAGE, (shown + 1) * PAGE)),
  ];
  const paging: Button[] = [];
  if (shown > 0)
    paging.push({ customId: pageId(shown - 1), label: "Previous", style: "secondary" });
  if (shown < pages - 1)
    paging.push({ customId: pageId(shown + 1), label: "Next", style: "secondary" });
  if (paging.length > 0) rows.push({ kind: "buttons", buttons: paging });
  return rows;
}
