/**
 * Camera, microphone, notifications, geolocation...: the kiosk grants nothing (checklist 5) but
 * the camera alone (video, no audio) to the app's own origin, for the badge scan (issue 27).
 */
interface MediaDetails {
  mediaTypes?: string[];
  mediaType?: string;
  requestingUrl?: string;
}

function isOwnCamera(
  appOrigin: string,
  permission: string,
  origin: string | undefined,
  mediaTypes: readonly string[],
): boolean {
  if (permission !== 'media' || !origin) return false;
  let requesting: string;
  try {
    requesting = new URL(origin).origin;
  } catch {
    return false;
  }
  return (
    requesting === appOrigin && mediaTypes.length > 0 && mediaTypes.every((t) => t === 'video')
  );
}

/** session.setPermissionRequestHandler: video for the app's own pages, nothing else. */
export function permissionRequestHandler(appOrigin: string) {
  return (
    _webContents: unknown,
    permission: string,
    callback: (granted: boolean) => void,
    details?: MediaDetails,
  ): void => {
    callback(isOwnCamera(appOrigin, permission, details?.requestingUrl, details?.mediaTypes ?? []));
  };
}

/** session.setPermissionCheckHandler: the same rule for Chromium's permission checks. */
export function permissionCheckHandler(appOrigin: string) {
  return (
    _webContents: unknown,
    permission: string,
    requestingOrigin: string,
    details?: MediaDetails,
  ): boolean =>
    isOwnCamera(
      appOrigin,
      permission,
      requestingOrigin,
      details?.mediaType ? [details.mediaType] : [],
    );
}
