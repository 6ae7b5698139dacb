export * from './caretaker-availability';
export * from './caretaker-status-moves';
export * from './constants';
export * from './input-bounds';
