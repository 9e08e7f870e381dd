import { Classes } from '@blueprintjs/core';
import { getTemplate, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useEngine } from '../../EngineContext';
import { publicUrl } from '../../../shared/public-url';

/**
 * `slug`: the record's route url in a text box (the form proposes it from another field), with the public page's
 * address it makes under it; once the record has its route the field is read-only.
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
      {/* Once the route exists the screen's header links the public page; until then this says where it will be. */}
      {address && !props.readonly && (
        <div className={Classes.TEXT_MUTED} style={{ marginTop: 4, overflowWrap: 'anywhere' }}>
          {`Public page: ${address}`}
        </div>
      )}
    </>
  );
}
