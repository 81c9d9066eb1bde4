import { LineIcon } from '../../ui/LineIcon'

/** The speech bubble of the toggle button. */
export function ChatIcon() {
  return <LineIcon size={26} d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.5-5A8 8 0 1 1 21 12Z" />
}
