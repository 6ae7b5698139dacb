import type { ThemeConfig } from 'antd';
import type { ColorPalettes, LegacyColorPalettes, PresetColorKey } from 'antd/es/theme/interface';

// A calm, dignified palette: deep cypress green, warm stone neutrals, candle-gold accents.
export const palette = {
  primary: '#2f6b57',
  primaryDeep: '#1f4a3d',
  sidebar: '#173a30',
  sidebarSelected: '#2f6b57',
  sidebarText: 'rgba(243, 239, 228, 0.78)',
  sidebarTextStrong: '#f3efe4',
  candle: '#c9a45c',
  background: '#f5f4ef',
  surface: '#ffffff',
  border: '#e6e3da',
  text: '#1f2a26',
  textMuted: '#5f6b66',
  /** Placeholders: lighter than values, still 4.5:1 on white and on the background. */
  textPlaceholder: '#66716c',
  /** A red for text (Delete buttons, errors): antd's #ff4d4f is 3.26:1 on white. */
  error: '#c62828',
  /** A light tint of the primary: selected options and menu items, info alerts. */
  primaryTint: '#dcebe4',
  primaryTintLight: '#eef5f1',
} as const;

/**
 * Tags draw their text in a preset colour's 7th shade on its 1st; for these presets that is
 * below WCAG AA's 4.5:1, so their text takes a darker shade of the same colour (antd's own
 * 8th or 9th). antd keeps each shade twice ("gold7", and "gold-7", which names the CSS
 * variable the tags read): both are set. theme.unit.spec.ts measures every preset.
 */
const readableTagTextShades: Partial<Record<PresetColorKey, string>> = {
  cyan: '#006d75',
  green: '#237804',
  orange: '#ad4e00',
  yellow: '#876800',
  volcano: '#ad2102',
  lime: '#3f6600',
  gold: '#874d00',
};
const readableTagText = Object.fromEntries(
  Object.entries(readableTagTextShades).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
) as Partial<ColorPalettes & LegacyColorPalettes>;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorBgLayout: palette.background,
    colorBorderSecondary: palette.border,
    colorText: palette.text,
    // antd 6 draws secondary text (Typography type="secondary", descriptions, statistic titles,
    // help texts) from colorTextDescription and colorTextTertiary, not colorTextSecondary: all
    // of them get the muted grey, which meets WCAG AA on white and on the layout background.
    colorTextSecondary: palette.textMuted,
    colorTextTertiary: palette.textMuted,
    colorTextDescription: palette.textMuted,
    colorTextLabel: palette.textMuted,
    colorIcon: palette.textMuted,
    colorTextQuaternary: palette.textPlaceholder,
    colorTextPlaceholder: palette.textPlaceholder,
    // antd also writes some live text in the disabled grey (an empty table's "No data").
    colorTextDisabled: palette.textPlaceholder,
    colorError: palette.error,
    // Hovered links and danger buttons darken (the derived hover shades are lighter, below AA).
    colorLinkHover: palette.primaryDeep,
    colorErrorHover: '#a8071a',
    colorErrorTextHover: '#a8071a',
    // Success and warning texts (status tags, Typography) in dark shades; their backgrounds
    // and borders stay antd's light ones (derived from a dark seed they would turn grey).
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarning: '#874d00',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    // Derived from the deep green, these would be a mid grey that the primary text fails on.
    colorPrimaryBg: palette.primaryTint,
    colorPrimaryBgHover: '#cde2d8',
    colorInfoBg: palette.primaryTintLight,
    colorInfoBorder: '#b9d3c7',
    ...readableTagText,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif",
    fontSize: 15,
  },
  components: {
    Layout: {
      siderBg: palette.sidebar,
      headerBg: palette.surface,
      headerHeight: 72,
      headerPadding: '0 24px',
      bodyBg: palette.background,
    },
    Menu: {
      darkItemBg: palette.sidebar,
      darkSubMenuItemBg: palette.sidebar,
      darkItemSelectedBg: palette.sidebarSelected,
      darkItemColor: palette.sidebarText,
      darkItemHoverColor: palette.sidebarTextStrong,
      darkItemSelectedColor: palette.sidebarTextStrong,
      itemHeight: 44,
      iconSize: 16,
    },
    Card: { headerFontSize: 16 },
    // A light tint of the primary keeps the chosen option readable (the derived default is grey).
    Select: { optionSelectedBg: palette.primaryTint, optionActiveBg: palette.primaryTintLight },
  },
};
