import { FormGroup, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, HeadingLevel, useHeadingPlace } from '../../form/heading-level';
import { renameSection, type Json, type PartPath } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { LanguageSwitches } from './LanguageSwitches';
import { PartHeader } from './PartHeader';

/** A section of the form: its heading, its place among the parts, its languages, and the parts it holds (`children`). */
export function SectionBlock({ section, path, first, last, children }: { section: Json; path: PartPath; first: boolean; last: boolean; children: ReactNode }) {
  const { change, readOnly } = useFormViewEditing();
  const id = useId();
  const { level } = useHeadingPlace();
  const titleRenderer = (props: HTMLAttributes<HTMLElement>) => <Heading level={level} {...props} />;
  return (
    <SectionCard className="bo-studio-part" padded={false}>
      <Section title={`Section: ${section.section || '(untitled)'}`} titleRenderer={titleRenderer} collapsible compact className="bo-studio-section">
        <SectionCard>
          <PartHeader path={path} first={first} last={last} what={`section ${section.section}`}>
            <FormGroup label="Section title" labelFor={id} inline className="bo-studio-control bo-studio-inline">
              <InputGroup id={id} value={section.section} disabled={readOnly} onValueChange={(text) => change((d) => renameSection(d, path, text))} />
            </FormGroup>
          </PartHeader>
          <LanguageSwitches path={path} showIf={section.showIf} what={`Section ${section.section}`} />
        </SectionCard>
        <div className="bo-studio-section-parts">
          <HeadingLevel level={level + 1}>{children}</HeadingLevel>
        </div>
      </Section>
    </SectionCard>
  );
}
