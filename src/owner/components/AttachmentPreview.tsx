import { useEffect, useId, useMemo, useState } from 'react'
import { useOwnerT } from '../i18n'
import type { AttachmentChoice } from '../stores/attachment-upload'
import { Form } from '../../ui/Form'

export interface PickedAttachment {
  file: File
  choice: AttachmentChoice
  /** The conversation it was picked in: another one opened drops it. */
  customerId: string
}

/**
 * A picked image or file before it goes (as a customer's attach preview
 * does): the image itself or the file's name, a caption, Send and Cancel.
 * The caption field takes focus; Enter sends, Escape cancels.
 */
export function AttachmentPreview({
  picked,
  onSend,
  onCancel,
}: {
  picked: PickedAttachment
  onSend: (caption: string) => void
  onCancel: () => void
}) {
  const t = useOwnerT()
  const id = useId()
  const [caption, setCaption] = useState('')
  const url = useMemo(() => (picked.choice === 'image' ? URL.createObjectURL(picked.file) : null), [picked])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
  return (
    <Form
      className="ow-attach-preview"
      aria-labelledby={`${id}-title`}
      onSubmit={() => onSend(caption.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <p id={`${id}-title`} className="ow-attach-preview__title">
        {t('composer.preview', { name: picked.file.name })}
      </p>
      {url ? (
        <img className="ow-attach-preview__image" src={url} alt={picked.file.name} />
      ) : (
        picked.choice === 'file' && <p className="ow-attach-preview__file">{picked.file.name}</p>
      )}
      <input
        aria-label={t('composer.caption')}
        className="ow-input ow-attach-preview__caption"
        placeholder={t('composer.captionPlaceholder')}
        value={caption}
        autoFocus
        onChange={(event) => setCaption(event.target.value)}
      />
      <div className="ow-actions">
        <button type="button" className="ow-button ow-button--small" onClick={onCancel}>
          {t('composer.cancelAttachment')}
        </button>
        <button type="submit" className="ow-button ow-button--primary ow-button--small">
          {t(picked.choice === 'image' ? 'composer.sendImage' : 'composer.sendFile')}
        </button>
      </div>
    </Form>
  )
}
