import { isAllowedNavigation } from './navigationPolicy';

export interface IpcSender {
  /** event.sender.id */
  webContentsId: number;
  /** event.senderFrame?.url: the page that asked */
  frameUrl: string | undefined;
}

/** Only the kiosk window's own page may ask the kiosk to quit (Electron checklist 17). */
export function isKioskSender(
  sender: IpcSender,
  kioskWebContentsId: number | undefined,
  appOrigin: string,
): boolean {
  return (
    kioskWebContentsId !== undefined &&
    sender.webContentsId === kioskWebContentsId &&
    sender.frameUrl !== undefined &&
    isAllowedNavigation(sender.frameUrl, appOrigin)
  );
}
