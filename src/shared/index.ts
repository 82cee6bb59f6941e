export * from './schemas.js';
export * from './types.js';
export * from './statsWindow.js';
export * from './apiV1.js';
export * from './boothSync.js';
export * from './audit.js';
export * from './kiosk.js';
export * from './loop.js';
