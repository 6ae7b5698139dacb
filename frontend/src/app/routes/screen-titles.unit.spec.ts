import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/languages';
import { appI18n } from '../i18n';
import type { Screen } from './resolve-route';
import { screenTitleKeys } from './screen-titles';

/** A screen's title text in a language, read from the `app` texts as i18next would. */
const titleText = (language: (typeof languages)[number], screen: Screen): unknown =>
  screenTitleKeys[screen]
    .split('.')
    .reduce<unknown>(
      (texts, key) => (texts as Record<string, unknown> | undefined)?.[key],
      appI18n[language],
    );

const screensOf = (prefix: string) =>
  (Object.keys(screenTitleKeys) as Screen[]).filter((screen) => screen.startsWith(prefix));

describe('the browser tab’s title of each screen', () => {
  for (const language of languages) {
    it(`is a text in ${language} for every screen`, () => {
      for (const screen of Object.keys(screenTitleKeys) as Screen[])
        expect(titleText(language, screen), screen).toEqual(expect.stringMatching(/\S/));
    });

    it(`differs between the screens of each role in ${language}`, () => {
      for (const role of ['admin-', 'caretaker-', 'client-']) {
        const titles = screensOf(role).map((screen) => titleText(language, screen));
        expect(new Set(titles).size, titles.join(', ')).toBe(titles.length);
      }
    });
  }
});
