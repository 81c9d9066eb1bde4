import { createContext } from 'react'
import type { StoredMessage } from '../../engine'

/**
 * Which messages arrived while the conversation was on screen, so that only
 * they animate in: a message created before the list showed (the history it
 * opens on, however long, or an older page loaded on scroll-up) never does,
 * and each message animates once (a row scrolled away and back does not
 * replay). Created when the chat view mounts, so messages that came while a
 * side panel covered it count as history when it comes back.
 */
export class Arrivals {
  private readonly animated = new Set<string>()

  /** `since`: when the list showed, epoch ms (the engine clock). */
  constructor(private readonly since: number) {}

  /** True the first time a bubble for `message` mounts, if the message was created after the list showed. */
  claim(message: StoredMessage): boolean {
    const key = message.clientMessageId ?? message._id
    if (Date.parse(message.createdAt) <= this.since || this.animated.has(key)) return false
    this.animated.add(key)
    return true
  }
}

/** The chat view's `Arrivals`; without one (a list drawn on its own) nothing animates. */
export const ArrivalsContext = createContext<Arrivals | null>(null)
