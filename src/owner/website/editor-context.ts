import { createContext, useContext } from 'react'
import type { AnchorTarget, CategoryTarget, ItemTarget } from './editor-links'
import type { ImageShape } from './image-crop'

/**
 * What a section form's inputs need from the Website tab besides the form:
 * where links may go (the page's anchors, the catalogue's items) and how an
 * image is uploaded (the owner's upload call, cropped to a shape first).
 */
export interface EditorServices {
  anchors: AnchorTarget[]
  items: ItemTarget[]
  categories: CategoryTarget[]
  upload(file: File, shape: ImageShape): Promise<string>
}

const none: EditorServices = {
  anchors: [],
  items: [],
  categories: [],
  upload: () => Promise.reject(new Error('no upload here')),
}

export const EditorServicesContext = createContext<EditorServices>(none)

export const useEditorServices = (): EditorServices => useContext(EditorServicesContext)
