import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onActivationKey } from './activation-keys';

const press = (key: string, onItself = true) => {
  const element = {};
  const event = {
    key,
    target: element,
    currentTarget: onItself ? element : {},
    preventDefault: vi.fn(),
  };
  return event as unknown as KeyboardEvent & { preventDefault: ReturnType<typeof vi.fn> };
};

describe('the keys that activate a clickable card or row', () => {
  it('Enter and Space act as a button’s click, and the page does not scroll', () => {
    const action = vi.fn();
    const enter = press('Enter');
    const space = press(' ');
    onActivationKey(action)(enter);
    onActivationKey(action)(space);
    expect(action).toHaveBeenCalledTimes(2);
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(space.preventDefault).toHaveBeenCalled();
  });

  it('a link answers Enter only; other keys and keys meant for a control inside do nothing', () => {
    const action = vi.fn();
    onActivationKey(action, 'link')(press(' '));
    onActivationKey(action)(press('a'));
    onActivationKey(action)(press('Enter', false));
    expect(action).not.toHaveBeenCalled();
    onActivationKey(action, 'link')(press('Enter'));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
