/**
 * 'Add photo' as a button over a hidden file input (JPEG or PNG from the phone): says `busyLabel` and takes no file
 * while an upload is on its way; hands the chosen file over and clears the input, so the same file can be chosen again.
 *
 * @example
 * <PhotoPickButton label={t('studio.form.addImage')} busyLabel={t('studio.form.uploading')} busy={store.upload.busy}
 *   onFile={(file) => void store.addImage(file)} />
 */
export function PhotoPickButton({
  label,
  busyLabel,
  busy,
  className,
  onFile,
}: {
  label: string
  busyLabel: string
  busy: boolean
  /** A class beside `ow-button`. */
  className?: string
  onFile: (file: File) => void
}) {
  return (
    <label className={className ? `ow-button ${className}` : 'ow-button'} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
      <input
        type="file"
        accept="image/jpeg,image/png"
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </label>
  )
}
