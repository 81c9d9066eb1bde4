/**
 * Messages kept in (time, id) order as they arrive, so opening a long
 * conversation reads an ordered list instead of sorting 10,000 rows. Most
 * messages arrive last in time: insertion is a binary search and usually an
 * append.
 */
export class Timeline<M extends { _id: string; createdAt: string }> {
  private entries: { id: string; time: number; message: M }[] = []
  private readonly times = new Map<string, number>()

  /** Ordered messages; a new array only after a change. */
  private cache: M[] | null = []

  get items(): readonly M[] {
    this.cache ??= this.entries.map((entry) => entry.message)
    return this.cache
  }

  /** The parsed `createdAt` of a message in the timeline. */
  timeOf(message: M): number {
    return this.times.get(message._id) ?? Date.parse(message.createdAt)
  }

  put(message: M): void {
    this.remove(message._id)
    const time = Date.parse(message.createdAt)
    const entry = { id: message._id, time, message }
    let low = 0
    let high = this.entries.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const other = this.entries[middle]!
      if (other.time < time || (other.time === time && other.id < entry.id)) low = middle + 1
      else high = middle
    }
    this.entries.splice(low, 0, entry)
    this.times.set(message._id, time)
    this.cache = null
  }

  remove(id: string): void {
    const time = this.times.get(id)
    if (time === undefined) return
    const index = this.entries.findIndex((entry) => entry.id === id)
    if (index !== -1) this.entries.splice(index, 1)
    this.times.delete(id)
    this.cache = null
  }

  clear(): void {
    this.entries = []
    this.times.clear()
    this.cache = []
  }
}
