import { Button, Callout, Spinner } from '@blueprintjs/core';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { FormBody } from '../model/descriptor';
import { MEDIA_FORM_CONTEXT } from '../media/form-context';
import { BlueprintForm } from '../theme';
import { buildSchema, flatten, nest } from '../form/schema';
import { useChoices } from '../form/useChoices';
import { useWidgetCode } from '../form/useWidgetCode';
import { followChanges } from '../form/follow-changes';
import { lightValidator } from '../form/light-validator';
import { errorSchemaOf } from '../form/field-marks';
import { keepEnterFromSubmitting, useSaveShortcut } from '../form/useSaveKeys';
import type { useFormController } from '../form/useFormController';
import { embeddedId, fieldsOf } from '../model/parts';
import { holds } from '../form/parts';
import { ConflictDialog, HistoryDrawer } from './form-overlays';
import { FormActionBar } from './FormActionBar';
import { RestoredDraftNotice } from './RestoredDraftNotice';
import { ScreenFrame } from './frame/ScreenFrame';
import { NoAccess } from './frame/NoAccess';
import { useScreenLabels } from './frame/screen-labels';
import { useActionReasons } from './useActionReasons';
import { noAccessToRecord } from '../access/why-not';
import { RenderModalForm } from './renderer';
import { requiredByRules } from '../form/rules';
import { FormOutline } from './FormOutline';
import { useEnglishComparison } from '../translations/useEnglishComparison';
import { CompareWithEnglish } from '../theme/compare/context';
import { GlossaryChecksContext } from '../theme/glossary/context';
import { useGlossaryChecks } from '../translations/useGlossaryChecks';
import { useEnglishReader } from '../translations/useEnglishReader';
import { CompareMessage, CompareSwitch } from './CompareSwitch';
import { TypingBufferContext } from '../theme/typing/context';
import { SavesTogether } from '../form/saves-together';
import { ReadinessPanel } from '../readiness/ReadinessPanel';
import { useFormReadiness } from '../readiness/reads';
import { useFocusFromAddress } from '../form/field-tabs';
import { useMemoryChecks } from '../translation-memory/useMemoryChecks';
import { MemoryChecks } from '../translation-memory/context';
import { MemorySuggestionsHost } from '../translation-memory/suggestions-context';
import { useMemoryHost } from '../translation-memory/useMemoryHost';

const EmbeddedScreen = lazy(() => import('./EmbeddedScreen'));

type Controller = ReturnType<typeof useFormController>;

/** The closeLabel button: leaving the screen, or in a dialog closing it (the Add Country dialog's Cancel). */
const closeButton = (label: string | undefined, onClick: (() => void) | undefined) => (label && onClick ? { label, onClick } : undefined);

export const READ_ONLY_NOTICE = 'You can view this screen but not change it';

interface Props {
  form: FormBody;
  /** The screen's title, its one h1 (h2 inside another screen, none in a tab); empty in a dialog, whose title bar says it. */
  title: string;
  controller: Controller;
  inDialog?: boolean;
  /** In a dialog: what its closeLabel button does (closing the dialog, unsaved changes asked about first). */
  onDialogClose?(): void;
}

/**
 * Draws a form from its descriptor and its controller: in the screen's frame (breadcrumbs, title, what the record is),
 * a read-only banner for a role that cannot save, notices, fields (required ones and limits marked, refused ones with
 * their message), and the sticky action bar. Ctrl+S saves; Enter in a text box does not.
 */
