export * from './test-projection';
export * from './runner-test-kit';
export * from './projection-test-kit';
export * from './built-events-test-kit';
