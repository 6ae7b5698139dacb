export * from './caretaker-availability';
export * from './caretaker-status-moves';
export * from './constants';
export * from './input-bounds';
export * from './money';
export * from './billing';
