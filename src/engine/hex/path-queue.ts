/** What the path search orders its frontier by: cheaper first, then fewer steps, then `tie`. */
export interface Ranked {
  cost: number;
  steps: number;
  tie: number;
  /** Position in the queue, or −1 when not queued. Maintained by PathQueue. */
  queueIndex: number;
}

/** Whether (cost, steps, tie) a comes before b. */
export function ranksBefore(
  costA: number,
  stepsA: number,
  tieA: number,
  costB: number,
  stepsB: number,
  tieB: number,
): boolean {
  return (
    costA < costB || (costA === costB && (stepsA < stepsB || (stepsA === stepsB && tieA < tieB)))
  );
}

function before(a: Ranked, b: Ranked): boolean {
  return ranksBefore(a.cost, a.steps, a.tie, b.cost, b.steps, b.tie);
}

/**
 * A binary min-heap whose items know their own position, so an item whose rank improved can be
 * moved up in place instead of queued twice.
 */
export class PathQueue<T extends Ranked> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  /** Queues `item`, or moves it up after its rank improved. */
  offer(item: T): void {
    if (item.queueIndex < 0) {
      item.queueIndex = this.items.length;
      this.items.push(item);
    }
    this.siftUp(item);
  }

  pop(): T | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (top === undefined || last === undefined) return undefined;
    top.queueIndex = -1;
    if (last !== top) {
      this.items[0] = last;
      last.queueIndex = 0;
      this.siftDown(last);
    }
    return top;
  }

  private place(item: T, index: number): void {
    this.items[index] = item;
    item.queueIndex = index;
  }

  private siftUp(item: T): void {
    let index = item.queueIndex;
    while (index > 0) {
      const parentIndex = (index - 1) >> 1;
      const parent = this.items[parentIndex] as T;
      if (!before(item, parent)) break;
      this.place(parent, index);
      index = parentIndex;
    }
    this.place(item, index);
  }

  private siftDown(item: T): void {
    let index = item.queueIndex;
    const count = this.items.length;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= count) break;
      const right = this.items[child + 1];
      if (right !== undefined && before(right, this.items[child] as T)) child++;
      const smaller = this.items[child] as T;
      if (!before(smaller, item)) break;
      this.place(smaller, index);
      index = child;
    }
    this.place(item, index);
  }
}
