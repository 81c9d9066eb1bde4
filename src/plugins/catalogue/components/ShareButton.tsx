import { useEffect, useState } from 'react'
import type { CatalogueItem } from '../../../../contract/catalogue'
import { productPath } from '../../../../contract/product-path'
import { useWidgetT } from '../../../engine/react'

/** How long 'Link copied' stays (docs/product.md, 'Screens and routes': a copied flag clears after 2 s). */
const COPIED_MS = 2000

/** The item's own page on the site (`/products/<slug>`: its photos, price, Add to Cart and Buy now). */
export function shareUrlOf(item: CatalogueItem, location: Pick<Location, 'origin'> = window.location) {
  return `${location.origin}${productPath(item.slug)}`
}

/**
 * 'Share': the item's link through the device's share sheet (Web Share API) when there is one, else copied to the
 * clipboard with 'Link copied'; when neither works the link is shown to copy by hand.
 */
export function ShareButton({ item }: { item: CatalogueItem }) {
  const t = useWidgetT('shop')
  const [said, setSaid] = useState<string | null>(null)
  useEffect(() => {
    if (said !== t('copied')) return
    const timer = setTimeout(() => setSaid(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [said, t])
  const share = async () => {
    const url = shareUrlOf(item)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: item.name, url })
        return
      } catch (error) {
        // The customer closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setSaid(t('copied'))
    } catch {
      setSaid(t('copyThis', { url }))
    }
  }
  return (
    <div className="vw-detail__share">
      <button
        type="button"
        className="vw-view__secondary"
        aria-label={t('shareOf', { name: item.name })}
        onClick={() => void share()}
      >
        {t('share')}
      </button>
      <p className="vw-detail__shared" role="status">
        {said}
      </p>
    </div>
  )
}
