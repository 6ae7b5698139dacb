import { theme as antdTheme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { describe, expect, it } from 'vitest';
import { palette, theme } from './theme';

// WCAG 2.1 AA (1.4.3): text needs a contrast ratio of 4.5:1 against what is behind it. The
// ratios are computed from the tokens antd derives from our theme, as the browser draws them.

const token = antdTheme.getDesignToken(theme);

/** An opaque colour: #rgb, #rrggbb, or rgba() laid over `behind` as the browser composites it. */
const rgbOf = (colour: string, behind: readonly number[] = [255, 255, 255]): number[] => {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3'))?.[1];
  if (hex) return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''))?.[1]?.split(',').map(Number);
  if (!rgba) throw new Error(`Not a colour: ${colour}`);
  const [red = 0, green = 0, blue = 0, alpha = 1] = rgba;
  return [red, green, blue].map((channel, at) => channel * alpha + behind[at]! * (1 - alpha));
};

const relativeLuminance = (rgb: readonly number[]) => {
  const [red = 0, green = 0, blue = 0] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** The WCAG contrast ratio of `text` drawn on `background`. */
const contrast = (text: string, background: string) => {
  const behind = rgbOf(background);
  const [lighter, darker] = [relativeLuminance(rgbOf(text, behind)), relativeLuminance(behind)]
    .sort((a, b) => b - a)
    .map((luminance) => luminance + 0.05);
  return lighter! / darker!;
};

const backgrounds = { white: token.colorBgContainer, layout: palette.background };

const textTokens = [
  'colorText',
  'colorTextHeading',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextLabel',
  'colorTextQuaternary',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorLink',
  'colorLinkHover',
  'colorPrimary',
  'colorPrimaryHover',
  'colorError',
  'colorErrorHover',
  'colorErrorText',
  'colorErrorTextHover',
  'colorSuccess',
  'colorSuccessText',
  'colorWarning',
  'colorWarningText',
] as const;

describe('the theme’s text colours', () => {
  it('the layout background is the one the theme paints', () => {
    expect(token.colorBgLayout).toBe(backgrounds.layout);
  });

  for (const name of textTokens)
    for (const [where, background] of Object.entries(backgrounds))
      it(`${name} meets 4.5:1 on the ${where} background`, () => {
        expect(contrast(token[name], background)).toBeGreaterThanOrEqual(4.5);
      });

  it('status texts meet 4.5:1 on their own tinted backgrounds (tags, alerts)', () => {
    for (const status of ['Error', 'Success', 'Warning'] as const)
      expect(contrast(token[`color${status}`], token[`color${status}Bg`])).toBeGreaterThanOrEqual(
        4.5,
      );
  });

  it('every preset tag colour’s text meets 4.5:1 on its background', () => {
    // Both spellings of a shade: "gold-7" names the CSS variable (--ant-gold-7) the tags read.
    for (const colour of PresetColors)
      for (const [text, background] of [
        [token[`${colour}7`], token[`${colour}1`]],
        [token[`${colour}-7`], token[`${colour}-1`]],
      ])
        expect(
          contrast(text!, background!),
          `${colour}: ${text} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
  });

  it('white text meets 4.5:1 on primary and danger buttons and on initials avatars', () => {
    for (const fill of [token.colorPrimary, token.colorError, token.colorTextPlaceholder])
      expect(contrast(token.colorTextLightSolid, fill), fill).toBeGreaterThanOrEqual(4.5);
  });

  it('the primary text meets 4.5:1 on selected items’ tint', () => {
    expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorText, token.colorInfoBg)).toBeGreaterThanOrEqual(4.5);
  });
});
