import type { OwnerMessage } from '../../contract/owner-inbox'
import { eventText } from './event-text'
import type { OwnerT } from './i18n'

/** Longest preview kept (the row ellipsises it anyway). */
const PREVIEW_LENGTH = 140

/**
 * A message as one line of the inbox list: its text; 'Photo', 'Voice note',
 * 'Video', 'File' for media (with the caption when there is one); the
 * words of an HTML (`component`) message without its tags; an order event
 * in the owner's words ('Order KK-1003 placed'). Plain text for
 * React to escape, never markup.
 *
 * @example
 * messagePreview({ ...message, type: 'image', caption: null }, t) // 'Photo'
 */
export function messagePreview(message: OwnerMessage, t: OwnerT): string {
  const event = eventText(message, t)
  if (event) return event
  const type = message.type ?? 'text'
  const media = {
    image: 'preview.photo',
    audio: 'preview.voiceNote',
    video: 'preview.video',
    file: 'preview.file',
  } as const
  if (type === 'text') return clip(message.message)
  if (type === 'component') return clip(message.message.replace(/<[^>]*>/g, ' ')) || t('preview.message')
  const label = t(media[type])
  return message.caption ? `${label}: ${clip(message.caption)}` : label
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line
}
