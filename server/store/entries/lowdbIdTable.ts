/**
 * Entry ids by a string key (an inbox, a referral code), in two typed arrays instead of a Map
 * of a million strings: a Map held each key's string and an entry per key (120 MB at a million
 * inboxes, most of it objects the collector walks on every full collection); this holds 8 bytes
 * a slot and no object per entry. The keys themselves are not kept: `keyOf(id)` reads an id's key
 * from its entry whenever two keys' hashes agree, so the answer is always the exact key's.
 *
 * Open addressing with linear probing; a slot holds an id (ids start at 1), 0 when it was never
 * used and REMOVED where an id was taken out (the probe goes on past it). One key may hold
 * several ids (an older data file's shared inbox): `idsOf` answers them all.
 */
const EMPTY = 0;
const REMOVED = -1;
const FIRST_CAPACITY = 1024;

/**
 * FNV-1a over the UTF-16 code units, its bits mixed at the end (murmur3's finalizer) so that the
 * low bits a slot is chosen by differ for keys that differ in one character: a 32-bit hash with no
 * allocation.
 */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

export class IdTable {
  private ids = new Int32Array(FIRST_CAPACITY);
  private hashes = new Int32Array(FIRST_CAPACITY);
  /** Slots holding an id, and slots holding an id or REMOVED (both count toward a rehash). */
  private held = 0;
  private used = 0;

  constructor(private readonly keyOf: (id: number) => string | undefined) {}

  get size(): number {
    return this.held;
  }

  /**
   * Adds the id under the key (nothing when it is there already); answers whether another id's
   * key has the same hash, the only case in which `idsOf` may find more than this one.
   */
  add(key: string, id: number): boolean {
    if ((this.used + 1) * 4 > this.ids.length * 3) this.rehash();
    const hash = hashKey(key);
    const mask = this.ids.length - 1;
    let free = -1;
    let sharesHash = false;
    let slot = hash & mask;
    for (; this.ids[slot] !== EMPTY; slot = (slot + 1) & mask) {
      const held = this.ids[slot]!;
      if (held === REMOVED) {
        if (free < 0) free = slot;
      } else if (this.hashes[slot] === hash) {
        if (held === id) return sharesHash;
        sharesHash = true;
      }
    }
    if (free < 0) {
      free = slot;
      this.used += 1;
    }
    this.ids[free] = id;
    this.hashes[free] = hash;
    this.held += 1;
    return sharesHash;
  }

  /**
   * Takes the id out from under the key it was added with (its entry may be gone already, so the
   * key is not read again); answers whether it was there.
   */
  remove(key: string, id: number): boolean {
    const hash = hashKey(key);
    const mask = this.ids.length - 1;
    for (let slot = hash & mask; this.ids[slot] !== EMPTY; slot = (slot + 1) & mask) {
      if (this.ids[slot] === id && this.hashes[slot] === hash) {
        this.ids[slot] = REMOVED;
        this.held -= 1;
        return true;
      }
    }
    return false;
  }

  /** The ids whose key is this one, in no particular order. */
  idsOf(key: string): number[] {
    const found: number[] = [];
    const hash = hashKey(key);
    const mask = this.ids.length - 1;
    for (let slot = hash & mask; this.ids[slot] !== EMPTY; slot = (slot + 1) & mask) {
      const id = this.ids[slot]!;
      if (id !== REMOVED && this.hashes[slot] === hash && this.keyOf(id) === key) found.push(id);
    }
    return found;
  }

  /** The first id found whose key is this one. */
  firstIdOf(key: string): number | undefined {
    const hash = hashKey(key);
    const mask = this.ids.length - 1;
    for (let slot = hash & mask; this.ids[slot] !== EMPTY; slot = (slot + 1) & mask) {
      const id = this.ids[slot]!;
      if (id !== REMOVED && this.hashes[slot] === hash && this.keyOf(id) === key) return id;
    }
    return undefined;
  }

  /**
   * Into arrays of at least twice the ids held, without removed slots: filled to three quarters
   * at most, a probe ends after a few slots.
   */
  private rehash(): void {
    const { ids, hashes } = this;
    let capacity = FIRST_CAPACITY;
    while (capacity < (this.held + 1) * 2) capacity *= 2;
    this.ids = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let from = 0; from < ids.length; from += 1) {
      const id = ids[from]!;
      if (id === EMPTY || id === REMOVED) continue;
      let slot = hashes[from]! & mask;
      while (this.ids[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.ids[slot] = id;
      this.hashes[slot] = hashes[from]!;
    }
    this.used = this.held;
  }
}
