/**
 * The line as an order-statistic tree: entries in the line, ordered by (score, position), where
 * score = position - REFERRAL_BOOST x counted referrals (docs/product.md §16). Inserting,
 * removing, an entry's place and the k-th entry all cost O(log n), so neither a status page nor
 * the admin list in place order scans the list, however long it is.
 *
 * A treap (a binary search tree kept balanced by random priorities) with subtree sizes. It orders
 * any (score, position) keys: the outbox's pending queues use it too (score: when a message is due,
 * position: its id).
 */
export interface LineKey {
  score: number;
  position: number;
}

/** Line order: by score, ties by position (positions are unique, so no two keys are equal). */
export function compareLineKeys(a: LineKey, b: LineKey): number {
  return a.score - b.score || a.position - b.position;
}

/** Node 0 stands for "no node": its size stays 0. */
const NONE = 0;
/** Random priorities are below this; a tree built from sorted keys sits above it. */
const RANDOM_PRIORITIES = 2 ** 30;
const BUILT_PRIORITY = 2 ** 31 - 1;

/**
 * The nodes live in typed arrays indexed by node number, not as objects: a million entries' line
 * took 99 MB as objects (a boxed number each for the priority), every one walked by each full
 * collection; here 32 bytes a node and nothing for the collector to walk.
 */
export class LineOrder {
  private scores: Float64Array;
  private positions: Float64Array;
  private priorities: Int32Array;
  private sizes: Int32Array;
  private lefts: Int32Array;
  private rights: Int32Array;
  private root = NONE;
  /** The next node number never used, and numbers of removed nodes to use again. */
  private unused = 1;
  private readonly free: number[] = [];
  /** The part at or above the key of the last splitBelow (a second return value, without an array). */
  private splitHigh = NONE;

  constructor(
    private readonly random: () => number = Math.random,
    capacity = 64,
  ) {
    this.scores = new Float64Array(capacity + 1);
    this.positions = new Float64Array(capacity + 1);
    this.priorities = new Int32Array(capacity + 1);
    this.sizes = new Int32Array(capacity + 1);
    this.lefts = new Int32Array(capacity + 1);
    this.rights = new Int32Array(capacity + 1);
  }

  /**
   * A balanced tree from keys already in line order, in O(n): how a store opens. Built nodes get
   * priorities above any random one, so later inserts settle beneath them in their own gaps.
   */
  static fromSorted(keys: readonly LineKey[], random: () => number = Math.random): LineOrder {
    return LineOrder.fromSortedValues(
      keys.map((key) => key.score),
      keys.map((key) => key.position),
      random,
    );
  }

  /** The same from the keys' scores and positions side by side (no object per key). */
  static fromSortedValues(
    scores: ArrayLike<number>,
    positions: ArrayLike<number>,
    random: () => number = Math.random,
  ): LineOrder {
    const count = scores.length;
    // Room for an eighth more before the arrays grow: joins after a start add few.
    const line = new LineOrder(random, count + (count >>> 3) + 64);
    const build = (low: number, high: number, depth: number): number => {
      if (low >= high) return NONE;
      const middle = (low + high) >>> 1;
      const node = line.unused++;
      line.scores[node] = scores[middle]!;
      line.positions[node] = positions[middle]!;
      line.priorities[node] = BUILT_PRIORITY - depth;
      line.lefts[node] = build(low, middle, depth + 1);
      line.rights[node] = build(middle + 1, high, depth + 1);
      return line.update(node);
    };
    line.root = build(0, count, 0);
    return line;
  }

  get size(): number {
    return this.sizes[this.root]!;
  }

  /** Node order against a key: below zero when the node comes first. */
  private compare(node: number, score: number, position: number): number {
    return this.scores[node]! - score || this.positions[node]! - position;
  }

  private update(node: number): number {
    this.sizes[node] = 1 + this.sizes[this.lefts[node]!]! + this.sizes[this.rights[node]!]!;
    return node;
  }

  /**
   * Splits into keys below the key (returned) and keys at or above it (left in splitHigh).
   * Allocates nothing: a join does several of these (the line, the outbox's queue), each taken
   * back and done again by the group commit.
   */
  private splitBelow(node: number, score: number, position: number): number {
    if (node === NONE) {
      this.splitHigh = NONE;
      return NONE;
    }
    if (this.compare(node, score, position) < 0) {
      // splitHigh: the right subtree's upper part
      this.rights[node] = this.splitBelow(this.rights[node]!, score, position);
      return this.update(node);
    }
    const low = this.splitBelow(this.lefts[node]!, score, position);
    this.lefts[node] = this.splitHigh;
    this.splitHigh = this.update(node);
    return low;
  }

