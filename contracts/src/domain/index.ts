export * from './caretaker-availability';
export * from './constants';
