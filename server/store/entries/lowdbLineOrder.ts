/**
 * The line as an order-statistic tree: entries in the line, ordered by (score, position), where
 * score = position - REFERRAL_BOOST x counted referrals (DECISIONS "The waitlist loop"). Inserting,
 * removing, an entry's place and the k-th entry all cost O(log n), so neither a status page nor
 * the admin list in place order scans the list, however long it is.
 *
 * A treap (a binary search tree kept balanced by random priorities) with subtree sizes. It orders
 * any (score, position) keys: the outbox's pending queues use it too (score: when a message is due,
 * position: its id).
 */
interface TreeNode {
  score: number;
  position: number;
  priority: number;
  size: number;
  left: TreeNode | null;
  right: TreeNode | null;
}

export interface LineKey {
  score: number;
  position: number;
}

function size(node: TreeNode | null): number {
  return node ? node.size : 0;
}

function update(node: TreeNode): TreeNode {
  node.size = 1 + size(node.left) + size(node.right);
  return node;
}

/** Line order: by score, ties by position (positions are unique, so no two keys are equal). */
export function compareLineKeys(a: LineKey, b: LineKey): number {
  return a.score - b.score || a.position - b.position;
}

/** The part at or above the key of the last splitBelow (a second return value, without an array). */
let splitHigh: TreeNode | null = null;

/**
 * Splits into keys below `key` (returned) and keys at or above it (left in splitHigh). Allocates
 * nothing: a join does several of these (the line, the outbox's queue), each taken back and done
 * again by the group commit, and their garbage was a good part of a join's cost.
 */
function splitBelow(node: TreeNode | null, key: LineKey): TreeNode | null {
  if (!node) {
    splitHigh = null;
    return null;
  }
  if (compareLineKeys(node, key) < 0) {
    node.right = splitBelow(node.right, key); // splitHigh: the right subtree's upper part
    return update(node);
  }
  const low = splitBelow(node.left, key);
  node.left = splitHigh;
  splitHigh = update(node);
  return low;
}

/** Joins two trees where every key of `low` is below every key of `high`. */
function merge(low: TreeNode | null, high: TreeNode | null): TreeNode | null {
  if (!low) return high;
  if (!high) return low;
  if (low.priority > high.priority) {
    low.right = merge(low.right, high);
    return update(low);
  }
  high.left = merge(low, high.left);
  return update(high);
}

export class LineOrder {
  private root: TreeNode | null = null;

  constructor(private readonly random: () => number = Math.random) {}

  /**
   * A balanced tree from keys already in line order, in O(n): how a store opens. Built nodes get
   * priorities above any random one, so later inserts settle beneath them in their own gaps.
   */
  static fromSorted(keys: readonly LineKey[], random: () => number = Math.random): LineOrder {
    const line = new LineOrder(random);
    const build = (low: number, high: number, depth: number): TreeNode | null => {
      if (low >= high) return null;
      const middle = (low + high) >>> 1;
      const key = keys[middle]!;
      const node: TreeNode = {
        score: key.score,
        position: key.position,
        priority: 1 + 1 / (depth + 1),
        size: 1,
        left: build(low, middle, depth + 1),
        right: build(middle + 1, high, depth + 1),
      };
      return update(node);
    };
    line.root = build(0, keys.length, 0);
    return line;
  }

  get size(): number {
    return size(this.root);
  }

  /**
   * Walks down past the nodes that stay above the new one (higher priority), counting it in their
   * sizes, and splits the subtree it takes the place of around it: one pass, nothing allocated
   * but the node. A key equal to one in the tree goes before it.
   */
  insert(key: LineKey): void {
    const node: TreeNode = {
      score: key.score,
      position: key.position,
      priority: this.random(),
      size: 1,
      left: null,
      right: null,
    };
    let parent: TreeNode | null = null;
    let onLeft = false;
    let current = this.root;
    while (current && current.priority > node.priority) {
      current.size += 1;
      parent = current;
      onLeft = compareLineKeys(current, key) >= 0;
      current = onLeft ? current.left : current.right;
    }
    node.left = splitBelow(current, key);
    node.right = splitHigh;
    splitHigh = null;
    this.replaceChild(parent, onLeft, update(node));
  }

  /** Removes the key; answers whether it was there. */
  remove(key: LineKey): boolean {
    let parent: TreeNode | null = null;
    let onLeft = false;
    let current = this.root;
    while (current) {
      const order = compareLineKeys(current, key);
      if (order === 0) break;
      parent = current;
      onLeft = order > 0;
      current = onLeft ? current.left : current.right;
    }
    if (!current) return false;
    for (let node = this.root!; node !== current;) {
      node.size -= 1;
      node = compareLineKeys(node, key) < 0 ? node.right! : node.left!;
    }
    this.replaceChild(parent, onLeft, merge(current.left, current.right));
    return true;
  }

  /** Hangs `subtree` under `parent` on the side given (at the root when there is no parent). */
  private replaceChild(parent: TreeNode | null, onLeft: boolean, subtree: TreeNode | null): void {
    if (!parent) this.root = subtree;
    else if (onLeft) parent.left = subtree;
    else parent.right = subtree;
  }

  /** How many keys stand before `key` (its place in line is this plus one). */
  rank(key: LineKey): number {
    let node = this.root;
    let before = 0;
    while (node) {
      if (compareLineKeys(node, key) < 0) {
        before += size(node.left) + 1;
        node = node.right;
      } else {
        node = node.left;
      }
    }
    return before;
  }

  /** The key at 0-based `index` in line order, or undefined past the end. */
  at(index: number): LineKey | undefined {
    let node = this.root;
    let remaining = index;
    while (node) {
      const leftSize = size(node.left);
      if (remaining < leftSize) node = node.left;
      else if (remaining === leftSize) return { score: node.score, position: node.position };
      else {
        remaining -= leftSize + 1;
        node = node.right;
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
