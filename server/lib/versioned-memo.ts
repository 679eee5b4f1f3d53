type TEntry<T> = { done: true; value: T } | { done: false; pending: Promise<T> };

/**
 * Figures that change only when the data's version changes (change counters, the day), kept per
 * instance: one computation per version and key, however many requests ask at once (single-flight).
 * A new version drops everything of the older one; a computation that fails is not kept.
 */
export class VersionedMemo<T> {
  private version: string | null = null;
  private readonly entries = new Map<string, TEntry<T>>();

  constructor(private readonly maxEntries = 64) {}

  get(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.version !== version) {
      this.version = version;
      this.entries.clear();
    }
    const entry = this.entries.get(key);
    if (entry) return entry.done ? Promise.resolve(entry.value) : entry.pending;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const ours = () => {
      const current = this.entries.get(key);
      return this.version === version && current !== undefined && !current.done && current.pending === pending;
    };
    const pending: Promise<T> = compute().then(
      (value) => {
        // Kept only if this version is still the current one and nobody replaced the entry.
        if (ours()) this.entries.set(key, { done: true, value });
        return value;
      },
      (error: unknown) => {
        if (ours()) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, { done: false, pending });
    return pending;
  }
}
