import { observer } from 'mobx-react-lite'
import { type ChangeEvent, lazy, Suspense, useEffect, useRef } from 'react'
import { useEngine, useWidgetT } from '../../../engine'
import type { AttachmentKind } from '../../../client/upload/file-rules'
import { fileProblemText } from '../media-store'

// The tray (preview, caption, recorder, uploads) loads when first needed.
const MediaTray = lazy(() => import('./MediaTray').then((module) => ({ default: module.MediaTray })))

const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar,image/*,video/*,audio/*'

/** The composer's attach-image, attach-file and record-audio buttons, with the tray above the message box. */
export const AttachButtons = observer(function AttachButtons() {
  const engine = useEngine()
  const media = engine.plugin('media')
  const t = useWidgetT('media')
  const imageInput = useRef<HTMLInputElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const onPick = (kind: AttachmentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    media.pick(file, kind)
    const problem = media.problem
    if (problem) {
      engine.snackbar.show(fileProblemText(engine, problem))
      media.dismissProblem()
    }
  }

  useEffect(() => {
    if (!media.micDenied) return
    window.alert(t('errors.micDenied'))
  }, [media.micDenied, t])

  return (
    <>
      <button
        type="button"
        className="vw-composer__action"
        aria-label={t('attachImage')}
        onClick={() => imageInput.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4" />
          <circle cx="15.5" cy="8.5" r="1.5" fill="currentColor" />
        </svg>
      </button>
      <button
        type="button"
        className="vw-composer__action"
        aria-label={t('attachFile')}
        onClick={() => fileInput.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="m20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7"
          />
        </svg>
      </button>
      <button
        type="button"
        className="vw-composer__action"
        aria-label={t('recordAudio')}
        disabled={media.recorderState !== 'idle'}
        onClick={() => void media.record()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3"
          />
        </svg>
      </button>
      <input ref={imageInput} type="file" accept="image/*" hidden onChange={onPick('image')} />
      <input ref={fileInput} type="file" accept={DOCUMENT_ACCEPT} hidden onChange={onPick('document')} />
      {(media.pending || media.recorderState !== 'idle' || media.attachments.length > 0) && (
        <Suspense fallback={null}>
          <MediaTray />
        </Suspense>
      )}
    </>
  )
})