  /** Joins two trees where every key of `low` is below every key of `high`. */
  private merge(low: number, high: number): number {
    if (low === NONE) return high;
    if (high === NONE) return low;
    if (this.priorities[low]! > this.priorities[high]!) {
      this.rights[low] = this.merge(this.rights[low]!, high);
      return this.update(low);
    }
    this.lefts[high] = this.merge(low, this.lefts[high]!);
    return this.update(high);
  }

  /** A node number for a new key: a removed node's, or the next one (the arrays grow by half). */
  private newNode(score: number, position: number): number {
    let node = this.free.pop();
    if (node === undefined) {
      if (this.unused === this.scores.length) this.grow();
      node = this.unused++;
    }
    this.scores[node] = score;
    this.positions[node] = position;
    this.priorities[node] = Math.floor(this.random() * RANDOM_PRIORITIES);
    this.sizes[node] = 1;
    this.lefts[node] = NONE;
    this.rights[node] = NONE;
    return node;
  }

  private grow(): void {
    const length = this.scores.length + (this.scores.length >>> 1) + 64;
    const grown = <T extends Float64Array | Int32Array>(array: T, make: new (n: number) => T) => {
      const bigger = new make(length);
      bigger.set(array);
      return bigger;
    };
    this.scores = grown(this.scores, Float64Array);
    this.positions = grown(this.positions, Float64Array);
    this.priorities = grown(this.priorities, Int32Array);
    this.sizes = grown(this.sizes, Int32Array);
    this.lefts = grown(this.lefts, Int32Array);
    this.rights = grown(this.rights, Int32Array);
  }

  /**
   * Walks down past the nodes that stay above the new one (higher priority), counting it in their
   * sizes, and splits the subtree it takes the place of around it: one pass, nothing allocated.
   * A key equal to one in the tree goes before it.
   */
  insert(key: LineKey): void {
    const { score, position } = key;
    const node = this.newNode(score, position);
    const priority = this.priorities[node]!;
    let parent = NONE;
    let onLeft = false;
    let current = this.root;
    while (current !== NONE && this.priorities[current]! > priority) {
      this.sizes[current] = this.sizes[current]! + 1;
      parent = current;
      onLeft = this.compare(current, score, position) >= 0;
      current = onLeft ? this.lefts[current]! : this.rights[current]!;
    }
    this.lefts[node] = this.splitBelow(current, score, position);
    this.rights[node] = this.splitHigh;
    this.splitHigh = NONE;
    this.replaceChild(parent, onLeft, this.update(node));
  }

  /** Removes the key; answers whether it was there. */
  remove(key: LineKey): boolean {
    const { score, position } = key;
    let parent = NONE;
    let onLeft = false;
    let current = this.root;
    while (current !== NONE) {
      const order = this.compare(current, score, position);
      if (order === 0) break;
      parent = current;
      onLeft = order > 0;
      current = onLeft ? this.lefts[current]! : this.rights[current]!;
    }
    if (current === NONE) return false;
    for (let node = this.root; node !== current;) {
      this.sizes[node] = this.sizes[node]! - 1;
      node = this.compare(node, score, position) < 0 ? this.rights[node]! : this.lefts[node]!;
    }
    this.replaceChild(parent, onLeft, this.merge(this.lefts[current]!, this.rights[current]!));
    this.free.push(current);
    return true;
  }

  /** Hangs `subtree` under `parent` on the side given (at the root when there is no parent). */
  private replaceChild(parent: number, onLeft: boolean, subtree: number): void {
    if (parent === NONE) this.root = subtree;
    else if (onLeft) this.lefts[parent] = subtree;
    else this.rights[parent] = subtree;
  }

  /** How many keys stand before `key` (its place in line is this plus one). */
  rank(key: LineKey): number {
    let node = this.root;
    let before = 0;
    while (node !== NONE) {
      if (this.compare(node, key.score, key.position) < 0) {
        before += this.sizes[this.lefts[node]!]! + 1;
        node = this.rights[node]!;
      } else {
        node = this.lefts[node]!;
      }
    }
    return before;
  }

  /** The key at 0-based `index` in line order, or undefined past the end. */
  at(index: number): LineKey | undefined {
    let node = this.root;
    let remaining = index;
    while (node !== NONE) {
      const leftSize = this.sizes[this.lefts[node]!]!;
      if (remaining < leftSize) node = this.lefts[node]!;
      else if (remaining === leftSize) {
        return { score: this.scores[node]!, position: this.positions[node]! };
      } else {
        remaining -= leftSize + 1;
        node = this.rights[node]!;
      }
    }
    return undefined;
  }

  /** Up to `limit` keys in line order from 0-based `offset`. */
  slice(offset: number, limit: number): LineKey[] {
    const keys: LineKey[] = [];
    for (let index = offset; index < offset + limit; index += 1) {
      const key = this.at(index);
      if (!key) break;
      keys.push(key);
    }
    return keys;
  }
}
