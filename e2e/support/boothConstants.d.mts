export declare const E2E_BOOTH: {
  port: number;
  pin: string;
  adminPassword: string;
  deadWebUrl: string;
};
