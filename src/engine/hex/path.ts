import { DIRECTION_STEPS, type Hex, hex, hexKey, hexNumber } from "./coordinates.ts";
import { PathQueue, type Ranked, ranksBefore } from "./path-queue.ts";

export interface PathOptions {
  /**
   * The cost of one step, which must be positive, or undefined when the step is forbidden.
   * `isLast`: the step ends the path; stopping in a hex may cost differently from passing over it
   * (MELEE: MOVEMENT — jumping over a fallen figure costs 3).
   */
  stepCost(from: Hex, to: Hex, isLast: boolean): number | undefined;
  /** Paths costing more are not considered. */
  maxCost: number;
  /**
   * False: a path may end in this hex but not continue past it (MELEE: MOVEMENT — entering an
   * enemy's front hex stops movement). Never asked about the start. Default: always true.
   */
  mayPassThrough?(h: Hex): boolean;
}

/** A path (excluding its start, including its end) and its total cost. */
export interface PathResult {
  path: Hex[];
  cost: number;
}

/**
 * One hex of the search, with two labels: the best way found to pass through it and move on
 * (`cost`, `steps`, `tie`, `parent`; what the queue ranks), and the best way found to end in it.
 */
interface SearchNode extends Ranked {
  readonly hex: Hex;
  passable: boolean | undefined;
  parent: SearchNode | undefined;
  /** The order in which the pass-through label was settled, or −1 while unsettled. */
  rank: number;
  endCost: number;
  endSteps: number;
  endTie: number;
  endParent: SearchNode | undefined;
}

function newNode(h: Hex): SearchNode {
  return {
    hex: h,
    passable: undefined,
    cost: Number.POSITIVE_INFINITY,
    steps: Number.POSITIVE_INFINITY,
    tie: 0,
    queueIndex: -1,
    parent: undefined,
    rank: -1,
    endCost: Number.POSITIVE_INFINITY,
    endSteps: Number.POSITIVE_INFINITY,
    endTie: 0,
    endParent: undefined,
  };
}

/** The cost of reaching `to` from `node` by one more step, or undefined if barred or over budget. */
function costThrough(
  options: PathOptions,
  node: SearchNode,
  to: Hex,
  isLast: boolean,
): number | undefined {
  const stepCost = options.stepCost(node.hex, to, isLast);
  if (stepCost === undefined) return undefined;
  if (!(stepCost > 0)) {
    throw new RangeError(`stepCost must return a positive number or undefined (got ${stepCost})`);
  }
  const cost = node.cost + stepCost;
  return cost <= options.maxCost ? cost : undefined;
}

/** The search's node for hex (q, r), made on first sight. */
function nodeAt(nodes: Map<number, SearchNode>, q: number, r: number): SearchNode {
  const key = hexNumber(q, r);
  let node = nodes.get(key);
  if (node === undefined) {
    node = newNode(hex(q, r));
    nodes.set(key, node);
  }
  return node;
}

/**
 * Dijkstra's search from `start`. With a goal, steps into the goal are last steps and the goal is
 * never passed through; without one, every hex is tried both as an end and as a hex to pass.
 * `wanted`: the one hex whose end label the caller will read (the goal, if any); the search stops
 * once no path still to be found could end there more cheaply, so that label is what a full search
 * would give.
 *
 * Ties between equally cheap paths: fewer steps first, then the path whose next-to-last hex was
 * settled first, then the last step's direction in N…NW order. With uniform step costs this is
 * exactly "earliest directions first, compared from the start".
 */
function search(
  start: Hex,
  goal: Hex | undefined,
  options: PathOptions,
  wanted: Hex | undefined = goal,
): Map<number, SearchNode> {
  const nodes = new Map<number, SearchNode>();
  const origin = nodeAt(nodes, start.q, start.r);
  const goalNode = goal === undefined ? undefined : nodeAt(nodes, goal.q, goal.r);
  const wantedNode = wanted === undefined ? undefined : nodeAt(nodes, wanted.q, wanted.r);
  origin.cost = origin.steps = origin.endCost = origin.endSteps = 0;
  const queue = new PathQueue<SearchNode>();
  queue.offer(origin);
  let settled = 0;

  for (let node = queue.pop(); node !== undefined; node = queue.pop()) {
    // Every step costs something, so no hex settled from now on leads to a cheaper end there.
    if (wantedNode !== undefined && node.cost >= wantedNode.endCost) break;
    node.rank = settled++;
    const here = node.hex;
    const steps = node.steps + 1;
    for (let d = 0; d < DIRECTION_STEPS.length; d++) {
      const step = DIRECTION_STEPS[d] as Hex;
      const next = nodeAt(nodes, here.q + step.q, here.r + step.r);
      const tie = node.rank * DIRECTION_STEPS.length + d;
      if (goalNode === undefined || next === goalNode) {
        const cost = costThrough(options, node, next.hex, true);
        if (
          cost !== undefined &&
          ranksBefore(cost, steps, tie, next.endCost, next.endSteps, next.endTie)
        ) {
          next.endCost = cost;
          next.endSteps = steps;
          next.endTie = tie;
          next.endParent = node;
        }
      }
      if (next === goalNode || next.rank >= 0) continue;
      next.passable ??= options.mayPassThrough?.(next.hex) ?? true;
      if (!next.passable) continue;
      const cost = costThrough(options, node, next.hex, false);
      if (cost !== undefined && ranksBefore(cost, steps, tie, next.cost, next.steps, next.tie)) {
        next.cost = cost;
        next.steps = steps;
        next.tie = tie;
        next.parent = node;
        queue.offer(next);
      }
    }
  }
  return nodes;
}

/** The path that ends in `node`, walking back through pass-through labels to the start. */
function pathEndingAt(node: SearchNode): Hex[] {
  const path: Hex[] = [];
  if (node.endParent === undefined) return path;
  path.push(node.hex);
  for (let at = node.endParent; at.parent !== undefined; at = at.parent) path.push(at.hex);
  return path.reverse();
}

/** The cheapest path from `start` to `goal` costing at most `maxCost`, or undefined if none. */
export function findPath(start: Hex, goal: Hex, options: PathOptions): PathResult | undefined {
  const nodes = search(start, goal, options);
  const end = nodes.get(hexNumber(goal.q, goal.r));
  if (end === undefined || end.endCost === Number.POSITIVE_INFINITY) return undefined;
  return { path: pathEndingAt(end), cost: end.endCost };
}

/**
 * The path reachableHexes would list for `end` (the same search, the same ties), or undefined when
 * no path ends there; for a caller that wants one hex, without building every hex's path.
 */
export function reachablePathTo(
  start: Hex,
  end: Hex,
  options: PathOptions,
): PathResult | undefined {
  const node = search(start, undefined, options, end).get(hexNumber(end.q, end.r));
  if (node === undefined || node.endCost === Number.POSITIVE_INFINITY) return undefined;
  return { path: pathEndingAt(node), cost: node.endCost };
}

/**
 * Every hex a path from `start` can end in within `maxCost`, keyed by hexKey, with its cheapest
 * path (costing what findPath would find). The start itself is listed with cost 0 and an empty
 * path; a hex that cannot be passed through is still listed when a path can end in it.
 */
export function reachableHexes(start: Hex, options: PathOptions): Map<string, PathResult> {
  const reachable = new Map<string, PathResult>();
  for (const node of search(start, undefined, options).values()) {
    if (node.endCost === Number.POSITIVE_INFINITY) continue;
    reachable.set(hexKey(node.hex), { path: pathEndingAt(node), cost: node.endCost });
  }
  return reachable;
}
