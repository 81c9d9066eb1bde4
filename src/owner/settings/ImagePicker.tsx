import { observer } from 'mobx-react-lite'
import { useState, type ReactNode } from 'react'
import { FailureText } from '../panel-kit/FailureText'
import type { SettingsStore } from './settings-store'

/**
 * An image of a settings form (the logo, the payments QR code): what it shows now (`children`), 'Upload' (the file
 * goes up at once, its URL into the form; saving the section keeps it), 'Remove', the field's error and the upload's.
 */
export const ImagePicker = observer(function ImagePicker({
  store,
  legend,
  uploadLabel,
  removeLabel,
  error,
  url,
  onUrl,
  photo = false,
  children,
}: {
  store: SettingsStore
  legend: string
  uploadLabel: string
  removeLabel: string
  error: string | null
  url: string | null
  onUrl(url: string | null): void
  /** A photo (the logo: WebP widths are made); else the image is kept as it is (a QR code, so it scans). */
  photo?: boolean
  children: ReactNode
}) {
  // The upload's failure shows under the picker that started it.
  const [started, setStarted] = useState(false)
  return (
    <fieldset className="ow-settings__fieldset">
      <legend className="ow-form__label">{legend}</legend>
      {children}
      <div className="ow-actions">
        <label className="ow-button">
          {uploadLabel}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) {
                setStarted(true)
                void store.uploadImage(file, onUrl, photo ? 'photo' : 'image')
              }
              event.target.value = ''
            }}
          />
        </label>
        {url && (
          <button type="button" className="ow-button ow-button--quiet" onClick={() => onUrl(null)}>
            {removeLabel}
          </button>
        )}
      </div>
      {error && <p className="ow-settings__error">{error}</p>}
      {started && <FailureText ns="settings" failure={store.uploadFailure} />}
    </fieldset>
  )
})
