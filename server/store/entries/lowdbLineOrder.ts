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

/** Splits into keys below `key` and keys at or above it. */
function split(node: TreeNode | null, key: LineKey): [TreeNode | null, TreeNode | null] {
  if (!node) return [null, null];
  if (compareLineKeys(node, key) < 0) {
    const [low, high] = split(node.right, key);
    node.right = low;
    return [update(node), high];
  }
  const [low, high] = split(node.left, key);
  node.left = high;
  return [low, update(node)];
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

  insert(key: LineKey): void {
    const node: TreeNode = { ...key, priority: this.random(), size: 1, left: null, right: null };
    const [low, high] = split(this.root, key);
    this.root = merge(merge(low, node), high);
  }

  /** Removes the key; answers whether it was there. */
  remove(key: LineKey): boolean {
    const [low, rest] = split(this.root, key);
    const [match, high] = split(rest, { score: key.score, position: key.position + 1 });
    this.root = merge(low, high);
    return match !== null;
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
