export * from './schemas.js';
export * from './types.js';
export * from './statsWindow.js';
