import type { ThemeConfig } from 'antd';

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
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorBgLayout: palette.background,
    colorBorderSecondary: palette.border,
    colorText: palette.text,
    colorTextSecondary: palette.textMuted,
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
    Select: { optionSelectedBg: '#dcebe4', optionActiveBg: '#eef5f1' },
  },
};
