/**
 * The outline of a multi-hex figure's body (ADVANCED MELEE §3, §4: figures of 2 to 7 hexes): a
 * skeleton joining the centres of its hexes, which the token stroke widens into a body. Every
 * three hexes touching one another add a triangle (so the body is solid between them, as MELEE's
 * giant's triangle is), and two touching hexes in no such triangle add the line between them (a
 * horse's body, a dragon's neck and tail).
 */
import { type Hex, hexDistance, type Point } from "../../engine/index.ts";
import type { Ctx } from "./shapes.ts";

/** Adds the body's skeleton to the context's path; `centres[i]` is the centre of `hexes[i]`. */
export function bodySkeleton(ctx: Ctx, hexes: readonly Hex[], centres: readonly Point[]): void {
  const n = hexes.length;
  const touch = (i: number, j: number) => hexDistance(hexes[i] as Hex, hexes[j] as Hex) === 1;
  const inTriangle = new Set<string>();
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        if (!touch(i, j) || !touch(j, k) || !touch(i, k)) continue;
        const a = centres[i] as Point;
        const b = centres[j] as Point;
        const c = centres[k] as Point;
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.lineTo(c.x, c.y);
        ctx.closePath();
        for (const pair of [`${i},${j}`, `${j},${k}`, `${i},${k}`]) inTriangle.add(pair);
      }
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (!touch(i, j) || inTriangle.has(`${i},${j}`)) continue;
      const a = centres[i] as Point;
      const b = centres[j] as Point;
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
}
