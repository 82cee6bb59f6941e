/** Camera, microphone, notifications, geolocation...: the kiosk grants nothing (checklist 5). */
export function denyPermission(
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

export function denyPermissionCheck(): boolean {
  return false;
}
