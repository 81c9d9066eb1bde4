import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { useEngine, useWidgetT, type NamespaceT } from '../../../engine'
import type { Attachment, MediaStore } from '../media-store'

/**
 * Above the message box: the picked file's preview with a caption, the
 * recorder (recording, paused, preview, uploading), and uploads in progress
 * or failed (with a retry). While one is in progress, leaving the page asks first (`beforeunload`).
 */
export const MediaTray = observer(function MediaTray() {
  const media = useEngine().plugin('media')
  const t = useWidgetT('media')
  const [caption, setCaption] = useState('')
  const pending = media.pending
  const previewUrl = useMemo(() => (pending?.kind === 'image' ? URL.createObjectURL(pending.file) : null), [pending])
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl])
  // Leaving (reload, close) while a file travels would drop it without a word: the browser asks first.
  const sending = media.attachments.some((attachment) => !attachment.failed)
  useEffect(() => {
    if (!sending) return
    const hold = (event: Event) => event.preventDefault()
    addEventListener('beforeunload', hold)
    return () => removeEventListener('beforeunload', hold)
  }, [sending])

  const empty = !pending && media.recorderState === 'idle' && media.attachments.length === 0
  if (empty) return null
  return (
    <div className="vw-tray" role="group" aria-label={t('file')}>
      {pending && (
        <div className="vw-tray__row">
          {previewUrl ? (
            <img className="vw-tray__thumb" src={previewUrl} alt="" />
          ) : (
            <span className="vw-tray__name">{pending.file.name}</span>
          )}
          <input
            className="vw-tray__caption"
            aria-label={t('caption')}
            placeholder={t('caption')}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
          <button type="button" className="vw-tray__button" onClick={() => media.cancelPick()}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="vw-tray__button vw-tray__button--primary"
            aria-label={t(`sendKind.${pending.kind}`)}
            onClick={() => {
              void media.sendPending(caption)
              setCaption('')
            }}
          >
            {t('send')}
          </button>
        </div>
      )}
      {recorderRow(media, t)}
      {media.attachments.map((attachment) => attachmentRow(attachment, media, t))}
    </div>
  )
})

type T = NamespaceT<'media'>

/** The recorder's row: its controls while it records or is paused, the voice note to send once stopped. */
function recorderRow(media: MediaStore, t: T) {
  const { recorder } = media
  if (!recorder) return null
  if (recorder.state === 'recording' || recorder.state === 'paused') {
    return (
      <div className="vw-tray__row">
        <span className="vw-tray__status" role="status">
          {recorder.state === 'recording' ? t('recording') : t('paused')}
        </span>
        {recorder.state === 'recording' ? (
          <button type="button" className="vw-tray__button" onClick={() => recorder.pause()}>
            {t('pause')}
          </button>
        ) : (
          <button type="button" className="vw-tray__button" onClick={() => recorder.resume()}>
            {t('resume')}
          </button>
        )}
        <button type="button" className="vw-tray__button" onClick={() => recorder.discard()}>
          {t('cancel')}
        </button>
        <button type="button" className="vw-tray__button vw-tray__button--primary" onClick={() => recorder.stop()}>
          {t('stop')}
        </button>
      </div>
    )
  }
  if ((recorder.state !== 'stopped' && recorder.state !== 'uploading') || !recorder.preview) return null
  return (
    <div className="vw-tray__row">
      <audio className="vw-tray__audio" controls src={recorder.preview.url} aria-label={t('voiceNote')} />
      <button
        type="button"
        className="vw-tray__button"
        disabled={recorder.state === 'uploading'}
        onClick={() => recorder.discard()}
      >
        {t('cancel')}
      </button>
      <button
        type="button"
        className="vw-tray__button vw-tray__button--primary"
        disabled={recorder.state === 'uploading'}
        aria-label={t('sendKind.audio')}
        onClick={() => void media.sendRecording()}
      >
        {t('send')}
      </button>
    </div>
  )
}

/** An upload: its progress, or why it failed with Retry (when it can be) and Cancel or Dismiss. */
function attachmentRow(attachment: Attachment, media: MediaStore, t: T) {
  return (
    <div key={attachment.id} className="vw-tray__row">
      <span className="vw-tray__name">{attachment.file.name ?? t('file')}</span>
      {attachment.failed ? (
        <>
          <span className="vw-tray__status vw-tray__status--error" role="alert">
            {attachment.reason ?? t('errors.uploadFailed')}
          </span>
          {attachment.retryable && (
            <button type="button" className="vw-tray__button" onClick={() => void media.retry(attachment.id)}>
              {t('retry')}
            </button>
          )}
          <button type="button" className="vw-tray__button" onClick={() => media.remove(attachment.id)}>
            {attachment.retryable ? t('cancel') : t('dismiss')}
          </button>
        </>
      ) : (
        <progress className="vw-tray__progress" max={1} value={attachment.progress} aria-label={t('uploading')} />
      )}
    </div>
  )
}
