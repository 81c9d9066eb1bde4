import { createRoot } from 'react-dom/client'
import { OwnerRoot } from './components/OwnerRoot'
import { socketIo } from '../client/socket/socket-bus'
import { OwnerApp } from './stores/owner-app'
import './owner.css'

/**
 * Entry of the owner app's chunk (the page entry imports it only at
 * `/owner`): builds the root store, asks who is signed in, and renders the
 * app over the server's shell in `root`. The live link opens after sign-in.
 */
export function mountOwner(root: HTMLElement): void {
  const app = new OwnerApp({ socket: socketIo() })
  app.start()
  createRoot(root).render(<OwnerRoot app={app} />)
}
