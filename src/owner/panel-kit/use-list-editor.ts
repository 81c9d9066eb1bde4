import { useEffect, useRef, type RefObject } from 'react'

/**
 * A list edited one entry at a time in place of the list (dispatch points, webhook endpoints): loads it when shown,
 * and when the form closes (saved or cancelled) the keyboard goes back to the list's 'Add' button (the ref returned).
 *
 * @example
 * const addRef = useListEditor(store, store.editing !== null)
 * <button ref={addRef} onClick={() => store.edit(null)}>Add</button>
 */
export function useListEditor(store: { load(): unknown }, editing: boolean): RefObject<HTMLButtonElement | null> {
  const addRef = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    void store.load()
  }, [store])
  useEffect(() => {
    if (wasEditing.current && !editing) addRef.current?.focus()
    wasEditing.current = editing
  }, [editing])
  return addRef
}
