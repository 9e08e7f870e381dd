import { Callout, H3, Spinner } from '@blueprintjs/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema } from '@rjsf/utils';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { FormBody } from '../descriptor/types';
import { useEngine } from '../EngineContext';
import { BlueprintForm } from '../theme';
import { buildSchema, flatten, nest } from '../form/schema';
import { useChoices } from '../form/useChoices';
import { followChanges } from '../form/follow-changes';
import type { useFormController } from '../form/useFormController';
import { Button } from '@blueprintjs/core';

const EmbeddedScreen = lazy(() => import('./EmbeddedScreen'));
const ModalScreen = lazy(() => import('./ModalFormScreen'));

type Controller = ReturnType<typeof useFormController>;

/** Draws a form from its descriptor and its controller: title, notices, fields, Save. */
export function FormView({ form, title, controller }: { form: FormBody; title: string; controller: Controller }) {
  const { provider } = useEngine();
  const choices = useChoices(form.parts, controller.ctx);
  const { schema, uiSchema } = useMemo(() => buildSchema(form.parts, choices, controller.conditionCtx), [form, choices, controller.conditionCtx]);
  const [modal, setModal] = useState<string | null>(null);
  const extraErrors = useMemo(
    () => Object.fromEntries(Object.entries(controller.errors).map(([k, m]) => [k, { __errors: [m] }])) as ErrorSchema,
    [controller.errors],
  );
  const formContext = useMemo(
    () => ({ loadImages: () => provider.get<{ name: string; url: string; key: string }[]>('/AWSS3File/filesList', { language: 'EN' }) }),
    [provider],
  );

  if (controller.loading) return <Spinner />;
  return (
    <div className="engine-form">
      <H3>{title}</H3>
      {controller.warning && (
        <Callout intent="danger" style={{ marginBottom: 12 }}>
          {controller.warning}
        </Callout>
      )}
      {form.modals
        ?.filter((m) => !m.hideIf || !('field' in m.hideIf) || controller.values[m.hideIf.field] !== m.hideIf.equals)
        .map((m) => <Button key={m.screen} text={m.label} style={{ marginBottom: 12 }} onClick={() => setModal(m.screen)} />)}
      <BlueprintForm
        schema={schema}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { submitText: form.submitLabel ?? 'Save', props: { disabled: !controller.canSave || controller.saving } } }}
        formData={nest(form.parts, controller.values)}
        validator={validator}
        noHtml5Validate
        // An empty select stays empty: rjsf would otherwise take its first option's const as the default value.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        showErrorList={false}
        extraErrors={extraErrors}
        formContext={formContext}
        onChange={(e) => controller.setValues((old) => followChanges(form.parts, old, { ...old, ...flatten(e.formData) }, choices))}
        onSubmit={() => void controller.save()}
      />
      <Suspense fallback={<Spinner size={20} />}>
        {form.embeds?.map((id) => <EmbeddedScreen key={id} id={id} />)}
        {modal && <ModalScreen id={modal} parent={controller.values} onClose={() => setModal(null)} />}
      </Suspense>
    </div>
  );
}
