import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { decode } from '../../../../contract/decode'
import { PREVIEW_MESSAGE, PreviewReady, type PreviewMessage } from '../../../../contract/preview-message'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import type { WebsiteStore } from '../website-store'

/**
 * The draft as customers would see it, in a frame beside the form (above it
 * on a phone): the signed preview page of the draft, sent the sections as
 * the owner types (`PreviewMessage`), so it changes with every key; and
 * the whole draft again whenever the preview says it listens (`PreviewReady`:
 * after it loads, so nothing typed meanwhile is lost).
 */
export const PreviewFrame = observer(function PreviewFrame({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const frame = useRef<HTMLIFrameElement>(null)
  const send = (sections = store.previewSections) => {
    // Plain data: a window's message cannot carry MobX's observable proxies (nested in plain objects here, which `toJS`
    // leaves as they are).
    const message: PreviewMessage = { type: PREVIEW_MESSAGE, sections: JSON.parse(JSON.stringify(sections)) }
    frame.current?.contentWindow?.postMessage(message, location.origin)
  }
  useEffect(
    () =>
      reaction(
        () => store.previewSections,
        (sections) => send(sections),
      ),
    [store],
  )
  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return
      if (decode(PreviewReady, event.data, 'message').ok) send()
    }
    addEventListener('message', ready)
    return () => removeEventListener('message', ready)
  }, [store])
  return (
    <section className="ow-website__preview" aria-label={t('site.preview.title')}>
      <FailureText ns="website" failure={store.preview.failure} />
      {store.preview.url ? (
        <iframe
          ref={frame}
          className="ow-website__frame"
          title={t('site.preview.frame')}
          src={store.preview.url}
          onLoad={() => send()}
        />
      ) : (
        <p className="ow-muted" role="status">
          {t('site.preview.loading')}
        </p>
      )}
    </section>
  )
})
