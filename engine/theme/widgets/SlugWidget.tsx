import { Classes } from '@blueprintjs/core';
import { getTemplate, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useEngine } from '../../EngineContext';
import { publicUrl } from '../../data/public-url';

/**
 * `slug`: the record's route url in a text box (the form proposes it from another field), with the public page's
 * address it makes under it; once the record has its route the field is read-only and the address a link.
 */
export default function SlugWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { language } = useEngine();
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', props.registry, props.options);
  const address = publicUrl(language, typeof props.value === 'string' ? props.value : null);
  return (
    <>
      <BaseInputTemplate {...props} />
      {address && (
        <div className="bo-slug-address" style={{ marginTop: 4, overflowWrap: 'anywhere' }}>
          {props.readonly ? (
            <a href={address} target="_blank" rel="noopener noreferrer">
              {address}
            </a>
          ) : (
            <span className={Classes.TEXT_MUTED}>{`Public page: ${address}`}</span>
          )}
        </div>
      )}
    </>
  );
}
