import { observer } from 'mobx-react-lite'
import { type ChangeEvent, useId, useRef } from 'react'
import { LineIcon } from '../../ui/LineIcon'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import type { AttachmentChoice } from '../stores/attachment-upload'

const IMAGE_ICON = 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15.5 9.5h.01'
const FILE_ICON = 'M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5'
const SEND_ICON = 'M4 12 20 4l-6 16-3-7-7-1Z'

/**
 * The reply box: Enter sends, Shift+Enter starts a new line; typing tells
 * the customer (throttled, see `TypingSender`); images and files are
 * uploaded and sent as they are picked, their progress and refusals shown
 * above the box.
 */
export const Composer = observer(function Composer() {
  const { conversation } = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const image = useRef<HTMLInputElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const picked = (choice: AttachmentChoice) => (event: ChangeEvent<HTMLInputElement>) => {
    for (const chosen of event.target.files ?? []) void conversation.attach(chosen, choice)
    event.target.value = ''
  }
  return (
    <div className="ow-composer-area">
      {conversation.uploads.length > 0 && (
        <ul className="ow-uploads" aria-live="polite">
          {conversation.uploads.map((upload) => (
            <li key={upload.id} className={upload.status === 'failed' ? 'ow-upload ow-upload--failed' : 'ow-upload'}>
              <span className="ow-upload__text" role={upload.status === 'failed' ? 'alert' : 'status'}>
                {upload.status === 'failed'
                  ? t('composer.failed', { name: upload.name, reason: upload.error ?? '' })
                  : t('composer.uploading', { name: upload.name })}
              </span>
              {upload.status === 'failed' && (
                <button
                  type="button"
                  className="ow-icon-button ow-icon-button--small"
                  aria-label={t('composer.dismiss')}
                  onClick={() => conversation.dismissUpload(upload.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="ow-composer"
        onSubmit={(event) => {
          event.preventDefault()
          void conversation.send()
        }}
      >
        <input ref={image} type="file" accept="image/jpeg,image/png" hidden onChange={picked('image')} />
        <input ref={file} type="file" hidden onChange={picked('file')} />
        <button
          type="button"
          className="ow-composer__action"
          aria-label={t('composer.attachImage')}
          onClick={() => image.current?.click()}
        >
          <LineIcon size={22} d={IMAGE_ICON} />
        </button>
        <button
          type="button"
          className="ow-composer__action"
          aria-label={t('composer.attachFile')}
          onClick={() => file.current?.click()}
        >
          <LineIcon size={22} d={FILE_ICON} />
        </button>
        <label className="visually-hidden" htmlFor={`${id}-message`}>
          {t('composer.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="ow-composer__input"
          rows={1}
          placeholder={t('composer.placeholder')}
          value={conversation.draft}
          onChange={(event) => conversation.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void conversation.send()
            }
          }}
        />
        <button
          type="submit"
          className="ow-composer__send"
          aria-label={t('composer.send')}
          disabled={!conversation.canSend}
        >
          <LineIcon size={22} d={SEND_ICON} />
        </button>
      </form>
    </div>
  )
})
