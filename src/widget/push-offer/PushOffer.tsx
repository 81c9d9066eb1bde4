import type strings from '../../../locales/en/push-offer.json'
import { useEffect, useId, useRef, useState } from 'react'
import './push-offer.css'

interface PushOfferProps {
  t: (key: keyof typeof strings, values?: Record<string, string>) => string
  site: string
  /** Registers the worker, asks the browser (the prompt) and keeps the device; false: it did not work. */
  onAccept(): Promise<boolean>
  onClose(): void
}

/**
 * The offer card, over the page in the corner: what it brings, 'Get
 * notified of replies' (which alone opens the browser's prompt) and 'No
 * thanks'. It takes the focus when it appears and gives it back on close.
 */
export function PushOffer({ t, site, onAccept, onClose }: PushOfferProps) {
  const id = useId()
  const [state, setState] = useState<'offer' | 'asking' | 'done' | 'failed'>('offer')
  const heading = useRef<HTMLHeadingElement>(null)
  const previous = useRef<Element | null>(null)
  useEffect(() => {
    previous.current = document.activeElement
    heading.current?.focus()
  }, [])
  const close = () => {
    onClose()
    if (previous.current instanceof HTMLElement) previous.current.focus()
  }
  const accept = async () => {
    setState('asking')
    setState((await onAccept()) ? 'done' : 'failed')
  }
  return (
    <section className="vw-push-offer" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="vw-push-offer__title">
        {t('title', { site })}
      </h2>
      <p role="status">
        {state === 'done' ? t('done', { site }) : state === 'failed' ? t('failed', { site }) : t('text', { site })}
      </p>
      <div className="vw-push-offer__actions">
        {(state === 'offer' || state === 'asking') && (
          <button
            type="button"
            className="vw-push-offer__accept"
            disabled={state === 'asking'}
            onClick={() => void accept()}
          >
            {state === 'asking' ? t('asking') : t('accept')}
          </button>
        )}
        <button type="button" className="vw-push-offer__dismiss" onClick={close}>
          {state === 'offer' ? t('dismiss') : t('close')}
        </button>
      </div>
    </section>
  )
}
