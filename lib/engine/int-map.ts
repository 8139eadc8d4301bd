/**
 * Open-addressing hash map from uint32 keys (below 2^32 - 1) to int32 values,
 * on typed arrays. The engine's lookup tables are keyed by additive rank keys
 * (sums of powers of 5) that are too sparse for a plain array and too hot for
 * a JS Map. Slots hold key + 1, so 0 marks an empty slot.
 */
export class IntMap {
  private readonly keys: Uint32Array;
  private readonly values: Int32Array;
  private readonly shift: number;
  private readonly mask: number;
  size = 0;

  constructor(capacityPow2: number) {
    const n = 1 << capacityPow2;
    this.keys = new Uint32Array(n);
    this.values = new Int32Array(n);
    this.shift = 32 - capacityPow2;
    this.mask = n - 1;
  }

  private slot(stored: number): number {
    let i = Math.imul(stored, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const k = this.keys[i] as number;
      if (k === stored || k === 0) return i;
      i = (i + 1) & this.mask;
    }
  }

  set(key: number, value: number): void {
    const stored = (key + 1) >>> 0;
    if (stored === 0) throw new RangeError("IntMap key out of range");
    const i = this.slot(stored);
    if (this.keys[i] === 0) {
      if (++this.size > (this.mask * 3) >> 2) throw new Error("IntMap over capacity");
      this.keys[i] = stored;
    }
    this.values[i] = value;
  }

  /** The value for `key`, or `missing` when absent. */
  get(key: number, missing = -1): number {
    const i = this.slot((key + 1) >>> 0);
    return this.keys[i] === 0 ? missing : (this.values[i] as number);
  }
}
