export declare const BADGE_FORMATS: {
  readonly 'QR Code': 'qrcode';
  readonly PDF417: 'pdf417';
  readonly Aztec: 'azteccode';
  readonly 'Data Matrix': 'datamatrix';
  readonly 'Code 128': 'code128';
};
export type BadgeFormat = keyof typeof BADGE_FORMATS;
export declare function badgeVCard(
  first: string,
  last: string,
  company: string,
  email: string,
): string;
export declare function y4mOf(text: string, format?: BadgeFormat): Buffer;
export declare function fakeCameraLaunch(
  name: string,
  text: string,
  format?: BadgeFormat,
): { executablePath: string; args: string[] };
