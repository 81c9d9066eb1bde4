import { useState } from 'react'
import { failureOf, type Failure } from '../../panel-kit/errors'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import { useEditorServices } from '../editor-context'
import { IMAGE_SHAPES, type ImageShape } from '../image-crop'

/**
 * Upload a picture for an image field: its shape first (as it is, square
 * for a logo, 4:3 for a card: cut in the browser), then the file, through
 * the owner's upload call; the stored URL becomes the field's value.
 */
export function ImageUpload({
  id,
  label,
  initialShape,
  onUploaded,
}: {
  id: string
  label: string
  initialShape: ImageShape
  onUploaded: (url: string) => void
}) {
  const t = useOwnerT()
  const { upload } = useEditorServices()
  const [shape, setShape] = useState<ImageShape>(initialShape)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  return (
    <div className="ow-editor__upload">
      <label className="ow-editor__shape">
        <span className="ow-muted">{t('site.image.shape', { field: label })}</span>
        <select
          className="ow-editor__input"
          value={shape}
          onChange={(event) => setShape(event.target.value as ImageShape)}
        >
          {IMAGE_SHAPES.map((each) => (
            <option key={each} value={each}>
              {t(`site.image.shapes.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ow-button ow-button--small ow-editor__file" aria-busy={busy || undefined}>
        {busy ? t('site.image.uploading') : t('site.image.upload', { field: label })}
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file) return
            setBusy(true)
            setFailure(null)
            upload(file, shape)
              .then(onUploaded)
              .catch((error: unknown) => setFailure(failureOf(error)))
              .finally(() => setBusy(false))
          }}
        />
      </label>
      <FailureText ns="website" failure={failure} />
    </div>
  )
}
