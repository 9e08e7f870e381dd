// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getClosestMatchingOption, getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightValidator } from '../../engine/form/light-validator';
import { BlueprintForm } from '../../engine/theme';

// Issue 6, item 8: forms do not ship ajv. The light validator answers what rjsf asks while resolving schemas:
// which oneOf choice a value is, which if/then branch holds.

afterEach(cleanup);

const platform: RJSFSchema = {
  type: ['number', 'null'],
  oneOf: [
    { const: 11, title: 'Mintos' },
    { const: 12, title: 'PeerBerry' },
    { const: null, title: '—' },
  ],
};

describe('lightValidator.isValid', () => {
  it('matches consts, enums and types as JSON Schema does', () => {
    const is = (schema: RJSFSchema, value: unknown) => lightValidator.isValid(schema, value, {});
    expect(is({ const: 11 }, 11)).toBe(true);
    expect(is({ const: 11 }, '11')).toBe(false);
    expect(is({ enum: ['a', 'b'] }, 'b')).toBe(true);
    expect(is({ type: 'integer' }, 1.5)).toBe(false);
    expect(is({ type: 'number' }, 2)).toBe(true);
    expect(is({ type: ['string', 'null'] }, null)).toBe(true);
    expect(is(platform, 12)).toBe(true);
    expect(is(platform, 13)).toBe(false);
    expect(is({ type: 'array', items: { type: 'string' } }, ['a', 1])).toBe(false);
    expect(is({ not: { const: 1 } }, 2)).toBe(true);
  });

  it('checks objects by required and properties, and follows local $refs', () => {
    const root: RJSFSchema = { definitions: { kind: { enum: ['url', 'none'] } } };
    const link: RJSFSchema = { type: 'object', required: ['kind'], properties: { kind: { $ref: '#/definitions/kind' } } };
    expect(lightValidator.isValid(link, { kind: 'url' }, root)).toBe(true);
    expect(lightValidator.isValid(link, { kind: 'mail' }, root)).toBe(false);
    expect(lightValidator.isValid(link, {}, root)).toBe(false);
  });

  it("lets rjsf pick the matching option and the if/then branch", () => {
    const options: RJSFSchema[] = [
      { type: 'object', properties: { kind: { const: 'url' }, url: { type: 'string' } }, required: ['kind'] },
      { type: 'object', properties: { kind: { const: 'none' } }, required: ['kind'] },
    ];
    expect(getClosestMatchingOption(lightValidator, {}, { kind: 'none' }, options, 0)).toBe(1);
    const conditional: RJSFSchema = {
      type: 'object',
      properties: { kind: { type: 'string' } },
      if: { properties: { kind: { const: 'url' } } },
      then: { properties: { url: { type: 'string', title: 'URL' } } },
    };
    expect(Object.keys(retrieveSchema(lightValidator, conditional, conditional, { kind: 'url' }).properties ?? {})).toEqual(['kind', 'url']);
    expect(Object.keys(retrieveSchema(lightValidator, conditional, conditional, { kind: 'none' }).properties ?? {})).toEqual(['kind']);
    expect(getDefaultFormState(lightValidator, { type: 'object', properties: { n: { type: 'number', default: 3 } } }, {})).toEqual({ n: 3 });
  });

  it('finds nothing wrong in form data: the descriptor rules and the entity checks run before a save', () => {
    expect(lightValidator.validateFormData({ a: 1 }, { type: 'object', properties: { a: { type: 'string' } } })).toEqual({ errors: [], errorSchema: {} });
  });
});

describe('a form on the light validator', () => {
  it('draws a oneOf select and submits the chosen number', async () => {
    const onSubmit = vi.fn();
    render(
      <BlueprintForm
        schema={{ type: 'object', properties: { platform: { ...platform, title: 'Platform' } } }}
        validator={lightValidator}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Platform/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ platform: 12 });
  });
});
