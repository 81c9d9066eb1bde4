import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { STARTER_PALETTES } from '../../contract/signup'
import { useSignupT } from './i18n'
import type { SignupStore } from './signup-store'
import { SitePreview } from './SitePreview'
import { StartField, StartInput } from './StartField'
import { Form } from '../ui/Form'
import { StepHeading } from './StepHeading'

/** The template and the palette, with a preview of the site's top in them; then 'Create my site'. */
export const LookStep = observer(function LookStep({ store }: { store: SignupStore }) {
  const t = useSignupT()
  const paletteLabel = useId()
  return (
    <Form className="st-step" onSubmit={() => void store.create()}>
      <StepHeading>{t('look.title')}</StepHeading>
      {/* One template so far: its short name in the box, what it holds below it (a long name is cut at 390 px). */}
      <StartField label={t('look.template')} help={t('look.templateHelp.product-v1')}>
        {(props) => (
          <select {...props} value={store.templateSlug} onChange={(event) => store.setTemplate(event.target.value)}>
            <option value="product-v1">{t('look.templates.product-v1')}</option>
          </select>
        )}
      </StartField>
      <fieldset className="st-palettes">
        <legend id={paletteLabel} className="st-field__label">
          {t('look.palette')}
        </legend>
        {STARTER_PALETTES.map((palette) => (
          <label key={palette.id} className="st-palette">
            <input
              type="radio"
              name="palette"
              value={palette.id}
              checked={store.palette === palette.id}
              onChange={() => store.setPalette(palette.id)}
            />
            <span
              className="st-palette__swatch"
              aria-hidden="true"
              style={{ background: palette.colors.primary, borderColor: palette.colors.accent }}
            />
            {t(`look.palettes.${palette.id as 'saffron'}`)}
          </label>
        ))}
      </fieldset>
      <SitePreview store={store} />
      {store.mode === 'invite' && (
        <StartInput
          label={t('look.invite')}
          help={t('look.inviteHelp')}
          autoCapitalize="characters"
          value={store.inviteCode}
          onValue={(code) => store.setInviteCode(code)}
        />
      )}
      <div className="st-actions">
        <button type="button" className="st-button" onClick={() => store.back()}>
          {t('app.back')}
        </button>
        <button
          type="submit"
          className="st-button st-button--primary"
          disabled={store.creating}
          aria-busy={store.creating || undefined}
        >
          {t('look.create')}
        </button>
      </div>
      {store.creating && (
        <p className="st-status" role="status">
          {t('look.creating')}
        </p>
      )}
    </Form>
  )
})
