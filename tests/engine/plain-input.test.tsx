// @vitest-environment happy-dom
import { InputGroup } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainInput } from '../../engine/theme/templates/PlainInput';

// A form's text box is drawn without Blueprint's InputGroup (which drew every box twice as a form opened) and must
// be the same to the eye, to assistive technology and to the walks that find it: the same elements and attributes.

/** The markup with each element's attributes in one order, since the two components write them in different orders. */
const normalised = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.querySelectorAll('*')].map((el) => `${el.tagName} ${[...el.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')}`);
};

const CASES = {
  'a text box': { id: 'root_name', name: 'root_name', value: 'Velmora Lend', required: true, 'aria-describedby': 'root_name__error root_name__limit' },
  'a refused one': { id: 'root_name', value: '', intent: 'danger' as const },
  'a read-only one': { id: 'root_url', value: 'reviews/velmora-lend', readOnly: true, disabled: false },
  'a disabled number': { id: 'root_since', type: 'number', value: '2016', min: 1900, max: 2100, disabled: true },
};

describe('a text box of a form', () => {
  it.each(Object.entries(CASES))('%s is drawn as InputGroup draws it', (_, props) => {
    const onChange = () => undefined;
    const ours = renderToStaticMarkup(<PlainInput {...props} onChange={onChange} />);
    const blueprint = renderToStaticMarkup(<InputGroup {...props} fill onChange={onChange} />);
    expect(normalised(ours)).toEqual(normalised(blueprint));
  });
});
