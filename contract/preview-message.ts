import * as t from 'io-ts'
import { Section } from './page'

/**
 * The owner app's editor tells its preview (a framed `?ownerPreview=` page on
 * the same origin) the draft's sections as the owner types, so the preview
 * shows them before they are saved: `{ type: PREVIEW_MESSAGE, sections }`,
 * posted to the frame with this origin as the target.
 */
export const PREVIEW_MESSAGE = 'vitrine:preview-sections'

export const PreviewMessage = t.type({ type: t.literal(PREVIEW_MESSAGE), sections: t.array(Section) }, 'PreviewMessage')
export type PreviewMessage = t.TypeOf<typeof PreviewMessage>

/**
 * The preview's answer that it listens (its page is shown and its listener in place): `{ type: PREVIEW_READY }`,
 * posted to the framing owner app, which then sends the draft as it is now (what was typed while the preview was
 * still loading would otherwise be lost).
 */
export const PREVIEW_READY = 'vitrine:preview-ready'

export const PreviewReady = t.type({ type: t.literal(PREVIEW_READY) }, 'PreviewReady')
export type PreviewReady = t.TypeOf<typeof PreviewReady>
