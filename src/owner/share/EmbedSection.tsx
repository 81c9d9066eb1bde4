import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { SettingsField } from '../settings/SettingsField'
import type { EmbedStore } from './embed-store'
import { useLoad } from '../panel-kit/use-load'
import { ShareCard } from './ShareCard'
import { Form } from '../../ui/Form'

/**
 * The widget on another website: the snippet with a copy button, the websites allowed to show it (one origin per
 * line) and the identify secret for the owner's developer (hidden until shown; a new one can replace it).
 */
export const EmbedSection = observer(function EmbedSection({ store }: { store: EmbedStore }) {
  const t = useOwnerT()
  const id = useId()
  useLoad(store, () => store.request.status === 'idle')
  const settings = store.answer
  const fieldError = store.fieldError
  return (
    <ShareCard title={t('share.embed.title')} help={t('share.embed.help')} className="ow-share__embed">
      {!settings && <FailureText ns="share" failure={store.failure} />}
      {settings && (
        <>
          <label className="ow-form__label" htmlFor={`${id}-snippet`}>
            {t('share.embed.snippetLabel')}
          </label>
          <textarea
            id={`${id}-snippet`}
            className="ow-input ow-share__code"
            readOnly
            rows={3}
            value={store.snippet}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="ow-button ow-button--primary" onClick={() => void store.copySnippet()}>
            {t('share.embed.copy')}
          </button>
          <p className="ow-muted" role="status">
            {store.copy === 'copied'
              ? t('share.embed.copied')
              : store.copy === 'failed'
                ? t('share.embed.copyFailed')
                : ''}
          </p>
          <Form noValidate onSubmit={() => void store.act('save')}>
            <SettingsField
              id={`${id}-origins`}
              label={t('share.embed.originsLabel')}
              hint={t('share.embed.originsHint')}
              error={fieldError}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="ow-input ow-share__code"
                  rows={3}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  placeholder="https://shop.example.com"
                  value={store.input}
                  onChange={(event) => store.setInput(event.target.value)}
                />
              )}
            </SettingsField>
            <button type="submit" className="ow-button" disabled={store.busy !== null}>
              {store.busy === 'save' ? t('share.embed.saving') : t('share.embed.save')}
            </button>
          </Form>
          {!fieldError && settings && <FailureText ns="share" failure={store.failure} />}
          <EmbedSecret store={store} secret={settings.secret} />
          <p className="ow-muted" role="status">
            {store.done === 'save' ? t('share.embed.saved') : store.done === 'renew' ? t('share.embed.renewed') : ''}
          </p>
        </>
      )}
    </ShareCard>
  )
})

/** The identify secret, hidden until shown, with Show/Hide and Renew. */
const EmbedSecret = observer(function EmbedSecret({ store, secret }: { store: EmbedStore; secret: string }) {
  const t = useOwnerT()
  const id = useId()
  return (
    <>
      <SettingsField
        id={`${id}-secret`}
        label={t('share.embed.secretLabel')}
        hint={t('share.embed.secretHint')}
        error={null}
      >
        {(control) => (
          <input
            {...control}
            className="ow-input ow-share__code"
            readOnly
            type={store.secretShown ? 'text' : 'password'}
            value={secret}
            onFocus={(event) => event.target.select()}
          />
        )}
      </SettingsField>
      <div className="ow-copy-link">
        <button
          type="button"
          className="ow-button"
          aria-pressed={store.secretShown}
          onClick={() => store.toggleSecret()}
        >
          {store.secretShown ? t('share.embed.hide') : t('share.embed.show')}
        </button>
        <button
          type="button"
          className="ow-button"
          disabled={store.busy !== null}
          onClick={() => void store.act('renew')}
        >
          {store.busy === 'renew' ? t('share.embed.renewing') : t('share.embed.renew')}
        </button>
      </div>
    </>
  )
})
