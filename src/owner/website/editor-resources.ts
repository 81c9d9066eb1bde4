import { makeAutoObservable, runInAction } from 'mobx'
import {
  OWNER_CATALOGUE_ITEMS_PATH,
  OWNER_ITEMS_PAGE_MAX,
  OwnerItemsResponse,
} from '../../../contract/owner-catalogue-items'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { uploadAttachment } from '../stores/attachment-upload'
import { OWNER_CATALOGUE_PATH, OwnerCatalogueResponse } from '../../../contract/owner-catalogue'
import type { CategoryTarget, ItemTarget } from './editor-links'
import { cropImage, type ImageShape } from './image-crop'

/**
 * What the section forms use beyond the page: the catalogue's items (the
 * link picker offers 'Order: …' and 'Ask about: …' for each one shown, a
 * storefront section's item field offers them) and categories, and
 * the image upload (cut to a shape in the browser, then the owner's upload
 * call). The items load once, with the tab; without them the picker still
 * offers the page's parts, the chat and the cart.
 */
export class EditorResources {
  items: ItemTarget[] = []
  /** The catalogue's categories, for a section's category field (a Products section's). */
  categories: CategoryTarget[] = []

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<EditorResources, 'api'>(this, { api: false })
  }

  async loadItems(): Promise<void> {
    try {
      const items: ItemTarget[] = []
      // The owner's items come a page at a time; the picker offers them all.
      for (let after: string | undefined, more = true; more;) {
        const page = await this.api.get(OWNER_CATALOGUE_ITEMS_PATH, OwnerItemsResponse, {
          limit: String(OWNER_ITEMS_PAGE_MAX),
          after,
        })
        for (const item of page.items)
          if (item.slug !== '') items.push({ id: item._id, name: item.name, slug: item.slug })
        ;[after, more] = [page.next ?? undefined, page.next !== null]
      }
      runInAction(() => (this.items = items))
    } catch {
      // The picker offers the page's parts, the chat and the cart without them; a link may still be typed.
    }
  }

  /** The catalogue's categories, for a section's category field; without them the field keeps what it holds. */
  async loadCategories(): Promise<void> {
    try {
      const catalogue = await this.api.get(OWNER_CATALOGUE_PATH, OwnerCatalogueResponse)
      runInAction(() => (this.categories = catalogue.categories.map(({ _id, name }) => ({ id: _id, name }))))
    } catch {
      // The field shows the id it holds; the publish check still says when it names no category.
    }
  }

  /** Cuts the picture to `shape` and uploads it; its stored URL (`/uploads/…`). Rejects with the call's error. */
  async upload(file: File, shape: ImageShape): Promise<string> {
    return uploadAttachment(this.api, await cropImage(file, shape), 'image')
  }
}
