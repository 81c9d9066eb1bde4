import * as t from 'io-ts'
import { Text } from './text'

/** What open widgets of the site hear when the catalogue changed (`catalogue-changed`): reload what they show. */
export const CATALOGUE_CHANGED_EVENT = 'catalogue-changed'
export const CatalogueChangedEvent = t.type({ itemIds: t.array(Text) })
export type CatalogueChangedEvent = t.TypeOf<typeof CatalogueChangedEvent>
