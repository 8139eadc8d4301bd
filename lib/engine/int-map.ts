/**
 * Open-addressing hash map from uint32 keys to int32 values, on typed arrays.
 * The engine's lookup tables are keyed by additive rank keys (sums of powers
 * of 5) that are too sparse for a plain array and too hot for a JS Map.
 */
export class IntMap {
  private readonly keys: Uint32Array;
  private readonly values: Int32Array;
  private readonly used: Uint8Array;
  private readonly shift: number;
  private readonly mask: number;
  size = 0;

  constructor(capacityPow2: number) {
    const n = 1 << capacityPow2;
    this.keys = new Uint32Array(n);
    this.values = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.shift = 32 - capacityPow2;
    this.mask = n - 1;
  }

  private slot(key: number): number {
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.used[i] === 1 && this.keys[i] !== key) i = (i + 1) & this.mask;
    return i;
  }

  set(key: number, value: number): void {
    const i = this.slot(key >>> 0);
    if (this.used[i] === 0) {
      if (++this.size > (this.mask * 3) >> 2) throw new Error("IntMap over capacity");
      this.used[i] = 1;
      this.keys[i] = key >>> 0;
    }
    this.values[i] = value;
  }

  /** The value for `key`, or `missing` when absent. */
  get(key: number, missing = -1): number {
    const i = this.slot(key >>> 0);
    return this.used[i] === 1 ? (this.values[i] as number) : missing;
  }
}
