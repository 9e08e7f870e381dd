import { Button, FormGroup, InputGroup, NonIdealState, Section, SectionCard, TextArea } from '@blueprintjs/core';
import { useId, type HTMLAttributes } from 'react';
import { Heading, useHeadingPlace } from '../form/heading-level';
import { formatSize } from './format-size';
import { WhyDisabled } from '../reason/WhyDisabled';
import type { MediaLibrary } from './useMediaLibrary';

/** The opened file: preview, facts, alt text and caption with Save, the URL with Copy, and Delete Permanently. */
export function MediaDetails({ library, allowDelete }: { library: MediaLibrary; allowDelete: boolean }) {
  const { details, rights, remove } = library;
  const ids = { alt: useId(), caption: useId(), url: useId() };
  const file = details.file;
  // The details' title follows the page's outline: an h2 under the library's h1, an h3 under the picker's title.
  const { level } = useHeadingPlace();
  const titleRenderer = (props: HTMLAttributes<HTMLElement>) => <Heading level={level} {...props} />;
  if (!file) {
    return (
      <Section className="bo-media-details" title="Image details" titleRenderer={titleRenderer} compact>
        <SectionCard>
          <NonIdealState icon="media" description="Choose a file to see its details." />
        </SectionCard>
      </Section>
    );
  }
  const resolution = file.width && file.height ? `${file.width} × ${file.height}` : 'Unknown';
  return (
    <Section className="bo-media-details" title="Image details" titleRenderer={titleRenderer} compact>
      <SectionCard>
        <img className="bo-media-preview" src={file.url} alt={file.altText} />
        <dl className="bo-media-facts">
          <dt>Name</dt>
          <dd className="bo-media-ellipsis" title={file.name}>{file.name}</dd>
          <dt>Size</dt>
          <dd>{formatSize(file.size)}</dd>
          <dt>Resolution</dt>
          <dd>{resolution}</dd>
        </dl>
        <FormGroup label="Alt text" labelFor={ids.alt}>
          <InputGroup id={ids.alt} value={details.texts.altText} disabled={!rights.save} onValueChange={(altText) => details.setTexts({ ...details.texts, altText })} />
        </FormGroup>
        <FormGroup label="Caption" labelFor={ids.caption}>
          <TextArea id={ids.caption} fill rows={3} value={details.texts.caption} disabled={!rights.save} onChange={(e) => details.setTexts({ ...details.texts, caption: e.target.value })} />
        </FormGroup>
        <FormGroup label="File URL" labelFor={ids.url}>
          <InputGroup id={ids.url} value={file.url} readOnly />
        </FormGroup>
        <div className="bo-media-actions">
          <WhyDisabled reason={rights.saveReason}>
            <Button intent="primary" text="Save" loading={details.saving} disabled={!rights.save} onClick={() => void details.save()} />
          </WhyDisabled>
          <Button icon="clipboard" text="Copy URL to Clipboard" onClick={() => void details.copyUrl()} />
          {allowDelete && rights.delete && <Button icon="trash" variant="minimal" text="Delete Permanently" onClick={() => remove.ask([file.key])} />}
        </div>
      </SectionCard>
    </Section>
  );
}