export function FormView({ form, title, controller, inDialog = false, onDialogClose }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const { choices, ready } = useChoices(form.parts, controller.ctx);
  const widgetsHere = useWidgetCode(form.parts);
  const required = useMemo(() => requiredByRules(form, (condition) => holds(condition, controller.conditionCtx)), [form, controller.conditionCtx]);
  const readiness = useFormReadiness(form, controller.record);
  // The form is drawn once its record, its choices, its fields' code and its readiness are here; a spinner until then.
  const waiting = controller.loading || !ready || !widgetsHere || readiness.pending;
  // Built for the form as it is drawn, not for the spinner: the record and its choices change it anyway.
  const built = useMemo(
    () => (waiting ? null : buildSchema(form.parts, choices, controller.conditionCtx, { limits: controller.limits, required })),
    [waiting, form, choices, controller.conditionCtx, controller.limits, required],
  );
  const [modal, setModal] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const compare = useEnglishComparison(form, controller, choices);
  const memoryChecks = useMemoryChecks(form, controller);
  // The English version, read once for the glossary's check and the memory's suggestions alike.
  const readEnglish = useEnglishReader(form, controller.record?.[form.idField]);
  const glossary = useGlossaryChecks(form, controller.record, readEnglish);
  const extraErrors = useMemo(() => errorSchemaOf(form.parts, controller.errors), [form, controller.errors]);
  const { typing } = controller;
  useSaveShortcut(root, controller.canSave && !controller.saving && !controller.loading && !controller.together, () => void typing.saveTyped(), inDialog);
  // A save stopped on a field far up a long form brings that field into sight.
  useEffect(() => {
    if (!controller.attempts) return;
    const marked = root.current?.querySelector<HTMLElement>('.bp6-form-group.bp6-intent-danger');
    marked?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    marked?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus({ preventScroll: true });
  }, [controller.attempts]);

  // A field another tab's readiness panel named (?field=): focused once this form has drawn it.
  useFocusFromAddress(root, !waiting);

  const { readOnly, together } = controller;
  // In a tab of a screen that saves together, the screen's one Save is the form's.
  const shownUiSchema = useMemo(
    () => built && { ...built.uiSchema, ...((readOnly || together) && { 'ui:submitButtonOptions': { norender: true } }) },
    [built, readOnly, together],
  );
  const recordId = controller.record?.[form.idField];
  const history = form.history && recordId !== undefined && recordId !== null ? { type: form.history, id: recordId as string | number } : null;
  const modalButtons = form.modals
    ?.filter((m) => !m.hideIf || !('field' in m.hideIf) || controller.values[m.hideIf.field] !== m.hideIf.equals)
    .map((m) => <Button key={m.screen} text={m.label} onClick={() => setModal(m.screen)} />);
  const labels = useScreenLabels(form);
  const reasons = useActionReasons(form, 'rows');
  const memory = useMemoryHost(form, controller, compare.state?.english ?? null, reasons.save, readEnglish);
  // The form's pieces read why it is read-only (a group's disabled Add entry says it on hover and focus).
  const formContext = useMemo(() => ({ ...MEDIA_FORM_CONTEXT, readOnlyReason: readOnly ? reasons.save : undefined }), [readOnly, reasons.save]);
  if (controller.forbidden !== null) {
    // A record the user may not read: no form, no Save, only the reason (the same page the route's gate shows).
    const refusal = <NoAccess message={noAccessToRecord(labels.recordLabel, controller.forbidden)} />;
    return title ? <ScreenFrame className="engine-form-screen" title={title} breadcrumb={form.breadcrumb}>{refusal}</ScreenFrame> : refusal;
  }
  const body = !built || !shownUiSchema ? (
    <Spinner />
  ) : (
    // Enter in a dialog's text box submits it (the Add dialog); on a screen's long form it does not.
    <div className="engine-form" ref={root} onKeyDown={inDialog ? undefined : keepEnterFromSubmitting} onSubmitCapture={typing.flush}>
      {readOnly && (
        <Callout intent="primary" className="bo-read-only" style={{ marginBottom: 12 }}>
          {READ_ONLY_NOTICE}
        </Callout>
      )}
      {controller.restoredDraft && !readOnly && <RestoredDraftNotice savedAt={controller.restoredDraft.savedAt} onDiscard={controller.discardRestored} />}
      {controller.warning && (
        <Callout intent="danger" style={{ marginBottom: 12 }}>
          {controller.warning}
        </Callout>
      )}
      {!title && modalButtons?.length ? <div style={{ marginBottom: 12 }}>{modalButtons}</div> : null}
      {form.readiness && (
        <ReadinessPanel
          form={form as FormBody & { readiness: { family: string } }}
          record={controller.record}
          read={readiness}
          formRoot={root}
          refusal={controller.activationRefused}
          saving={controller.saving}
          onOverride={controller.saveOverridingReadiness}
        />
      )}
      <CompareMessage compare={compare} />
      <CompareWithEnglish.Provider value={compare.state}>
        <MemoryChecks.Provider value={memoryChecks}>
        <GlossaryChecksContext.Provider value={glossary}>
        <MemorySuggestionsHost.Provider value={memory}>
        <TypingBufferContext.Provider value={typing.buffer}>
          <BlueprintForm
            schema={built.schema}
            uiSchema={shownUiSchema}
            formData={nest(form.parts, controller.values)}
            validator={lightValidator}
            noValidate
            noHtml5Validate
            disabled={readOnly}
            // An empty select stays empty: rjsf would otherwise take its first option's const as the default value.
            experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
            showErrorList={false}
            extraErrors={extraErrors}
            formContext={formContext}
            onChange={(e, id) =>
              controller.change((old) => followChanges(form.parts, old, { ...old, ...flatten(e.formData) }, choices), id !== undefined)
            }
            onSubmit={() => void controller.save()}
          >
            {/* A reader still sees Save, disabled, as the specification's permission table has it. */}
            {together ? (
              history && (
                <div className="bo-tab-tools">
                  <Button minimal icon="history" text="History" onClick={() => setHistoryOpen(true)} />
                </div>
              )
            ) : (
              <FormActionBar
                label={(controller.isNew && form.submitLabelNew) || form.submitLabel || 'Save'}
                disabled={readOnly || controller.saving}
                disabledReason={reasons.save}
                saving={controller.saving}
                dirty={controller.dirty}
                close={closeButton(form.closeLabel, inDialog ? onDialogClose : controller.close)}
                extra={history && <Button minimal icon="history" text="History" onClick={() => setHistoryOpen(true)} />}
              />
            )}
          </BlueprintForm>
        </TypingBufferContext.Provider>
        </MemorySuggestionsHost.Provider>
        </GlossaryChecksContext.Provider>
        </MemoryChecks.Provider>
      </CompareWithEnglish.Provider>
      {/* What the form embeds or opens in a dialog saves on its own, even in a tab of a screen that saves together. */}
      <SavesTogether.Provider value={null}>
        <Suspense fallback={<Spinner size={20} />}>
          {form.embeds
            ?.filter((embed) => typeof embed === 'string' || holds(embed.showIf, controller.conditionCtx))
            .map(embeddedId)
            .map((id) => <EmbeddedScreen key={id} id={id} />)}
          {modal && <RenderModalForm id={modal} parent={controller.values} onClose={() => setModal(null)} />}
        </Suspense>
      </SavesTogether.Provider>
      {controller.conflict && (
        <ConflictDialog
          form={form}
          conflict={controller.conflict}
          onKeep={() => controller.resolveConflict('keep')}
          onReload={() => controller.resolveConflict('reload')}
          onMerge={(choices) => controller.resolveConflict('merge', choices)}
          onOverwrite={() => controller.resolveConflict('overwrite')}
        />
      )}
      {history && historyOpen && (
        <HistoryDrawer {...history} form={form} choices={choices} editor={controller} onClose={() => setHistoryOpen(false)} />
      )}
    </div>
  );
  // In a dialog the title bar is the frame.
  if (!title) return <FormOutline controller={controller} inDialog>{body}</FormOutline>;
  return (
    <ScreenFrame
      className="engine-form-screen"
      title={title}
      breadcrumb={form.breadcrumb}
      record={controller.record}
      header={form.header}
      readOnly={readOnly}
      // The comparison is a way of viewing, not a field: it sits in the header, outside the form a reader sees disabled.
      actions={modalButtons?.length || compare.offered ? <>{modalButtons}<CompareSwitch compare={compare} /></> : undefined}
    >
      <FormOutline controller={controller}>{body}</FormOutline>
    </ScreenFrame>
  );
}
