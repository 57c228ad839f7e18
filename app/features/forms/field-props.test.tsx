// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldProps, trimmed } from './field-props.ts';
import { accountIdProblem, tacProblem } from './field-rules.ts';
import { useForm } from './use-form.ts';

const initial = { account_id: '', tac: '' };
function check(values: typeof initial) {
  return { account_id: accountIdProblem(values.account_id), tac: tacProblem(values.tac) };
}

function renderForm() {
  return renderHook(() => useForm(initial, check));
}

afterEach(cleanup);

describe('fieldProps: one field tied to its form', () => {
  it('shows a problem once the player leaves the field, not while they type', () => {
    const { result } = renderForm();
    act(() => fieldProps(result.current, 'account_id').onChange('ab'));
    let field = fieldProps(result.current, 'account_id');
    expect(field).toMatchObject({ name: 'account_id', value: 'ab', showProblem: false });
    expect(field.problem).toEqual({ key: 'accountIdFormat', values: { min: 4, max: 20 } });

    act(() => field.onBlur());
    field = fieldProps(result.current, 'account_id');
    expect(field.showProblem).toBe(true);
    // The other field is untouched: its problem waits for the form to be sent.
    expect(fieldProps(result.current, 'tac').showProblem).toBe(false);
    act(() => void result.current.attempt());
    expect(fieldProps(result.current, 'tac')).toMatchObject({
      showProblem: true,
      problem: { key: 'required' },
    });
  });

  it('cleans what was typed and names the input as asked', () => {
    const { result } = renderForm();
    act(() => fieldProps(result.current, 'account_id', { clean: trimmed }).onChange('  Player_01 '));
    expect(result.current.values.account_id).toBe('Player_01');
    expect(fieldProps(result.current, 'tac', { name: 'code' }).name).toBe('code');
  });

  it('with emptyShowsOnSend, leaving an empty field says nothing until the form is sent', () => {
    const { result } = renderForm();
    act(() => fieldProps(result.current, 'tac', { emptyShowsOnSend: true }).onBlur());
    expect(fieldProps(result.current, 'tac').showProblem).toBe(false);

    act(() => fieldProps(result.current, 'tac').onChange('12'));
    act(() => fieldProps(result.current, 'tac', { emptyShowsOnSend: true }).onBlur());
    expect(fieldProps(result.current, 'tac')).toMatchObject({
      showProblem: true,
      problem: { key: 'tacFormat' },
    });
  });
});
