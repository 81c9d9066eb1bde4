import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT, type OwnerKey } from '../i18n'
import type { ItemFormStore } from './item-form-store'
import { photoAttributes } from '../../ui/photo-attributes'

/**
 * The item's images (up to 8): each shown small with its remove button, and
 * 'Add image', which uploads a photo from the phone through the owner's upload
 * call; the error (type, size, too many) is said beside it.
 */
export const ImagesField = observer(function ImagesField({ store }: { store: ItemFormStore }) {
  const t = useOwnerT()
  const id = useId()
  const images = store.draft!.input.images
  const code = store.errors.get('images')
  return (
    <fieldset className="ow-studio-images" aria-describedby={code ? `${id}-error` : undefined}>
      <legend>{t('studio.form.imagesTitle')}</legend>
      <ul className="ow-studio-images__list">
        {images.map((url, index) => (
          <li key={`${url}-${index}`}>
            <img
              {...photoAttributes(url, '64px')}
              alt={t('studio.form.imageAlt', { index: index + 1 })}
              width={64}
              height={64}
            />
            <button
              type="button"
              className="ow-button ow-button--quiet ow-button--small"
              onClick={() => store.removeImage(index)}
            >
              {t('studio.form.removeImage', { index: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
      <label className="ow-button ow-studio-images__add" aria-busy={store.upload.busy || undefined}>
        {store.upload.busy ? t('studio.form.uploading') : t('studio.form.addImage')}
        <input
          type="file"
          accept="image/jpeg,image/png"
          className="visually-hidden"
          disabled={store.upload.busy}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void store.addImage(file)
          }}
        />
      </label>
      {code && (
        <span id={`${id}-error`} className="ow-studio-error">
          {t(`studio.form.fieldErrors.${code}` as OwnerKey)}
        </span>
      )}
    </fieldset>
  )
})
