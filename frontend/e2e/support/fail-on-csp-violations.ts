import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// Every journey step fails when a page broke the app's Content Security Policy: the policy
// must let the app itself work, so a violation is a bug in the policy or in the app.
afterEach(() => {
  expect(takeCspViolations(), 'Content Security Policy violations').toEqual([]);
});
