import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { moveToNewSection, moveToSection, ownSections, samePath, sectionOf, type PartPath } from './edits';
import { useFormViewEditing } from './FormViewContext';

const NO_SECTION = 'form';
const NEW_SECTION = 'new';
const key = (path: PartPath) => path.join('.');

/**
 * The section a field is in, chosen from the screen's own sections (a fragment's are shared, not this screen's),
 * the form itself, or a new section named here: the field is moved there at once.
 */
export function SectionChoice({ path }: { path: PartPath }) {
  const { value, change, readOnly } = useFormViewEditing();
  const ids = { choice: useId(), title: useId() };
  const [naming, setNaming] = useState(false);
  const [title, setTitle] = useState('');
  const current = sectionOf(path);
  const sections = ownSections(value).filter((s) => !samePath(s.path.slice(0, path.length), path));
  const options = [
    { value: NO_SECTION, label: 'None (the form itself)' },
    ...sections.map((s) => ({ value: key(s.path), label: `${'– '.repeat(s.path.length - 1)}${s.title}` })),
    { value: NEW_SECTION, label: 'New section…' },
  ];
  const choose = (chosen: string) => {
    if (chosen === NEW_SECTION) return setNaming(true);
    setNaming(false);
    const target = chosen === NO_SECTION ? null : sections.find((s) => key(s.path) === chosen)!.path;
    change((d) => moveToSection(d, path, target));
  };
  const create = () => {
    if (!title.trim()) return;
    change((d) => moveToNewSection(d, path, title.trim()));
    setNaming(false);
    setTitle('');
  };
  return (
    <>
      <FormGroup label="Section" labelFor={ids.choice} className="bo-studio-control">
        <HTMLSelect id={ids.choice} fill disabled={readOnly} value={naming ? NEW_SECTION : current ? key(current) : NO_SECTION} options={options} onChange={(e) => choose(e.currentTarget.value)} />
      </FormGroup>
      {naming && (
        <FormGroup label="New section's title" labelFor={ids.title} className="bo-studio-control">
          <ControlGroup fill>
            <InputGroup id={ids.title} value={title} autoFocus onValueChange={setTitle} onKeyDown={(e) => e.key === 'Enter' && create()} />
            <Button text="Create section" disabled={!title.trim()} onClick={create} />
          </ControlGroup>
        </FormGroup>
      )}
    </>
  );
}
