import { makeAutoObservable, runInAction } from 'mobx'
import { OWNER_CATALOGUE_PATH, OwnerCatalogueResponse } from '../../../contract/owner-catalogue'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { uploadAttachment } from '../stores/attachment-upload'
import type { ItemTarget } from './editor-links'
import { cropImage, type ImageShape } from './image-crop'

/**
 * What the section forms use beyond the page: the catalogue's items (the
 * link picker offers 'Order: …' and 'Ask about: …' for each one shown) and
 * the image upload (cut to a shape in the browser, then the owner's upload
 * call). The items load once, with the tab; without them the picker still
 * offers the page's parts, the chat and the cart.
 */
export class EditorResources {
  items: ItemTarget[] = []

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<EditorResources, 'api'>(this, { api: false })
  }

  async loadItems(): Promise<void> {
    try {
      const catalogue = await this.api.get(OWNER_CATALOGUE_PATH, OwnerCatalogueResponse)
      const items = catalogue.items
        .filter((item) => !item.archived && item.slug !== '')
        .map((item) => ({ name: item.name, slug: item.slug }))
      runInAction(() => (this.items = items))
    } catch {
      // The picker offers the page's parts, the chat and the cart without them; a link may still be typed.
    }
  }

  /** Cuts the picture to `shape` and uploads it; its stored URL (`/uploads/…`). Rejects with the call's error. */
  async upload(file: File, shape: ImageShape): Promise<string> {
    return uploadAttachment(this.api, await cropImage(file, shape), 'image')
  }
}
