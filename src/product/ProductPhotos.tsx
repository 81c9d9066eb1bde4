import { useT } from '../i18n/translator'
import { photoAttributes } from '../ui/photo-attributes'

/** The photo box's width: the page's column on a laptop, the screen on a phone. */
const SIZES = '(min-width: 900px) 560px, 100vw'

/**
 * The item's photos in their WebP widths (`srcset`), each a link that enlarges it without JS: the link targets the
 * photo's viewer (`:target` in CSS shows it over the page at its largest width; its close link or Back hides it).
 * The links carry `data-zoom` so the boot script's smooth in-page scrolling leaves them to the browser (`:target`
 * follows only a real fragment navigation).
 */
export function ProductPhotos({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT()
  if (images.length === 0) return null
  const count = images.length
  return (
    <section className="product__photos" id="product-photos" aria-label={t('product.photos', { name })}>
      {images.map((url, index) => {
        const n = index + 1
        const first = index === 0
        return (
          <div key={url} className={first ? 'product__photo product__photo--main' : 'product__photo'}>
            <a href={`#photo-${n}`} data-zoom="" aria-label={t('product.enlarge', { n, count })}>
              <img
                {...photoAttributes(url, first ? SIZES : '120px')}
                alt={first ? name : ''}
                loading={first ? 'eager' : 'lazy'}
                {...(first ? { fetchPriority: 'high' as const } : {})}
              />
            </a>
            <div
              className="product__viewer"
              id={`photo-${n}`}
              role="dialog"
              aria-label={t('product.enlarged', { n, count, name })}
            >
              <img src={url} alt={t('product.enlarged', { n, count, name })} loading="lazy" />
              <a className="product__viewer-close" href="#product-photos" data-zoom="" aria-label={t('product.close')}>
                ×
              </a>
            </div>
          </div>
        )
      })}
    </section>
  )
}
