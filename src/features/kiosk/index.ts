/** The kiosk feature's face: the idle reset and attract mode that wrap the whole site in kiosk mode. */
export { KioskController } from './KioskController';
