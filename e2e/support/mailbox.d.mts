import type { SMTPServer } from 'smtp-server';

export function mailboxDir(port: string | number): string;
export function startMailbox(port: number, dir: string): Promise<SMTPServer>;
