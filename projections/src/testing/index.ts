export * from './test-projection';
export * from './runner-test-kit';
