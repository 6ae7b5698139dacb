import { describe, expect, it } from 'vitest';
import { boundedText, cutAt, htmlAsText, withoutTags } from './mail-text';

describe('mail text', () => {
  it('turns HTML into text by mailparser’s conversion, scripts and styles gone', async () => {
    const text = await htmlAsText(
      '<style>b{}</style><script>alert(1)</script><p>One &lt;two&gt;</p><ul><li>three</li></ul>',
    );
    expect(text).toContain('One <two>');
    expect(text).toContain('three');
    expect(text).not.toMatch(/alert|b\{\}/);
  });

  it('falls back to dropping every tag when the HTML cannot be converted', () => {
    expect(
      withoutTags(
        '<head><title>t</title></head><script>x()</script><p>Dear&nbsp;office</p><p>A &amp; B &#8211; &#x263A;</p><img src=x onerror=y>',
      ),
    ).toBe('Dear office\n A & B – ☺');
  });

  it('cuts between characters, and says where it cut', () => {
    expect(cutAt('ab😀', 3)).toBe('ab');
    expect(cutAt('abc', 5)).toBe('abc');
    expect(boundedText('abcdefghij', 8, '…cut')).toBe('abcd…cut');
    expect(boundedText('short', 8, '…cut')).toBe('short');
  });
});
