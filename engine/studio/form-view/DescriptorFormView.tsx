import { NonIdealState, Section } from '@blueprintjs/core';
import type { HTMLAttributes, JSX } from 'react';
import { isItselfForm, isItselfList } from '../../descriptor/held';
import { Heading, HeadingLevel, useHeadingPlace } from '../../form/heading-level';
import type { ScreenDescriptor } from '../../model/descriptor';
import { registry } from '../../registry/index';
import { ColumnsEditor } from './ColumnsEditor';
import { ReadinessRulesEditor } from './ReadinessRulesEditor';
import { AddEntityField } from './AddEntityField';
import { noticePlaces, type Json } from './edits';
import { FormViewContext, type FormViewEditing } from './FormViewContext';
import { NoticeCard } from './NoticeCard';
import { FormViewBoundary } from './FormViewBoundary';
import { PartList } from './PartList';
import { useWorkingDescriptor } from './useWorkingDescriptor';
import './form-view.css';

/** A panel of the view: a Blueprint Section whose heading follows the page's outline. */
function Panel({ title, subtitle, children }: { title: string; subtitle?: string; children: JSX.Element | JSX.Element[] }) {
  const { level } = useHeadingPlace();
  const titleRenderer = (props: HTMLAttributes<HTMLElement>) => <Heading level={level} {...props} />;
  return (
    <Section title={title} subtitle={subtitle} titleRenderer={titleRenderer} collapsible className="bo-studio-panel">
      <HeadingLevel level={level + 1}>{children}</HeadingLevel>
    </Section>
  );
}

/**
 * The studio's form view: the common changes to a screen without writing JSON (issue 20, item 2). `value` is
 * the raw descriptor, as a file in screens/ holds it (fragments still included by name); every change gives
 * `onChange` a new descriptor and leaves the one given untouched. Forms and dialogs show their parts,
 * sections and groups, the entity's fields not yet shown and their notices; lists their columns and notices.
 */
export function DescriptorFormView(props: { screen: string; value: Record<string, unknown>; onChange(value: Record<string, unknown>): void; readOnly?: boolean }): JSX.Element {
  return (
    <FormViewBoundary descriptor={props.value}>
      <FormViewOf {...props} />
    </FormViewBoundary>
  );
}

/** The view itself, inside the boundary. */
function FormViewOf(props: { screen: string; value: Record<string, unknown>; onChange(value: Record<string, unknown>): void; readOnly?: boolean }): JSX.Element {
  const { screen, onChange, readOnly = false } = props;
  const [value, change] = useWorkingDescriptor(props.value as Json, onChange);
  const editing: FormViewEditing = { value, readOnly, change };
  const kind = String(value.kind ?? '');
  // What the view covers is what the kind holds at the descriptor's top: a form's fields, a list's columns.
  const isForm = isItselfForm(value as ScreenDescriptor, registry);
  const isList = isItselfList(value as ScreenDescriptor, registry);
  const places = noticePlaces(value);
  const notices = places.length > 0 && (
    <Panel title="Notices" subtitle="What the screen says after an action, and for how long">
      {places.map((place) => (
        <NoticeCard key={place.join('.')} place={place} />
      ))}
    </Panel>
  );
  return (
    <FormViewContext.Provider value={editing}>
      <div className="bo-studio-form-view" aria-label={`Form view of ${screen}`} role="region">
        {isForm && Array.isArray(value.parts) && (
          <>
            <Panel title="Fields" subtitle="Label, help text, required, section, order and languages">
              <PartList parts={value.parts} at={[]} />
            </Panel>
            <Panel title="Add a field" subtitle={`Fields of schemas/${String(value.entity)}.json that the screen does not show yet`}>
              <AddEntityField />
            </Panel>
          </>
        )}
        {isList && Array.isArray(value.columns) && (
          <Panel title="Columns" subtitle="Label, order, shown or removed, sortable">
            <ColumnsEditor />
          </Panel>
        )}
        {isList && value.readiness && typeof value.readiness === 'object' ? (
          <Panel title="Readiness rules" subtitle="What makes a record ready to go live in a language: fields, level and message">
            <ReadinessRulesEditor />
          </Panel>
        ) : null}
        {notices}
        {!isForm && !isList && (
          <NonIdealState icon="code" title="No form view for this screen" description={`The form view covers forms, dialogs and lists; change this ${kind || 'screen'} screen in the JSON view.`} />
        )}
      </div>
    </FormViewContext.Provider>
  );
}
