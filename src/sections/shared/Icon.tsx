import type { IconName, UiIconName } from './icons'

/**
 * A line icon from the sprite in `public/icons.svg`. The sprite is one cached
 * file, so no icon markup ends up in the page's JS. Decorative: the text next
 * to it carries the meaning.
 *
 * @example
 * <Icon name="leaf" />
 */
export function Icon({ name, className = 'icon' }: { name: IconName | UiIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`/icons.svg#icon-${name}`} />
    </svg>
  )
}
