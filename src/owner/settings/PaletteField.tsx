import { useOwnerT } from '../i18n'
import { SettingsField } from './SettingsField'

/** The palette roles the site's sections use, each with the words an owner knows it by (`nav.colours.*`). */
const NAMED_ROLES = ['primary', 'primaryDark', 'accent', 'background', 'surface', 'text', 'muted'] as const
type NamedRole = (typeof NAMED_ROLES)[number]
const isNamed = (role: string): role is NamedRole => (NAMED_ROLES as readonly string[]).includes(role)

/**
 * The site's colours, named for what they colour ('Buttons and links', 'Background', 'Text'), each a swatch that
 * opens the colour picker, with its value beside it. The roles the sections know come first, in their order; any
 * other role keeps its own name.
 */
export function PaletteField({
  id,
  legend,
  palette,
  error,
  onPalette,
}: {
  id: string
  legend: string
  palette: Record<string, string>
  error(field: string): string | null
  onPalette(palette: Record<string, string>): void
}) {
  const t = useOwnerT()
  const roles = Object.keys(palette).sort((a, b) => order(a) - order(b))
  return (
    <fieldset className="ow-settings__fieldset">
      <legend className="ow-form__label">{legend}</legend>
      <div className="ow-settings__palette">
        {roles.map((role) => {
          const colour = palette[role]!
          const value = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#000000'
          return (
            <SettingsField
              key={role}
              id={`${id}-colour-${role}`}
              label={isNamed(role) ? t(`nav.colours.${role}`) : role}
              error={error(`colorPalette.${role}`)}
            >
              {(control) => (
                <span className="ow-settings__swatch">
                  <input
                    {...control}
                    type="color"
                    className="ow-settings__colour"
                    value={value}
                    onChange={(event) => onPalette({ ...palette, [role]: event.target.value })}
                  />
                  <span className="ow-muted" aria-hidden="true">
                    {colour.toUpperCase()}
                  </span>
                </span>
              )}
            </SettingsField>
          )
        })}
      </div>
    </fieldset>
  )
}

function order(role: string): number {
  const index = (NAMED_ROLES as readonly string[]).indexOf(role)
  return index === -1 ? NAMED_ROLES.length : index
}
