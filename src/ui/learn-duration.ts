import type { SyntheticEvent } from 'react'

/**
 * A recorded WebM voice note carries no duration (MediaRecorder writes none),
 * so the player would say 0:00: seeking far past the end makes the browser
 * read the file through and learn its length; then it goes back to the start.
 * For an `<audio>`'s `onLoadedMetadata` (the widget's and the owner inbox's voice notes).
 */
export function learnDuration(event: SyntheticEvent<HTMLAudioElement>): void {
  const audio = event.currentTarget
  if (audio.duration !== Number.POSITIVE_INFINITY) return
  const rewind = () => {
    if (!Number.isFinite(audio.duration)) return
    audio.removeEventListener('durationchange', rewind)
    audio.currentTime = 0
  }
  audio.addEventListener('durationchange', rewind)
  audio.currentTime = Number.MAX_SAFE_INTEGER
}
