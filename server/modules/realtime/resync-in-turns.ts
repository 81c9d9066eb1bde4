import type { Server } from 'socket.io'

export interface ResyncTurns {
  /** Sockets told in one turn (default 250). */
  size?: number
  /** Between turns (default 100 ms). */
  everyMs?: number
}

/**
 * Tells this process's sockets `event` (resync: fetch what you missed) a turn at a time: each resync is a call for the
 * messages since the newest a widget has, and all of a process's sockets at once after Redis came back put thousands
 * of those calls in front of every send. A few hundred sockets hear it at once, 5,000 within two seconds.
 *
 * @example
 * resyncInTurns(io, SOCKET_EVENTS.resync)
 */
export function resyncInTurns(io: Server, event: string, turns: ResyncTurns = {}): void {
  const size = turns.size ?? 250
  const everyMs = turns.everyMs ?? 100
  const sockets = [...io.of('/').sockets.values()]
  const turn = (from: number) => {
    for (const socket of sockets.slice(from, from + size)) if (socket.connected) socket.emit(event)
    if (from + size < sockets.length) setTimeout(() => turn(from + size), everyMs).unref()
  }
  turn(0)
}
