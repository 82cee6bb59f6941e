import type { AreaEngine } from '../lowdb/engineTypes.js';
import type { DeviceChange, UsersState } from './lowdbUsersState.js';
import { lastUsedFirst, type DeviceRecords, type RememberedDevice } from './rememberedDevices.js';

/** Remembered browsers on lowdb, kept with the users so that a removed person's go with them. */
export class LowdbRememberedDevices implements DeviceRecords {
  constructor(private readonly engine: AreaEngine<{ readonly users: UsersState }, DeviceChange>) {}

  async keepDevice(device: RememberedDevice): Promise<void> {
    await this.engine.mutate((state) => {
      const kept = state.users.device(device.id);
      const rememberedAt = kept?.username === device.username ? kept.rememberedAt : undefined;
      return {
        change: {
          type: 'rememberedDevice',
          device: { ...device, ...(rememberedAt && { rememberedAt }) },
        },
        result: undefined,
      };
    });
  }

  async findDevice(id: string): Promise<RememberedDevice | undefined> {
    return this.engine.state.users.device(id);
  }

  async listUserDevices(username: string): Promise<RememberedDevice[]> {
    return this.engine.state.users.devicesOf(username).sort(lastUsedFirst);
  }

  forgetDevice(username: string, id: string): Promise<boolean> {
    return this.engine.mutate((state) => {
      const theirs = state.users.device(id)?.username === username;
      return { change: theirs ? { type: 'deviceForgotten', id } : null, result: theirs };
    });
  }
}
