/**
 * A browser remembered at a person's sign-in (issue 40, item 3): its signed cookie skips
 * two-factor only while this record lasts, so forgetting it (from Security, or by removing the
 * person) stops the cookie at once.
 */
export interface RememberedDevice {
  /** The id the browser's device cookie carries. */
  id: string;
  username: string;
  /** From its user agent: "Chrome on macOS". */
  name: string;
  rememberedAt: string;
  lastUsedAt: string;
}

export interface DeviceRecords {
  /** Keeps a remembered browser; one kept already keeps its rememberedAt and takes the rest. */
  keepDevice(device: RememberedDevice): Promise<void>;
  findDevice(id: string): Promise<RememberedDevice | undefined>;
  /** A person's remembered browsers, last used first. */
  listUserDevices(username: string): Promise<RememberedDevice[]>;
  /** Forgets one of `username`'s browsers; answers whether it was theirs. */
  forgetDevice(username: string, id: string): Promise<boolean>;
}

export const lastUsedFirst = (a: RememberedDevice, b: RememberedDevice) =>
  b.lastUsedAt.localeCompare(a.lastUsedAt);
