import type { FieldText } from './section-schema'

/**
 * The text of a field (`subTitle` → its label and help): its `label`, else its name.
 * Its own module: only the owner's editor (and the section test) read labels, so the page does not load it.
 */
export const textOf = (name: string, field: { label?: FieldText }): FieldText => field.label ?? (name as FieldText)
